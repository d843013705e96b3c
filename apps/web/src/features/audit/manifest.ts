import type { FeatureManifest } from '../../lib/feature-manifest';

/** The feature's i18n namespaces (typed keys: `app/i18n-keys.ts`). */
const namespaces = { audit: () => import('./i18n').then((m) => m.auditI18n) };

export const auditManifest: FeatureManifest<typeof namespaces> = {
  screens: [
    {
      id: 'audit',
      path: '/audit',
      access: 'admin',
      frame: 'shell',
      title: { en: 'Audit log', de: 'Änderungsprotokoll' },
      menu: { position: 240, label: { en: 'Audit', de: 'Protokoll' } },
      card: {
        en: 'Who did what, and when: the audit log.',
        de: 'Wer hat wann was getan: das Änderungsprotokoll.',
      },
      load: () => import('./components/audit-screen').then((m) => m.AuditScreen),
    },
  ],
  namespaces,
};
