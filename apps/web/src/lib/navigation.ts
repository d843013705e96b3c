import type { AccessClaims } from '@vigil/shared/auth';
import { createContext, useContext } from 'react';
import { useSession } from './use-session';

/** A screen's title (`screens.<id>`) or sidebar label (`menu.<id>`) in the `shell` catalogue. */
export type ShellKey = `screens.${string}` | `menu.${string}`;

/** One sidebar entry: where it leads and the `shell` key of its label. */
export type MenuEntry = { path: string; labelKey: ShellKey };

/** A dashboard card: a built screen the session may open, with its one line of text (`shell` keys). */
export type ScreenCard = {
  path: string;
  labelKey: ShellKey;
  textKey: `dashboard.cards.${string}`;
};

type Session = Pick<AccessClaims, 'role'> | null;

/** What the app derives from its screen registry for a session: the sidebar and the cards. */
export type Navigation = {
  menuFor: (session: Session) => MenuEntry[];
  cardsFor: (session: Session) => ScreenCard[];
};

/**
 * The app provides its registry's menu here, so that a screen (the 404 page's menu search, the
 * dashboard's cards) reads it without importing the app, which loads that screen: a cycle.
 */
export const NavigationContext = createContext<Navigation>({
  menuFor: () => [],
  cardsFor: () => [],
});

/** The sidebar entries of the current session, for the sidebar and the menu search. */
export function useVisibleMenu(): MenuEntry[] {
  return useContext(NavigationContext).menuFor(useSession());
}

/** The dashboard's cards for the current session. */
export function useScreenCards(): ScreenCard[] {
  return useContext(NavigationContext).cardsFor(useSession());
}
