/**
 * The `auth` namespace: sign-in, registration, e-mail verification, password reset, logout.
 * Spec strings (000 §2.3, §2.4, §8) are verbatim in the language the spec gives them:
 * 'Fehler!' and 'Login fehlgeschlagen' in `de`, the English ones in `en`.
 */
const de = {
  brand: 'Vigil',
  tagline: 'Aufsicht für soziale Medien',
  language: { label: 'Sprache', de: 'Deutsch', en: 'English' },
  login: {
    title: 'Anmelden',
    username: 'Benutzername (E-Mail-Adresse)',
    password: 'Passwort',
    submit: 'Anmelden',
    errorTitle: 'Fehler!',
    failed: 'Login fehlgeschlagen',
    noAccount: 'Noch kein Konto?',
    registerNow: 'Jetzt registrieren!',
    forgotPassword: 'Passwort vergessen?',
    loggedOut: 'Abmelden hat funktioniert!',
    registered: 'Erfolg! E-Mail gesendet, bitte bestätige die E-Mail-Adresse',
    registeredOutbox:
      'Erfolg! Es ist kein Mailserver eingerichtet: Die Bestätigungs-E-Mail liegt im Postausgang, wo ein Operator sie lesen kann.',
    sessionEnded: 'Abgemeldet',
    denied: 'Dieser Bereich ist Operatoren vorbehalten. Melde dich mit einem Operator-Konto an.',
    backToDashboard: 'Zurück zum Dashboard',
    or: 'oder',
    withInstagram: 'Mit Instagram anmelden',
    withFacebook: 'Mit Facebook anmelden',
    platformPending: 'Du wirst angemeldet …',
    platformFailed: 'Anmeldung fehlgeschlagen',
    resend: 'Bestätigungs-E-Mail erneut senden',
    resendSent:
      'Falls zu dieser Adresse ein Konto auf die Bestätigung wartet, haben wir einen neuen Link gesendet.',
    resendSentOutbox:
      'Falls zu dieser Adresse ein Konto auf die Bestätigung wartet, liegt der neue Link im Postausgang: Es ist kein Mailserver eingerichtet, ein Operator kann ihn dort lesen.',
  },
  forgot: {
    title: 'Passwort zurücksetzen',
    intro:
      'Gib die E-Mail-Adresse deines Kontos ein. Wir senden dir einen Link, mit dem du ein neues Passwort wählen kannst.',
    email: 'E-Mail-Adresse',
    submit: 'Link senden',
    sent: 'Falls zu dieser Adresse ein Konto besteht, haben wir einen Link zum Zurücksetzen des Passworts gesendet.',
    sentOutbox:
      'Falls zu dieser Adresse ein Konto besteht, liegt der Link zum Zurücksetzen im Postausgang: Es ist kein Mailserver eingerichtet, ein Operator kann ihn dort lesen.',
    failed: 'Der Link konnte nicht angefordert werden.',
    close: 'Schließen',
  },
  register: {
    title: 'Registrieren',
    subtitle: 'Erstelle dein Konto',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    passwordHint: 'Mindestens 12 Zeichen, kein verbreitetes Passwort',
    submit: 'Konto erstellen',
    success: 'Erfolg! E-Mail gesendet, bitte bestätige die E-Mail-Adresse',
    successOutbox:
      'Erfolg! Es ist kein Mailserver eingerichtet: Die Bestätigungs-E-Mail liegt im Postausgang, wo ein Operator sie lesen kann.',
    failed: 'Registrierung fehlgeschlagen',
    haveAccount: 'Du hast schon ein Konto?',
    toLogin: 'Zur Anmeldung',
  },
  verify: {
    title: 'E-Mail-Adresse bestätigen',
    checking: 'Deine E-Mail-Adresse wird bestätigt …',
    success: 'Deine E-Mail-Adresse ist bestätigt. Du kannst dich jetzt anmelden.',
    failedTitle: 'Die E-Mail-Adresse konnte nicht bestätigt werden',
    retryLater: 'Bitte versuche es später erneut.',
    invalidLink: 'Dieser Bestätigungslink ist ungültig oder abgelaufen.',
    missingToken:
      'Dieser Link ist unvollständig. Bitte öffne den vollständigen Link aus der E-Mail.',
    resendIntro: 'Fordere einen neuen Bestätigungslink an:',
    email: 'E-Mail-Adresse',
    resend: 'Neuen Link senden',
    resendSent:
      'Falls zu dieser Adresse ein Konto auf die Bestätigung wartet, haben wir einen neuen Link gesendet.',
    resendSentOutbox:
      'Falls zu dieser Adresse ein Konto auf die Bestätigung wartet, liegt der neue Link im Postausgang: Es ist kein Mailserver eingerichtet, ein Operator kann ihn dort lesen.',
    toLogin: 'Zur Anmeldung',
  },
  reset: {
    title: 'Neues Passwort wählen',
    password: 'Neues Passwort',
    passwordHint: 'Mindestens 12 Zeichen, kein verbreitetes Passwort',
    confirm: 'Neues Passwort wiederholen',
    submit: 'Passwort speichern',
    success: 'Dein Passwort wurde geändert. Du kannst dich jetzt anmelden.',
    failedTitle: 'Das Passwort konnte nicht geändert werden',
    retryLater: 'Bitte versuche es später erneut.',
    invalidLink: 'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen.',
    missingToken:
      'Dieser Link ist unvollständig. Bitte öffne den vollständigen Link aus der E-Mail oder fordere auf der Anmeldeseite mit „Passwort vergessen?“ einen neuen an.',
    toLogin: 'Zur Anmeldung',
  },
  logout: { pending: 'Du wirst abgemeldet …' },
  validation: {
    email: 'Gib eine gültige E-Mail-Adresse ein',
    passwordRequired: 'Gib dein Passwort ein',
    passwordMin: 'Das Passwort braucht mindestens 12 Zeichen',
    passwordMax: 'Das Passwort darf höchstens 128 Zeichen haben',
    passwordMismatch: 'Die Passwörter stimmen nicht überein',
    invalid: 'Ungültige Eingabe',
  },
};

const en: typeof de = {
  brand: 'Vigil',
  tagline: 'Supervision for social media',
  language: { label: 'Language', de: 'Deutsch', en: 'English' },
  login: {
    title: 'Login',
    username: 'Username (e-mail address)',
    password: 'Password',
    submit: 'Login',
    errorTitle: 'Error!',
    failed: 'Login failed',
    noAccount: 'No account yet?',
    registerNow: 'Register Now!',
    forgotPassword: 'Forgot password?',
    loggedOut: 'logout works!',
    registered: 'Success! E-mail sent, please verify the email',
    registeredOutbox:
      'Success! No mail server is configured: the verification e-mail is in the Outbox, where an operator can read it.',
    sessionEnded: 'Signed out',
    denied: 'This screen needs an operator account. Sign in with an operator account.',
    backToDashboard: 'Back to the dashboard',
    or: 'or',
    withInstagram: 'Sign in with Instagram',
    withFacebook: 'Sign in with Facebook',
    platformPending: 'Signing you in …',
    platformFailed: 'Sign-in failed',
    resend: 'Resend verification e-mail',
    resendSent: 'If this address has an account waiting for verification, we have sent a new link.',
    resendSentOutbox:
      'If this address has an account waiting for verification, the new link is in the Outbox: no mail server is configured, an operator can read it there.',
  },
  forgot: {
    title: 'Reset your password',
    intro:
      'Enter the e-mail address of your account. We will send you a link to choose a new password.',
    email: 'E-mail address',
    submit: 'Send link',
    sent: 'If this address has an account, we have sent it a link to reset the password.',
    sentOutbox:
      'If this address has an account, the reset link is in the Outbox: no mail server is configured, an operator can read it there.',
    failed: 'The link could not be requested.',
    close: 'Close',
  },
  register: {
    title: 'Register',
    subtitle: 'Create your account',
    email: 'E-mail address',
    password: 'Password',
    passwordHint: 'At least 12 characters, not a common password',
    submit: 'Create Account',
    success: 'Success! E-mail sent, please verify the email',
    successOutbox:
      'Success! No mail server is configured: the verification e-mail is in the Outbox, where an operator can read it.',
    failed: 'Failed to register',
    haveAccount: 'Already have an account?',
    toLogin: 'Back to login',
  },
  verify: {
    title: 'Verify your e-mail address',
    checking: 'Verifying your e-mail address …',
    success: 'Your e-mail address is verified. You can sign in now.',
    failedTitle: 'The e-mail address could not be verified',
    retryLater: 'Please try again later.',
    invalidLink: 'This verification link is invalid or has expired.',
    missingToken: 'This link is incomplete. Please open the full link from the e-mail.',
    resendIntro: 'Request a new verification link:',
    email: 'E-mail address',
    resend: 'Send new link',
    resendSent: 'If this address has an account waiting for verification, we have sent a new link.',
    resendSentOutbox:
      'If this address has an account waiting for verification, the new link is in the Outbox: no mail server is configured, an operator can read it there.',
    toLogin: 'Go to login',
  },
  reset: {
    title: 'Choose a new password',
    password: 'New password',
    passwordHint: 'At least 12 characters, not a common password',
    confirm: 'Repeat new password',
    submit: 'Save password',
    success: 'Your password has been changed. You can sign in now.',
    failedTitle: 'The password could not be changed',
    retryLater: 'Please try again later.',
    invalidLink: 'This reset link is invalid or has expired.',
    missingToken:
      'This link is incomplete. Please open the full link from the e-mail, or request a new one on the login page with “Forgot password?”.',
    toLogin: 'Go to login',
  },
  logout: { pending: 'Signing out …' },
  validation: {
    email: 'Enter a valid e-mail address',
    passwordRequired: 'Enter your password',
    passwordMin: 'The password needs at least 12 characters',
    passwordMax: 'The password may have at most 128 characters',
    passwordMismatch: 'The passwords do not match',
    invalid: 'Invalid input',
  },
};

export const authI18n = { de, en };
