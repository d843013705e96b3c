import type { ScreenManifest } from '../lib/feature-manifest';

/**
 * The app shell's catalogue (namespace `shell`, the default one): navbar, dashboard and the "not
 * available yet" notice, plus the screens' titles, sidebar labels and dashboard lines, which
 * each feature's manifest brings (`shellCatalogue`). The spec's sidebar labels are English
 * (000 §2.2), so `en` has them verbatim; titles the spec gives in German ('Profile verwalten',
 * 'Social Media Profil anzeigen', 'Follower-Analyse') are verbatim in `de`.
 */
const en = {
  sidebar: {
    label: 'Main menu',
    logo: 'Vigil',
  },
  navbar: {
    toggleSidebar: 'Show or hide the sidebar',
    searchLabel: 'Search menu',
    searchPlaceholder: 'Search menu…',
    language: 'Language',
    accountMenu: 'Account menu for {{email}}',
    signedInAs: 'Signed in as',
    login: 'Login',
    alerts: 'Alerts',
    alertsUnread_one: 'Alerts: {{count}} unread',
    alertsUnread_other: 'Alerts: {{count}} unread',
  },
  comingSoon: {
    notice: 'This screen is not available yet.',
  },
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welcome, {{email}}.',
    intro: 'Where would you like to start?',
    shortcuts: 'Shortcuts',
  },
};

const de: typeof en = {
  sidebar: {
    label: 'Hauptmenü',
    logo: 'Vigil',
  },
  navbar: {
    toggleSidebar: 'Seitenleiste ein- oder ausblenden',
    searchLabel: 'Menü durchsuchen',
    searchPlaceholder: 'Menü durchsuchen…',
    language: 'Sprache',
    accountMenu: 'Kontomenü für {{email}}',
    signedInAs: 'Angemeldet als',
    login: 'Anmelden',
    alerts: 'Benachrichtigungen',
    alertsUnread_one: 'Benachrichtigungen: {{count}} ungelesen',
    alertsUnread_other: 'Benachrichtigungen: {{count}} ungelesen',
  },
  comingSoon: {
    notice: 'Dieser Bereich ist noch nicht verfügbar.',
  },
  dashboard: {
    title: 'Dashboard',
    welcome: 'Willkommen, {{email}}.',
    intro: 'Womit möchtest du beginnen?',
    shortcuts: 'Schnellzugriff',
  },
};

/** The shell's texts in one language, with the screens' texts under `screens`, `menu` and `dashboard.cards`. */
type ShellTexts = typeof en & {
  screens: Record<string, string>;
  menu: Record<string, string>;
  dashboard: { cards: Record<string, string> };
};

/** The `shell` namespace: the texts above and, keyed by screen id, every screen's title, label and card. */
export function shellCatalogue(screens: readonly ScreenManifest[]): {
  de: ShellTexts;
  en: ShellTexts;
} {
  const texts = (lng: 'de' | 'en', own: typeof en): ShellTexts => {
    const pick = (get: (s: ScreenManifest) => { de: string; en: string } | undefined) =>
      Object.fromEntries(screens.flatMap((s) => (get(s) ? [[s.id, get(s)![lng]]] : [])));
    return {
      ...own,
      screens: pick((s) => s.title),
      menu: pick((s) => s.menu?.label),
      dashboard: { ...own.dashboard, cards: pick((s) => s.card) },
    };
  };
  return { de: texts('de', de), en: texts('en', en) };
}
