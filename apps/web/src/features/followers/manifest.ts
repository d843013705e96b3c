import type { FeatureManifest } from '../../lib/feature-manifest';

/** The feature's i18n namespaces (typed keys: `app/i18n-keys.ts`). */
const namespaces = { followers: () => import('./i18n').then((m) => m.followersI18n) };

export const followersManifest: FeatureManifest<typeof namespaces> = {
  screens: [
    {
      id: 'followerAnalyzer',
      path: '/follower-analyzer',
      access: 'user',
      frame: 'shell',
      title: { en: 'Follower analysis', de: 'Follower-Analyse' },
      menu: { position: 150, label: { en: 'Follower Analyzer', de: 'Follower-Analyse' } },
      card: {
        en: 'Audit the followers of an account for fakes.',
        de: 'Die Follower eines Kontos auf Fakes prüfen.',
      },
      load: () =>
        import('./components/follower-analyzer-screen').then((m) => m.FollowerAnalyzerScreen),
    },
  ],
  namespaces,
};
