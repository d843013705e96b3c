import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { NavigationContext, type Navigation } from '../lib/navigation';
import { cardsFor, menuFor } from './menu';
import { cssVariablesResolver, theme } from './theme';

/**
 * Toasts appear at the bottom: at the top right they covered the navbar's account menu and
 * language switch (issue 8 §5), which sit in the same corner.
 */
export const NOTIFICATION_POSITION = 'bottom-right';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // 4xx will not get better by asking again.
        retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
      },
    },
  });
}

/** The sidebar, the menu search and the dashboard cards, from the screen registry. */
const navigation: Navigation = { menuFor, cardsFor };

export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient: QueryClient;
}) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications position={NOTIFICATION_POSITION} />
      <QueryClientProvider client={queryClient}>
        <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
