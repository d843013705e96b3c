import type { ComponentType } from 'react';

/**
 * What a feature tells the app about itself: its screens (route, access rule, sidebar entry,
 * titles) and its i18n namespaces. The app composes the manifests in one list
 * (`app/screens.tsx`); a feature never imports the app, so these types live on the ground floor.
 */

/** Who may open a screen. The server enforces the same rule on every route. */
export type Access = 'public' | 'user' | 'admin';

/**
 * Who sees a screen's sidebar entry. By default it follows `access`; `signed-in` shows a public
 * screen only to a session (Logout) and `visitors` only without one (Login).
 */
export type MenuAudience = 'signed-in' | 'visitors';

/** A text in both UI languages. */
export type Texts = { de: string; en: string };

/** One i18n namespace: its `de` and `en` texts. */
export type Catalogue = { de: object; en: object };

export type ScreenManifest = {
  /**
   * The screen's name in the `shell` catalogue: its title is `screens.<id>`, its sidebar label
   * `menu.<id>`, its dashboard line `dashboard.cards.<id>` (unique across the app).
   */
  id: string;
  /** The route path (react-router pattern, hash route). */
  path: string;
  access: Access;
  /** `shell` frames the screen with sidebar and navbar; `bare` is a page of its own (sign-in, errors). */
  frame: 'shell' | 'bare';
  /** The page title: the document title, and the heading of a planned screen. */
  title: Texts;
  /**
   * The sidebar entry. `position` orders the sidebar across features (the spec's menu order,
   * 000 §2.2); steps of ten leave room for a screen in between.
   */
  menu?: { position: number; label: Texts; audience?: MenuAudience };
  /** The line on the dashboard's card; only built screens get a card. */
  card?: Texts;
  /** The component, loaded with the screen (one lazy chunk); without it the screen is planned. */
  load?: () => Promise<ComponentType>;
};

/**
 * A page of its own that anyone may open (sign-in, e-mail links, error pages): public and
 * without the shell's sidebar and navbar.
 */
export const publicPage = (screen: Omit<ScreenManifest, 'access' | 'frame'>): ScreenManifest => ({
  ...screen,
  access: 'public',
  frame: 'bare',
});

/**
 * A feature's i18n namespaces: a catalogue is in the entry chunk; a loader is fetched with the
 * first screen that asks for the namespace.
 */
export type Namespaces = Readonly<Record<string, Catalogue | (() => Promise<Catalogue>)>>;

/**
 * `N` keeps the namespaces' names and texts in the manifest's type: the app derives the typed
 * i18n keys from them (`app/i18n-keys.ts`). Declare them in a const of their own and annotate
 * the manifest (`FeatureManifest<typeof namespaces>`): inferring the whole manifest would make
 * its type depend on its screens, whose `t` calls depend on these types.
 */
export type FeatureManifest<N extends Namespaces = Namespaces> = {
  screens: readonly ScreenManifest[];
  namespaces?: N;
};
