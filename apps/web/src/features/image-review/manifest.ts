import type { FeatureManifest } from '../../lib/feature-manifest';

/** The feature's i18n namespaces (typed keys: `app/i18n-keys.ts`). */
const namespaces = { imageReview: () => import('./i18n').then((m) => m.imageReviewI18n) };

export const imageReviewManifest: FeatureManifest<typeof namespaces> = {
  screens: [
    {
      // The spec's image list had no route of its own; operators only.
      id: 'imageList',
      path: '/image-list',
      access: 'admin',
      frame: 'shell',
      title: { en: 'Image List', de: 'Bildliste' },
      menu: { position: 70, label: { en: 'Image List', de: 'Bildliste' } },
      card: {
        en: 'Review images from uploads and monitored keywords.',
        de: 'Bilder aus Uploads und überwachten Stichwörtern prüfen.',
      },
      load: () => import('./components/image-list-screen').then((m) => m.ImageListScreen),
    },
    {
      // Deep-linkable: the spec passed the image only as navigation state.
      id: 'detailView',
      path: '/detail/:id',
      access: 'admin',
      frame: 'shell',
      title: { en: 'Detail View', de: 'Detailansicht' },
      load: () => import('./components/detail-screen').then((m) => m.DetailScreen),
    },
  ],
  namespaces,
};
