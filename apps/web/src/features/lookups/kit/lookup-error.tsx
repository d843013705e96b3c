import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A lookup's error or "not found" text, announced to screen readers (role alert). No Alert
 * title: red titles on the light red background fall below 4.5:1, the body text does not.
 */
export function LookupError({ children }: { children: ReactNode }) {
  return (
    <Alert
      color="red"
      role="alert"
      variant="light"
      styles={{ message: { color: 'var(--mantine-color-red-9)' } }}
    >
      {children}
    </Alert>
  );
}
