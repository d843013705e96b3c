import type { FeatureManifest } from '../../lib/feature-manifest';

/** The feature's i18n namespaces (typed keys: `app/i18n-keys.ts`). */
const namespaces = { qrCode: () => import('./i18n').then((m) => m.qrCodeI18n) };

export const qrCodeManifest: FeatureManifest<typeof namespaces> = {
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
  namespaces,
};
