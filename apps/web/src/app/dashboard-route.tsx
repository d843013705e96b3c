import { Stack } from '@mantine/core';
import { Supervision } from '../features/analysis/components/supervision';
import { DashboardScreen } from '../features/dashboard/components/dashboard-screen';
import { useSession } from '../lib/use-session';
import { cardsFor } from './menu';

/**
 * The dashboard with its cards from the screen registry (only screens that work), then the
 * supervision of every stored account (issue 9).
 */
export function DashboardRoute() {
  return (
    <Stack gap="xl">
      <DashboardScreen cards={cardsFor(useSession())} />
      <Supervision />
    </Stack>
  );
}
