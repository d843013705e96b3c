import type { FeatureManifest } from '../../lib/feature-manifest';

/** The feature's i18n namespaces (typed keys: `app/i18n-keys.ts`). */
const namespaces = { watchlists: () => import('./i18n').then((m) => m.watchlistsI18n) };

const loadWatchlists = () =>
  import('./components/watchlists-screen').then((m) => m.WatchlistsScreen);

export const watchlistsManifest: FeatureManifest<typeof namespaces> = {
  screens: [
    {
      id: 'watchlists',
      path: '/watchlists',
      access: 'user',
      frame: 'shell',
      title: { en: 'Watchlists', de: 'Beobachtungslisten' },
      menu: { position: 55, label: { en: 'Watchlists', de: 'Beobachtungslisten' } },
      card: {
        en: 'Keep an eye on accounts: their history, sudden follower jumps and alerts.',
        de: 'Konten im Blick behalten: Verlauf, plötzliche Follower-Sprünge und Benachrichtigungen.',
      },
      load: loadWatchlists,
    },
    {
      // One list, deep-linkable (the sidebar entry above opens the first one).
      id: 'watchlist',
      path: '/watchlists/:id',
      access: 'user',
      frame: 'shell',
      title: { en: 'Watchlist', de: 'Beobachtungsliste' },
      load: loadWatchlists,
    },
    {
      // Reached through the navbar's bell.
      id: 'alerts',
      path: '/alerts',
      access: 'user',
      frame: 'shell',
      title: { en: 'Alerts', de: 'Benachrichtigungen' },
      load: () => import('./components/alerts-screen').then((m) => m.AlertsScreen),
    },
  ],
  namespaces,
};
