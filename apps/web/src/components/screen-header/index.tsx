import { Text, Title, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A screen's heading: its one `h1` and the short introduction under it, at a readable width.
 * Admin lists use the grey intro, public pages the dimmed one.
 */
export function ScreenHeader({
  title,
  intro,
  maw = 720,
  c = 'gray.7',
}: {
  title: ReactNode;
  intro: ReactNode;
  maw?: number;
  c?: MantineColor;
}) {
  return (
    <div>
      <Title order={1}>{title}</Title>
      <Text c={c} maw={maw} mt={4}>
        {intro}
      </Text>
    </div>
  );
}
