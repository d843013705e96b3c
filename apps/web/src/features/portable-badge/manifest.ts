import type { FeatureManifest } from '../../lib/feature-manifest';

/** The feature's i18n namespaces (typed keys: `app/i18n-keys.ts`). */
const namespaces = { portableBadge: () => import('./i18n').then((m) => m.portableBadgeI18n) };

export const portableBadgeManifest: FeatureManifest<typeof namespaces> = {
  screens: [
    {
      id: 'verifyCredential',
      path: '/verify-credential',
      access: 'public',
      frame: 'shell',
      title: { en: 'Verify a credential', de: 'Nachweis prüfen' },
      load: () =>
        import('./components/verify-credential-screen').then((m) => m.VerifyCredentialScreen),
    },
    {
      id: 'personPage',
      path: '/person-page',
      access: 'user',
      frame: 'shell',
      title: { en: 'Your personal page', de: 'Deine persönliche Seite' },
      load: () => import('./components/person-page-screen').then((m) => m.PersonPageScreen),
    },
  ],
  namespaces,
};
