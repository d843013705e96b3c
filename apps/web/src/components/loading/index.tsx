import { Group, Loader, Stack, Text, type MantineSpacing } from '@mantine/core';

/**
 * Something is on its way: a spinner (hidden from screen readers) and what is loading, said as a
 * status. `inline`: the small one in a row of a panel; otherwise centred in a block of its own.
 */
export function Loading({
  text,
  inline = false,
  py = 'xl',
}: {
  text: string;
  inline?: boolean;
  py?: MantineSpacing;
}) {
  if (inline) {
    return (
      <Group gap="sm" aria-busy="true">
        <Loader size="sm" aria-hidden="true" />
        <Text role="status">{text}</Text>
      </Group>
    );
  }
  return (
    <Stack align="center" py={py} aria-busy="true">
      <Loader aria-hidden="true" />
      <Text role="status">{text}</Text>
    </Stack>
  );
}
