import type { FeatureManifest } from '../../lib/feature-manifest';

export const paymentsManifest: FeatureManifest = {
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
  namespaces: { payments: () => import('./i18n').then((m) => m.paymentsI18n) },
};
