import type { FeatureManifest } from '../../lib/feature-manifest';

export const portableBadgeManifest: FeatureManifest = {
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
  namespaces: { portableBadge: () => import('./i18n').then((m) => m.portableBadgeI18n) },
};
