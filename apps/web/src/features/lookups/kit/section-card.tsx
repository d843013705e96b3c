import { Paper, Stack, Title, type MantineSpacing } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * The bordered card of a lookup result: a section named by its heading (the element with
 * `headingId`, which the card's content renders).
 */
export function ResultCard({
  headingId,
  maw,
  children,
}: {
  headingId: string;
  maw?: number;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      p={{ base: 'md', xs: 'lg' }}
      component="section"
      aria-labelledby={headingId}
      maw={maw}
    >
      {children}
    </Paper>
  );
}

/**
 * A titled result card of a lookup screen ('Profile Information', 'Suggestions', 'Fetch
 * Community Data by CID'): a section named by its h2, its parts stacked under it.
 */
export function SectionCard({
  title,
  maw,
  gap = 'md',
  children,
}: {
  title: string;
  maw?: number;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <ResultCard headingId={headingId} maw={maw}>
      <Stack gap={gap}>
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </ResultCard>
  );
}
