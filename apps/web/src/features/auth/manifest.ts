import { publicPage, type FeatureManifest } from '../../lib/feature-manifest';

/** The feature's i18n namespaces (typed keys: `app/i18n-keys.ts`). */
const namespaces = { auth: () => import('./i18n').then((m) => m.authI18n) };

export const authManifest: FeatureManifest<typeof namespaces> = {
  screens: [
    publicPage({
      // Public, so that a stale session can still end (the refresh cookie is revoked); listed
      // only for a session.
      id: 'logout',
      path: '/logout',
      title: { en: 'Logout', de: 'Abmelden' },
      menu: { position: 250, label: { en: 'Logout', de: 'Abmelden' }, audience: 'signed-in' },
      load: () => import('./components/logout-screen').then((m) => m.LogoutScreen),
    }),
    publicPage({
      id: 'login',
      path: '/login',
      title: { en: 'Login', de: 'Anmelden' },
      menu: { position: 260, label: { en: 'Login', de: 'Anmelden' }, audience: 'visitors' },
      load: () => import('./components/login-screen').then((m) => m.LoginScreen),
    }),
    publicPage({
      id: 'register',
      path: '/register',
      title: { en: 'Register', de: 'Registrieren' },
      load: () => import('./components/register-screen').then((m) => m.RegisterScreen),
    }),
    publicPage({
      id: 'verifyEmail',
      path: '/verify-email',
      title: { en: 'Verify e-mail address', de: 'E-Mail-Adresse bestätigen' },
      load: () => import('./components/verify-email-screen').then((m) => m.VerifyEmailScreen),
    }),
    publicPage({
      id: 'resetPassword',
      path: '/reset-password',
      title: { en: 'Reset password', de: 'Passwort zurücksetzen' },
      load: () => import('./components/reset-password-screen').then((m) => m.ResetPasswordScreen),
    }),
  ],
  namespaces,
};
