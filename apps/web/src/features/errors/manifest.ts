import type { FeatureManifest } from '../../lib/feature-manifest';
import { errorsI18n } from './i18n';

/** The 500 page, also the router's error element. */
export function loadServerError() {
  return import('./components/server-error-screen').then((m) => m.ServerErrorScreen);
}

export const errorsManifest: FeatureManifest = {
  screens: [
    {
      id: 'notFound',
      path: '/404',
      access: 'public',
      frame: 'bare',
      title: { en: 'Page not found', de: 'Seite nicht gefunden' },
      load: () => import('./components/not-found-screen').then((m) => m.NotFoundScreen),
    },
    {
      id: 'serverError',
      path: '/500',
      access: 'public',
      frame: 'bare',
      title: { en: 'Temporarily unavailable', de: 'Vorübergehend nicht verfügbar' },
      load: loadServerError,
    },
  ],
  // In the entry chunk: the error pages must speak even when a chunk cannot be fetched.
  namespaces: { errors: errorsI18n },
};
