import { Alert, Button, Stack, Text } from '@mantine/core';
import { useErrorText } from '../../lib/error-text';

/**
 * A read that failed: the screen's title for it, the error in words (see `useErrorText`) and a
 * button that tries again.
 */
export function LoadFailed({
  title,
  error,
  retry,
  onRetry,
  maw,
}: {
  title: string;
  error: unknown;
  /** The retry button's words. */
  retry: string;
  onRetry: () => void;
  maw?: number;
}) {
  const errorText = useErrorText();
  return (
    <Alert color="red" title={title} maw={maw}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorText(error)}</Text>
        <Button size="compact-sm" variant="default" onClick={onRetry}>
          {retry}
        </Button>
      </Stack>
    </Alert>
  );
}
