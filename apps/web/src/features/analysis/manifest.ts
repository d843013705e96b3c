import type { FeatureManifest } from '../../lib/feature-manifest';

/** The feature's i18n namespaces (typed keys: `app/i18n-keys.ts`). */
const namespaces = { analysis: () => import('./i18n').then((m) => m.analysisI18n) };

export const analysisManifest: FeatureManifest<typeof namespaces> = {
  screens: [
    {
      id: 'analysis',
      path: '/analysis',
      access: 'user',
      frame: 'shell',
      title: { en: 'Social Media Profiling', de: 'Social Media Profiling' },
      menu: { position: 50, label: { en: 'Social Media Profiling', de: 'Social Media Profiling' } },
      card: {
        en: 'Analyse stored accounts: fake probability, topics and trends.',
        de: 'Gespeicherte Konten analysieren: Fake-Wahrscheinlichkeit, Themen und Trends.',
      },
      load: () => import('./components/analysis-screen').then((m) => m.AnalysisScreen),
    },
    {
      // Deep-linkable: the spec's page only had the account as navigation state.
      id: 'accountDetail',
      path: '/account-detail/:platform?/:username?',
      access: 'user',
      frame: 'shell',
      title: { en: 'Account detail', de: 'Kontodetails' },
      load: () => import('./components/account-detail-screen').then((m) => m.AccountDetailScreen),
    },
  ],
  namespaces,
};
