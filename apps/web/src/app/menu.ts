import type { AccessClaims } from '@vigil/shared/auth';
import { canOpen } from './guards';
import type { MenuEntry, ScreenCard } from '../lib/navigation';
import { screens, type Screen } from './screens';

export type { Access } from './screens';

type Session = Pick<AccessClaims, 'role'> | null;

/** Whether a screen's sidebar entry is shown to this session (see `MenuAudience`). */
export function isListedFor(screen: Screen, session: Session): boolean {
  if (!screen.menu) return false;
  if (screen.menu.audience === 'visitors') return session === null;
  if (screen.menu.audience === 'signed-in' && session === null) return false;
  return canOpen(screen.access, session);
}

/**
 * The sidebar and the navbar search for a session, in the registry's order (spec 000 §2.2):
 * visitors see the public entries and Login, users everything but the operator screens,
 * admins everything. The server refuses the rest anyway; hiding them only spares a redirect.
 */
export function menuFor(session: Session): MenuEntry[] {
  return screens.flatMap((s) =>
    s.menu && isListedFor(s, session) ? [{ path: s.path, labelKey: s.menu.labelKey }] : [],
  );
}

/** The dashboard's cards: only screens that work (status `ready`) and that the session may open. */
export function cardsFor(session: Session): ScreenCard[] {
  return screens.flatMap((s) =>
    s.status === 'ready' && s.cardKey && canOpen(s.access, session)
      ? [{ path: s.path, labelKey: s.menu?.labelKey ?? s.titleKey, textKey: s.cardKey }]
      : [],
  );
}
