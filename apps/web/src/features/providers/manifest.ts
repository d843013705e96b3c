import type { FeatureManifest } from '../../lib/feature-manifest';

/** The feature's i18n namespaces (typed keys: `app/i18n-keys.ts`). */
const namespaces = { providers: () => import('./i18n').then((m) => m.providersI18n) };

export const providersManifest: FeatureManifest<typeof namespaces> = {
  screens: [
    {
      id: 'providers',
      path: '/providers',
      access: 'admin',
      frame: 'shell',
      title: { en: 'Data providers', de: 'Datenanbieter' },
      menu: { position: 235, label: { en: 'Data providers', de: 'Datenanbieter' } },
      card: {
        en: 'Whether each platform’s data source works, why it failed, and its quota.',
        de: 'Ob die Datenquelle jeder Plattform funktioniert, warum sie ausfiel, und ihr Kontingent.',
      },
      load: () => import('./components/providers-screen').then((m) => m.ProvidersScreen),
    },
  ],
  namespaces,
};
