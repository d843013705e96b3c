import type { FeatureManifest } from '../../lib/feature-manifest';

/** The feature's i18n namespaces (typed keys: `app/i18n-keys.ts`). */
const namespaces = { content: () => import('./i18n').then((m) => m.contentI18n) };

export const contentManifest: FeatureManifest<typeof namespaces> = {
  screens: [
    {
      id: 'upload',
      path: '/upload',
      access: 'user',
      frame: 'shell',
      title: { en: 'Content upload', de: 'Inhalte hochladen' },
      // Spec 002 lists content upload and creator matching among the sidebar's screens.
      menu: { position: 215, label: { en: 'Content upload', de: 'Inhalte hochladen' } },
      card: {
        en: 'Upload your brand content and find matching creators.',
        de: 'Eigene Markeninhalte hochladen und passende Creator finden.',
      },
      load: () => import('./components/content-screen').then((m) => m.ContentScreen),
    },
    {
      // 'Creator matching' for one content item.
      id: 'creatorMatching',
      path: '/upload/:id/creators',
      access: 'user',
      frame: 'shell',
      title: { en: 'Creator matching', de: 'Creator-Matching' },
      load: () =>
        import('./components/creator-matching-screen').then((m) => m.CreatorMatchingScreen),
    },
  ],
  namespaces,
};
