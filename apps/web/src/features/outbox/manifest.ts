import type { FeatureManifest } from '../../lib/feature-manifest';

/** The feature's i18n namespaces (typed keys: `app/i18n-keys.ts`). */
const namespaces = { outbox: () => import('./i18n').then((m) => m.outboxI18n) };

export const outboxManifest: FeatureManifest<typeof namespaces> = {
  screens: [
    {
      id: 'outbox',
      path: '/outbox',
      access: 'admin',
      frame: 'shell',
      title: { en: 'Outbox', de: 'Postausgang' },
      menu: { position: 230, label: { en: 'Outbox', de: 'Postausgang' } },
      card: {
        en: 'The e-mails and text messages the app has sent.',
        de: 'Die E-Mails und SMS, die die App verschickt hat.',
      },
      load: () => import('./components/outbox-screen').then((m) => m.OutboxScreen),
    },
  ],
  namespaces,
};
