import type { FeatureManifest } from '../../lib/feature-manifest';

export const verifyProfilesManifest: FeatureManifest = {
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
  namespaces: { verifyProfiles: () => import('./i18n').then((m) => m.verifyProfilesI18n) },
};
