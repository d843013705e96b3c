/**
 * The `payments` namespace (spec 000 §2.11, §7, §8). The heading 'Payment Component' and
 * 'Authorization created for …' are English in the spec (verbatim in `en`); the payment error
 * is German (verbatim in `de`).
 */
const de = {
  title: 'Zahlungskomponente',
  intro:
    'Schalte das Trust-Badge eines registrierten Profils mit einer einmaligen Zahlung von 4,99\u00a0€ frei, per Karte oder PayPal. Die Zahlung läuft über den Zahlungsanbieter; deine Zahlungsdaten sehen wir nie.',
  badgeHeading: 'Badge bezahlen',
  profileId: 'Profil-ID',
  profileIdHint: 'Die ID aus der Bestätigung deines Profils, zum Beispiel CPT-…',
  invalid: 'Eine Profil-ID beginnt mit CPT- und enthält danach Buchstaben und Ziffern.',
  pay: 'Mit Karte bezahlen (4,99 €)',
  payPayPal: 'Mit PayPal bezahlen (4,99 €)',
  noMethods: 'Auf diesem Server ist derzeit keine Zahlungsart eingerichtet.',
  demo: 'Demo-Checkout: Es wird kein Geld bewegt.',
  failed: 'Fehler beim Starten des Bezahlvorgangs.',
  cancelled: 'Die Zahlung wurde abgebrochen. Es wurde nichts abgebucht.',
  succeeded: 'Danke, die Zahlung ist eingegangen.',
  unknownReturn:
    'Zu dieser Rückkehr vom Zahlungsanbieter gibt es keine Zahlung. Sieh unten nach, wie deine Zahlungen stehen.',
  toBadge: 'Zum Badge',
  reset: 'Zurücksetzen',
  paypal: {
    authorizing: 'Deine PayPal-Zahlung wird autorisiert …',
    authorized: 'Autorisierung erstellt für {{name}}',
    pending: 'PayPal bestätigt die Zahlung noch; sie erscheint unten, sobald sie eingeht.',
    failed: 'Die PayPal-Zahlung konnte nicht abgeschlossen werden.',
  },
  list: {
    title: 'Deine Zahlungen',
    intro:
      'Zahlungen, die du angemeldet begonnen hast, und die Badges der Profile mit deiner E-Mail-Adresse.',
    search: 'Zahlungen durchsuchen',
    searchPlaceholder: 'Beschreibung oder ID',
    total_one: '{{count}} Zahlung',
    total_other: '{{count}} Zahlungen',
    empty: 'Du hast noch keine Zahlungen.',
    noMatches: 'Keine Zahlung passt zu diesen Filtern.',
    loadFailed: 'Deine Zahlungen konnten nicht geladen werden.',
  },
  columns: {
    date: 'Datum',
    purpose: 'Wofür',
    amount: 'Betrag',
    provider: 'Bezahlt mit',
    status: 'Status',
    receipt: 'Beleg',
  },
  purpose: { badge: 'Trust-Badge', image_licence: 'Bildlizenz' },
  provider: { stripe: 'Karte (Stripe)', paypal: 'PayPal', demo: 'Demo (keine echte Zahlung)' },
  status: {
    paid: 'Bezahlt',
    pending: 'Offen',
    failed: 'Abgelehnt',
    cancelled: 'Abgebrochen',
  },
  receipt: {
    open: 'Beleg vom {{date}}',
    title: 'Zahlungsbeleg',
    number: 'Belegnummer',
    paidAt: 'Bezahlt am',
    item: 'Leistung',
    subject: 'ID',
    amount: 'Betrag',
    provider: 'Bezahlt mit',
    demo: 'Demo-Zahlung: Es wurde kein Geld bewegt.',
    print: 'Drucken',
    close: 'Schließen',
  },
};

const en: typeof de = {
  title: 'Payment Component',
  intro:
    'Unlock the trust badge of a registered profile with a one-time payment of €4.99, by card or PayPal. The payment runs through the payment provider; we never see your payment details.',
  badgeHeading: 'Pay for a badge',
  profileId: 'Profile ID',
  profileIdHint: 'The ID from the confirmation of your profile, for example CPT-…',
  invalid: 'A profile ID starts with CPT- followed by letters and digits.',
  pay: 'Pay by card (€4.99)',
  payPayPal: 'Pay with PayPal (€4.99)',
  noMethods: 'No payment method is set up on this server yet.',
  demo: 'Demo checkout: no money is moved.',
  failed: 'The payment could not be started.',
  cancelled: 'The payment was cancelled. Nothing was charged.',
  succeeded: 'Thank you, the payment has been received.',
  unknownReturn:
    'There is no payment for this return from the payment provider. See below where your payments stand.',
  toBadge: 'Go to the badge',
  reset: 'Reset',
  paypal: {
    authorizing: 'Authorizing your PayPal payment …',
    authorized: 'Authorization created for {{name}}',
    pending: 'PayPal is still confirming the payment; it appears below as soon as it arrives.',
    failed: 'The PayPal payment could not be completed.',
  },
  list: {
    title: 'Your payments',
    intro:
      'Payments you started while signed in, and the badges of profiles registered with your e-mail address.',
    search: 'Search payments',
    searchPlaceholder: 'Description or ID',
    total_one: '{{count}} payment',
    total_other: '{{count}} payments',
    empty: 'You have no payments yet.',
    noMatches: 'No payment matches these filters.',
    loadFailed: 'Your payments could not be loaded.',
  },
  columns: {
    date: 'Date',
    purpose: 'For',
    amount: 'Amount',
    provider: 'Paid with',
    status: 'Status',
    receipt: 'Receipt',
  },
  purpose: { badge: 'Trust badge', image_licence: 'Image licence' },
  provider: { stripe: 'Card (Stripe)', paypal: 'PayPal', demo: 'Demo (no real payment)' },
  status: {
    paid: 'Paid',
    pending: 'Open',
    failed: 'Declined',
    cancelled: 'Cancelled',
  },
  receipt: {
    open: 'Receipt of {{date}}',
    title: 'Payment receipt',
    number: 'Receipt number',
    paidAt: 'Paid on',
    item: 'Item',
    subject: 'ID',
    amount: 'Amount',
    provider: 'Paid with',
    demo: 'Demo payment: no money was moved.',
    print: 'Print',
    close: 'Close',
  },
};

export const paymentsI18n = { de, en };
