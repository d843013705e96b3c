import type { FeatureManifest } from '../../lib/feature-manifest';

/** The feature's i18n namespaces (typed keys: `app/i18n-keys.ts`). */
const namespaces = { news: () => import('./i18n').then((m) => m.newsI18n) };

export const newsManifest: FeatureManifest<typeof namespaces> = {
  screens: [
    {
      id: 'newsAnalysis',
      path: '/news-analysis',
      access: 'user',
      frame: 'shell',
      title: { en: 'News outlet evaluation', de: 'Bewertung von Nachrichtenquellen' },
      menu: { position: 30, label: { en: 'News analysis', de: 'Nachrichtenanalyse' } },
      card: {
        en: 'Check how trustworthy a news source is.',
        de: 'Prüfen, wie vertrauenswürdig eine Nachrichtenquelle ist.',
      },
      load: () => import('./components/news-analysis-screen').then((m) => m.NewsAnalysisScreen),
    },
    {
      id: 'sourceReview',
      path: '/source-review',
      access: 'admin',
      frame: 'shell',
      title: { en: 'Source Review', de: 'Quellenprüfung' },
      menu: { position: 40, label: { en: 'Source Review', de: 'Quellenprüfung' } },
      card: {
        en: 'Review news sources that users submitted.',
        de: 'Von Nutzern eingereichte Nachrichtenquellen prüfen.',
      },
      load: () => import('./components/source-review-screen').then((m) => m.SourceReviewScreen),
    },
  ],
  namespaces,
};
