import { Stack } from '@mantine/core';
import { Supervision } from '../features/analysis/components/supervision';
import { DashboardScreen } from '../features/dashboard/components/dashboard-screen';
import { useScreenCards } from '../lib/navigation';

/**
 * The dashboard with its cards from the screen registry (only screens that work; through the
 * navigation context, since the registry loads this screen), then the supervision of every
 * stored account.
 */
export function DashboardRoute() {
  return (
    <Stack gap="xl">
      <DashboardScreen cards={useScreenCards()} />
      <Supervision />
    </Stack>
  );
}
