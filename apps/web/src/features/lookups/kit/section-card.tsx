import { Paper, Stack, Title, type MantineSpacing } from '@mantine/core';
import { useId, type ReactNode } from 'react';

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
    <Paper
      withBorder
      p={{ base: 'md', xs: 'lg' }}
      component="section"
      aria-labelledby={headingId}
      maw={maw}
    >
      <Stack gap={gap}>
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
