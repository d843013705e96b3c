import type { FeatureManifest } from '../../lib/feature-manifest';

/** The feature's i18n namespaces (typed keys: `app/i18n-keys.ts`). */
const namespaces = { validateProfile: () => import('./i18n').then((m) => m.validateProfileI18n) };

export const validateProfileManifest: FeatureManifest<typeof namespaces> = {
  screens: [
    {
      id: 'validateProfile',
      path: '/validate-profile',
      access: 'public',
      frame: 'shell',
      title: {
        en: 'Validate your Social Media profile',
        de: 'Validiere dein Social-Media-Profil',
      },
      menu: { position: 100, label: { en: 'Validate Profile', de: 'Profil validieren' } },
      card: {
        en: 'Register a profile as yours, with a screenshot as evidence.',
        de: 'Ein Profil mit einem Screenshot als Nachweis als deines registrieren.',
      },
      load: () =>
        import('./components/validate-profile-screen').then((m) => m.ValidateProfileScreen),
    },
  ],
  namespaces,
};
