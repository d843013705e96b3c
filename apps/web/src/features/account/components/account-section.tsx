import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ComponentProps, type ReactNode } from 'react';

type Props = {
  title: string;
  intro: string;
  /** With a submit handler the section's body is one form (validated by the screen). */
  onSubmit?: ComponentProps<'form'>['onSubmit'];
  children: ReactNode;
};

/**
 * One section of the account screen: a bordered card named by its heading, with a line saying
 * what it is for, then its own content (a form's fields, or its buttons and messages).
 */
export function AccountSection({ title, intro, onSubmit, children }: Props) {
  const headingId = useId();
  const body = (
    <Stack align={onSubmit ? undefined : 'flex-start'}>
      <div>
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        <Text size="sm" c="gray.7">
          {intro}
        </Text>
      </div>
      {children}
    </Stack>
  );
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      {onSubmit ? (
        <form noValidate onSubmit={onSubmit}>
          {body}
        </form>
      ) : (
        body
      )}
    </Paper>
  );
}
