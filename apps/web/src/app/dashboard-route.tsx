import { DashboardScreen } from '../features/dashboard/components/dashboard-screen';
import { useSession } from '../lib/use-session';
import { cardsFor } from './menu';

/** The dashboard with its cards from the screen registry: only screens that work. */
export function DashboardRoute() {
  return <DashboardScreen cards={cardsFor(useSession())} />;
}
