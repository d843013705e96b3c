import type { ErrorCode } from '@vigil/shared/errors';
import type { ClientErrorKind } from '../lib/client-error-kinds';

export { clientErrorKinds, type ClientErrorKind } from '../lib/client-error-kinds';

/**
 * One text per error code, in both languages (namespace `apiErrors`). The type demands a text
 * for every code of `@vigil/shared/errors`: a code added on the server does not compile here
 * until it is translated. `<CODE>_retry` is the variant used when the reply says how many
 * seconds to wait (`params.retryAfter`, shown as `{{retryIn}}`, e.g. "in 15 Minuten").
 * Screens that need a more specific text for a code in their context pass an override to
 * `useErrorText` (e.g. the spec's 'Ein Profil mit dieser E-Mail existiert bereits.' for 409).
 */
type ApiErrorCatalogue = Record<ErrorCode | ClientErrorKind, string> &
  Partial<Record<`${ErrorCode}_retry`, string>> &
  /** `_ref`: a failure on our side, naming the request id (`{{requestId}}`) for support. */
  Record<'INTERNAL_ref' | 'HTTP_ref', string> & {
    /** `POST /api/checkout-session`, shared by the badge and payments screens. */
    checkout: {
      profileNotFound: string;
      alreadyPaid: string;
      /** `POST /api/authorize-paypal-transaction` 409 / 404. */
      notApproved: string;
      orderNotFound: string;
    };
  };

const de: ApiErrorCatalogue = {
  VALIDATION_FAILED: 'Bitte prüfe deine Eingaben.',
  INVALID_CREDENTIALS: 'E-Mail-Adresse oder Passwort ist falsch.',
  EMAIL_NOT_VERIFIED:
    'Bitte bestätige zuerst deine E-Mail-Adresse: Öffne den Link, den wir dir geschickt haben, oder fordere einen neuen an.',
  ACCOUNT_LOCKED:
    'Zu viele fehlgeschlagene Anmeldeversuche. Warte eine Weile oder setze dein Passwort zurück.',
  ACCOUNT_LOCKED_retry:
    'Zu viele fehlgeschlagene Anmeldeversuche. Versuche es {{retryIn}} erneut oder setze dein Passwort zurück.',
  UNAUTHENTICATED: 'Deine Sitzung ist beendet. Bitte melde dich erneut an.',
  FORBIDDEN: 'Dafür fehlt deinem Konto die Berechtigung.',
  NOT_FOUND: 'Das Gesuchte wurde nicht gefunden.',
  CONFLICT: 'Das passt nicht zum aktuellen Stand. Lade die Seite neu und versuche es noch einmal.',
  INVALID_TOKEN: 'Dieser Link ist ungültig oder abgelaufen.',
  PASSWORD_MISMATCH: 'Das ist nicht das Passwort dieses Kontos.',
  CODE_EXPIRED: 'Der Code ist abgelaufen. Fordere einen neuen an.',
  CODE_INVALID: 'Der Code ist nicht korrekt.',
  CODE_NOT_REQUESTED: 'Fordere zuerst einen Code für diese Nummer an.',
  TOO_MANY_ATTEMPTS: 'Zu viele falsche Codes. Fordere einen neuen an.',
  PAYLOAD_TOO_LARGE: 'Die Datei ist zu groß: höchstens 8 MB.',
  UNSUPPORTED_MEDIA_TYPE: 'Nur PNG- oder JPEG-Dateien sind erlaubt.',
  RATE_LIMITED: 'Zu viele Anfragen. Bitte versuche es gleich noch einmal.',
  RATE_LIMITED_retry: 'Zu viele Anfragen. Bitte versuche es {{retryIn}} erneut.',
  UPSTREAM_UNAVAILABLE:
    'Ein externer Dienst antwortet gerade nicht. Bitte versuche es später erneut.',
  PROVIDER_NOT_FOUND: 'Der Datenanbieter kennt dieses Konto nicht.',
  PROVIDER_RATE_LIMITED:
    'Der Datenanbieter ist gerade ausgelastet. Bitte versuche es später erneut.',
  PROVIDER_RATE_LIMITED_retry:
    'Der Datenanbieter ist gerade ausgelastet. Bitte versuche es {{retryIn}} erneut.',
  PROVIDER_BAD_REPLY:
    'Der Datenanbieter hat eine unlesbare Antwort geschickt. Bitte versuche es später erneut.',
  PROVIDER_NOT_CONFIGURED:
    'Für diese Plattform ist auf diesem Server keine Datenquelle eingerichtet. Ein Administrator kann sie einrichten.',
  PROVIDER_LIST_HIDDEN: 'Dieses Konto verbirgt die Liste. Es gibt nichts anzuzeigen.',
  PAYMENT_DECLINED:
    'Der Zahlungsanbieter hat die Zahlung abgelehnt. Es wurde nichts abgebucht. Versuche es mit einer anderen Zahlungsart.',
  PAYMENT_EXPIRED:
    'Dieser Bezahlvorgang ist abgelaufen. Es wurde nichts abgebucht. Starte die Zahlung bitte neu.',
  INTERNAL: 'Auf unserer Seite ist etwas schiefgegangen. Bitte versuche es erneut.',
  OAUTH_NOT_CONFIGURED: 'Diese Anmeldung ist auf diesem Server nicht eingerichtet.',
  OAUTH_STATE_INVALID:
    'Die Anmeldung ist abgelaufen oder wurde in einem anderen Browser begonnen. Bitte starte sie erneut.',
  OAUTH_DENIED: 'Du hast die Anmeldung abgebrochen.',
  OAUTH_CODE_INVALID:
    'Die Plattform hat die Anmeldung nicht bestätigt (Code abgelaufen oder schon benutzt). Bitte versuche es erneut.',
  OAUTH_TOKEN_INVALID: 'Die Plattform hat die Anmeldung nicht bestätigt.',
  IDENTITY_TAKEN: 'Dieses Plattform-Konto ist bereits mit einem anderen Vigil-Konto verbunden.',
  LAST_SIGN_IN_METHOD:
    'Das ist deine letzte Möglichkeit, dich anzumelden. Lege zuerst ein Passwort fest oder verbinde ein weiteres Konto.',
  PASSWORD_TOO_COMMON:
    'Dieses Passwort ist zu verbreitet: Es steht in Listen geleakter Passwörter, die Angreifer zuerst ausprobieren. Wähle ein anderes.',
  REAUTH_REQUIRED:
    'Bitte bestätige, dass du es bist: Gib dein Passwort ein, oder melde dich ohne Passwort zuerst erneut mit deinem Plattform-Konto an (höchstens 10 Minuten vorher).',
  IDENTITY_NEEDS_REVIEW:
    'Dieses Plattform-Konto wurde mit einem Vigil-Konto verbunden, bevor dessen E-Mail-Adresse bestätigt war. Die Inhaberin oder der Inhaber der Adresse meldet sich mit E-Mail und Passwort an (noch kein Passwort? „Passwort vergessen?“) und behält es unter „Verknüpfte Konten“; dann funktioniert die Anmeldung.',
  INTERNAL_ref:
    'Auf unserer Seite ist etwas schiefgegangen. Bitte versuche es erneut. Fehlernummer für den Support: {{requestId}}',
  NETWORK: 'Keine Verbindung zum Server. Prüfe deine Internetverbindung und versuche es erneut.',
  HTTP: 'Der Server hat unerwartet geantwortet (HTTP {{status}}). Bitte versuche es später erneut.',
  HTTP_ref:
    'Der Server hat unerwartet geantwortet (HTTP {{status}}). Bitte versuche es später erneut. Fehlernummer für den Support: {{requestId}}',
  BAD_REPLY: 'Die Antwort des Servers war nicht lesbar. Bitte lade die Seite neu.',
  UNKNOWN: 'Etwas ist schiefgegangen. Bitte versuche es erneut.',
  checkout: {
    profileNotFound: 'Zu dieser Profil-ID gibt es kein Profil.',
    alreadyPaid: 'Dieses Badge ist bereits bezahlt.',
    notApproved: 'Die Zahlung wurde bei PayPal nicht bestätigt. Es wurde nichts abgebucht.',
    orderNotFound: 'Diese PayPal-Zahlung kennen wir nicht.',
  },
};

const en: ApiErrorCatalogue = {
  VALIDATION_FAILED: 'Please check your entries.',
  INVALID_CREDENTIALS: 'E-mail address or password is wrong.',
  EMAIL_NOT_VERIFIED:
    'Please verify your e-mail address first: open the link we sent you, or ask for a new one.',
  ACCOUNT_LOCKED: 'Too many failed sign-in attempts. Wait a while or reset your password.',
  ACCOUNT_LOCKED_retry:
    'Too many failed sign-in attempts. Try again {{retryIn}} or reset your password.',
  UNAUTHENTICATED: 'Your session has ended. Please sign in again.',
  FORBIDDEN: 'Your account is not allowed to do this.',
  NOT_FOUND: 'What you asked for was not found.',
  CONFLICT: 'This does not fit the current state. Reload the page and try again.',
  INVALID_TOKEN: 'This link is invalid or has expired.',
  PASSWORD_MISMATCH: 'This is not the password of this account.',
  CODE_EXPIRED: 'The code has expired. Request a new one.',
  CODE_INVALID: 'The code is not correct.',
  CODE_NOT_REQUESTED: 'Request a code for this number first.',
  TOO_MANY_ATTEMPTS: 'Too many wrong codes. Request a new one.',
  PAYLOAD_TOO_LARGE: 'The file is too large: at most 8 MB.',
  UNSUPPORTED_MEDIA_TYPE: 'Only PNG or JPEG files are allowed.',
  RATE_LIMITED: 'Too many requests. Please try again in a moment.',
  RATE_LIMITED_retry: 'Too many requests. Please try again {{retryIn}}.',
  UPSTREAM_UNAVAILABLE: 'An outside service is not answering right now. Please try again later.',
  PROVIDER_NOT_FOUND: 'The data provider does not know this account.',
  PROVIDER_RATE_LIMITED: 'The data provider is busy right now. Please try again later.',
  PROVIDER_RATE_LIMITED_retry: 'The data provider is busy right now. Please try again {{retryIn}}.',
  PROVIDER_BAD_REPLY: 'The data provider sent a reply we cannot read. Please try again later.',
  PROVIDER_NOT_CONFIGURED:
    'No data source is set up for this platform on this server. An administrator can set one up.',
  PROVIDER_LIST_HIDDEN: 'This account hides the list, so there is nothing to show.',
  PAYMENT_DECLINED:
    'The payment provider declined the payment. Nothing was charged. Please try another way to pay.',
  PAYMENT_EXPIRED:
    'This checkout has expired. Nothing was charged. Please start the payment again.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  OAUTH_NOT_CONFIGURED: 'This sign-in is not set up on this server.',
  OAUTH_STATE_INVALID:
    'The sign-in expired or was started in another browser. Please start it again.',
  OAUTH_DENIED: 'You cancelled the sign-in.',
  OAUTH_CODE_INVALID:
    'The platform did not confirm the sign-in (the code expired or was already used). Please try again.',
  OAUTH_TOKEN_INVALID: 'The platform did not confirm the sign-in.',
  IDENTITY_TAKEN: 'This platform account is already linked to another Vigil account.',
  LAST_SIGN_IN_METHOD:
    'This is your last way to sign in. Set a password or link another account first.',
  PASSWORD_TOO_COMMON:
    'This password is too common: it appears in lists of leaked passwords that attackers try first. Choose another one.',
  REAUTH_REQUIRED:
    'Please confirm it is you: enter your password, or without a password sign in again with your platform account first (at most 10 minutes before).',
  IDENTITY_NEEDS_REVIEW:
    'This platform account was linked to a Vigil account before its e-mail address was verified. The owner of the address signs in with e-mail and password (no password yet? use “Forgot password?”) and keeps it under “Linked accounts”; then sign-in works.',
  INTERNAL_ref:
    'Something went wrong on our side. Please try again. Reference for support: {{requestId}}',
  NETWORK: 'No connection to the server. Check your internet connection and try again.',
  HTTP: 'The server answered unexpectedly (HTTP {{status}}). Please try again later.',
  HTTP_ref:
    'The server answered unexpectedly (HTTP {{status}}). Please try again later. Reference for support: {{requestId}}',
  BAD_REPLY: "The server's reply could not be read. Please reload the page.",
  UNKNOWN: 'Something went wrong. Please try again.',
  checkout: {
    profileNotFound: 'There is no profile with this ID.',
    alreadyPaid: 'This badge has already been paid for.',
    notApproved: 'The payment was not approved at PayPal. Nothing was charged.',
    orderNotFound: 'We do not know this PayPal payment.',
  },
};

export const apiErrorsI18n = { de, en };
