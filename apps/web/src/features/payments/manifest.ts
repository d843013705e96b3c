import type { FeatureManifest } from '../../lib/feature-manifest';

/** The feature's i18n namespaces (typed keys: `app/i18n-keys.ts`). */
const namespaces = { payments: () => import('./i18n').then((m) => m.paymentsI18n) };

export const paymentsManifest: FeatureManifest<typeof namespaces> = {
  screens: [
    {
      id: 'payments',
      path: '/payments',
      access: 'user',
      frame: 'shell',
      title: { en: 'Payment Component', de: 'Zahlungskomponente' },
      menu: { position: 220, label: { en: 'Payments', de: 'Zahlungen' } },
      load: () => import('./components/payments-screen').then((m) => m.PaymentsScreen),
    },
  ],
  namespaces,
};
