import type { FeatureManifest } from '../../lib/feature-manifest';

const title = { en: 'Get your Badge', de: 'Hol dir dein Badge' };
const load = () => import('./components/badge-screen').then((m) => m.BadgeScreen);

/** The feature's i18n namespaces (typed keys: `app/i18n-keys.ts`). */
const namespaces = { badge: () => import('./i18n').then((m) => m.badgeI18n) };

export const badgeManifest: FeatureManifest<typeof namespaces> = {
  screens: [
    {
      id: 'badge',
      path: '/badge',
      access: 'public',
      frame: 'shell',
      title,
      menu: { position: 80, label: { en: 'Get your Badge', de: 'Hol dir dein Badge' } },
      card: {
        en: 'Get a public trust badge with a QR code.',
        de: 'Ein öffentliches Trust-Badge mit QR-Code erhalten.',
      },
      load,
    },
    // One profile's badge: the same screen and title.
    { id: 'badgeProfile', path: '/badge/:id', access: 'public', frame: 'shell', title, load },
  ],
  namespaces,
};
