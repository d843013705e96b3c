import type { FeatureManifest } from '../../lib/feature-manifest';

export const followersManifest: FeatureManifest = {
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
  namespaces: { followers: () => import('./i18n').then((m) => m.followersI18n) },
};
