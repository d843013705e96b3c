import { useSession } from '../../lib/use-session';
import { menuFor } from '../menu';

/** The sidebar entries of the current session (see `menuFor`), for the sidebar and the search. */
export function useVisibleMenu() {
  return menuFor(useSession());
}
