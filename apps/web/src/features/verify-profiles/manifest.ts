import type { FeatureManifest } from '../../lib/feature-manifest';

/** The feature's i18n namespaces (typed keys: `app/i18n-keys.ts`). */
const namespaces = {
  verifyProfiles: () => import('./i18n').then((m) => m.verifyProfilesI18n),
  badgeReviews: () => import('./i18n').then((m) => m.badgeReviewsI18n),
};

export const verifyProfilesManifest: FeatureManifest<typeof namespaces> = {
  screens: [
    {
      id: 'verifyProfiles',
      path: '/verify-profiles',
      access: 'admin',
      frame: 'shell',
      title: { en: 'Manage profiles', de: 'Profile verwalten' },
      menu: { position: 60, label: { en: 'Verify Profile', de: 'Profil verifizieren' } },
      card: {
        en: 'Review registered profiles, verify or delete them.',
        de: 'Registrierte Profile prüfen, verifizieren oder löschen.',
      },
      load: () => import('./components/verify-profiles-screen').then((m) => m.VerifyProfilesScreen),
    },
    {
      // Operators only: badges whose profile a daily check found suspicious. Placed after the
      // image list so the spec's operator tools keep their order.
      id: 'badgeReviews',
      path: '/badge-reviews',
      access: 'admin',
      frame: 'shell',
      title: { en: 'Badge review', de: 'Badge-Prüfung' },
      menu: { position: 72, label: { en: 'Badge review', de: 'Badge-Prüfung' } },
      card: {
        en: 'Badges whose profile turned suspicious: see the evidence, revoke or clear.',
        de: 'Badges, deren Profil auffällig wurde: Befunde ansehen, widerrufen oder freigeben.',
      },
      load: () => import('./components/badge-reviews-screen').then((m) => m.BadgeReviewsScreen),
    },
  ],
  namespaces,
};
