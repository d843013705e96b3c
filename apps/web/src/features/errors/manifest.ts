import { publicPage, type FeatureManifest } from '../../lib/feature-manifest';
import { errorsI18n } from './i18n';

/** The 500 page, also the router's error element. */
export function loadServerError() {
  return import('./components/server-error-screen').then((m) => m.ServerErrorScreen);
}

/**
 * The feature's i18n namespaces (typed keys: `app/i18n-keys.ts`); in the entry chunk, since the
 * error pages must speak even when a chunk cannot be fetched.
 */
const namespaces = { errors: errorsI18n };

export const errorsManifest: FeatureManifest<typeof namespaces> = {
  screens: [
    publicPage({
      id: 'notFound',
      path: '/404',
      title: { en: 'Page not found', de: 'Seite nicht gefunden' },
      load: () => import('./components/not-found-screen').then((m) => m.NotFoundScreen),
    }),
    publicPage({
      id: 'serverError',
      path: '/500',
      title: { en: 'Temporarily unavailable', de: 'Vorübergehend nicht verfügbar' },
      load: loadServerError,
    }),
  ],
  namespaces,
};
