import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A lookup screen's title (h1). Smaller on a phone, so that long German compounds such as
 * 'Benutzerinformationen' fit a 390 px screen; a word that still cannot fit breaks rather than
 * widening the page.
 */
export function LookupTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={1} fz={{ base: 26, xs: 34 }} style={{ overflowWrap: 'break-word' }}>
      {children}
    </Title>
  );
}
