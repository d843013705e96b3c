import type { FeatureManifest } from '../../lib/feature-manifest';

export const qrCodeManifest: FeatureManifest = {
  screens: [
    {
      id: 'qrCode',
      path: '/qr-code',
      access: 'public',
      frame: 'shell',
      title: { en: 'Trust-Badge QR-Code', de: 'Trust-Badge QR-Code' },
      load: () => import('./components/qr-code-screen').then((m) => m.QrCodeScreen),
    },
  ],
  namespaces: { qrCode: () => import('./i18n').then((m) => m.qrCodeI18n) },
};
