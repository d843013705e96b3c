import type { FeatureManifest } from '../../lib/feature-manifest';

/** The feature's i18n namespaces (typed keys: `app/i18n-keys.ts`). */
const namespaces = { linkedAccounts: () => import('./i18n').then((m) => m.linkedAccountsI18n) };

export const linkedAccountsManifest: FeatureManifest<typeof namespaces> = {
  screens: [
    {
      // The list and 'Edit Account' of spec 002's account screens, one route.
      id: 'linkedAccounts',
      path: '/linked-accounts/:id?',
      access: 'user',
      frame: 'shell',
      title: { en: 'Linked accounts', de: 'Verknüpfte Konten' },
      load: () => import('./components/linked-accounts-screen').then((m) => m.LinkedAccountsScreen),
    },
  ],
  namespaces,
};
