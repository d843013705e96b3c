import { publicPage, type FeatureManifest } from '../../lib/feature-manifest';

/** The feature's i18n namespaces (typed keys: `app/i18n-keys.ts`). */
const namespaces = { account: () => import('./i18n').then((m) => m.accountI18n) };

export const accountManifest: FeatureManifest<typeof namespaces> = {
  screens: [
    {
      id: 'account',
      path: '/account',
      access: 'user',
      frame: 'shell',
      title: { en: 'Account Information', de: 'Kontoinformationen' },
      menu: { position: 20, label: { en: 'Your account', de: 'Dein Konto' } },
      card: {
        en: 'Your details and the verification of your mobile number.',
        de: 'Deine Daten und die Bestätigung deiner Handynummer.',
      },
      load: () => import('./components/account-screen').then((m) => m.AccountScreen),
    },
    publicPage({
      // The link mailed to a new address: public, since it may be opened signed out.
      id: 'confirmEmailChange',
      path: '/confirm-email-change',
      title: { en: 'Confirm new e-mail address', de: 'Neue E-Mail-Adresse bestätigen' },
      load: () =>
        import('./components/confirm-email-change-screen').then((m) => m.ConfirmEmailChangeScreen),
    }),
  ],
  namespaces,
};
