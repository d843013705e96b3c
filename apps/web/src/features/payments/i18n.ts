/**
 * The `payments` namespace (spec 000 §2.11, §8). The heading 'Payment Component' is English in
 * the spec (verbatim in `en`); the payment error is German (verbatim in `de`).
 */
const de = {
  title: 'Zahlungskomponente',
  intro:
    'Schalte das Trust-Badge eines registrierten Profils mit einer einmaligen Kartenzahlung von 4,99\u00a0€ frei. Die Zahlung läuft über unseren Zahlungsanbieter; deine Kartendaten sehen wir nie.',
  profileId: 'Profil-ID',
  profileIdHint: 'Die ID aus der Bestätigung deines Profils, zum Beispiel CPT-…',
  invalid: 'Eine Profil-ID beginnt mit CPT- und enthält danach Buchstaben und Ziffern.',
  pay: 'Mit Karte bezahlen (4,99 €)',
  failed: 'Fehler beim Starten des Bezahlvorgangs.',
  cancelled: 'Die Zahlung wurde abgebrochen. Es wurde nichts abgebucht.',
  succeeded: 'Danke, die Zahlung ist eingegangen.',
  toBadge: 'Zum Badge',
  reset: 'Zurücksetzen',
};

const en: typeof de = {
  title: 'Payment Component',
  intro:
    'Unlock the trust badge of a registered profile with a one-time card payment of €4.99. The payment runs through our payment provider; we never see your card details.',
  profileId: 'Profile ID',
  profileIdHint: 'The ID from the confirmation of your profile, for example CPT-…',
  invalid: 'A profile ID starts with CPT- followed by letters and digits.',
  pay: 'Pay by card (€4.99)',
  failed: 'The payment could not be started.',
  cancelled: 'The payment was cancelled. Nothing was charged.',
  succeeded: 'Thank you, the payment has been received.',
  toBadge: 'Go to the badge',
  reset: 'Reset',
};

export const paymentsI18n = { de, en };
