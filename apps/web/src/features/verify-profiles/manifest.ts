import type { FeatureManifest } from '../../lib/feature-manifest';

/** The feature's i18n namespaces (typed keys: `app/i18n-keys.ts`). */
const namespaces = { verifyProfiles: () => import('./i18n').then((m) => m.verifyProfilesI18n) };

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
  ],
  namespaces,
};
