/**
 * The `badge` namespace: the badge screen (spec 000 §2.9, §4, §8) and its profile-id prompt.
 * The spec's strings are German, so they are verbatim in `de` and translated in `en`.
 */
const de = {
  title: 'Hol dir dein Badge',
  profileIdLine: 'Profil-ID: {{id}}',
  loading: 'Lade Profilinformationen…',
  lookup: {
    intro:
      'Gib die Profil-ID ein, die du nach dem Validieren deines Profils bekommen hast (sie steht auch in der E-Mail).',
    label: 'Profil-ID',
    placeholder: 'CPT-…',
    invalid: 'Eine Profil-ID beginnt mit CPT- und enthält danach Buchstaben und Ziffern.',
    submit: 'Badge anzeigen',
    noProfile: 'Noch kein Profil registriert?',
    toValidate: 'Profil validieren',
  },
  notFound: {
    title: 'Profil nicht gefunden',
    text: 'Zu dieser Profil-ID gibt es kein Profil. Prüfe die ID oder registriere dein Profil.',
  },
  loadFailed: {
    title: 'Die Profilinformationen konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
  locked: {
    text: 'Badge ist noch nicht freigeschaltet.',
    explain:
      'Mit einer einmaligen Zahlung von 4,99\u00a0€ schaltest du dein Badge frei. Danach prüft unser Team deinen Nachweis.',
    alreadyVerified: 'Dein Profil ist bereits geprüft: Nach der Zahlung ist dein Badge sofort da.',
    pay: 'Badge freischalten (4,99 €)',
    payPayPal: 'Mit PayPal bezahlen (4,99 €)',
    payFailed: 'Fehler beim Starten des Bezahlvorgangs.',
    cancelled: 'Die Zahlung wurde abgebrochen. Du kannst sie jederzeit erneut starten.',
    dismiss: 'Hinweis schließen',
    confirming: 'Deine Zahlung wird bestätigt … Das dauert meist nur wenige Sekunden.',
  },
  paypal: {
    authorizing: 'Deine PayPal-Zahlung wird autorisiert …',
    authorized: 'Autorisierung erstellt für {{name}}',
    paid: 'Die Zahlung ist eingegangen.',
    pending:
      'PayPal bestätigt die Zahlung noch; das Badge wird freigeschaltet, sobald sie eingeht.',
    failed: 'Die PayPal-Zahlung konnte nicht abgeschlossen werden.',
  },
  review: {
    title: 'Zahlung eingegangen',
    text: 'Danke! Dein Profil wird jetzt von unserem Team geprüft. Sobald es verifiziert ist, wird dein Badge hier freigeschaltet; du musst nichts weiter tun.',
  },
  unlocked: {
    title: 'Dein Badge ist freigeschaltet',
    image: 'Trust-Badge von {{name}}: verifiziert durch Vigil am {{date}}',
    publicLink: 'Öffentlicher Link zum Badge:',
    open: 'Öffentliches Badge öffnen',
    qr: 'QR-Code anzeigen',
    copy: 'Kopieren',
    copied: 'Kopiert',
  },
  revoked: {
    title: 'Badge widerrufen',
    text: 'Dieses Profil wurde von Vigil gelöscht. Das Badge und sein QR-Code gelten nicht mehr als verifiziert.',
  },
};

const en: typeof de = {
  title: 'Get your Badge',
  profileIdLine: 'Profile ID: {{id}}',
  loading: 'Loading profile information…',
  lookup: {
    intro:
      'Enter the profile ID you received after validating your profile (it is also in the e-mail).',
    label: 'Profile ID',
    placeholder: 'CPT-…',
    invalid: 'A profile ID starts with CPT- followed by letters and digits.',
    submit: 'Show badge',
    noProfile: 'No profile registered yet?',
    toValidate: 'Validate a profile',
  },
  notFound: {
    title: 'Profile not found',
    text: 'There is no profile with this ID. Check the ID or register your profile.',
  },
  loadFailed: {
    title: 'The profile information could not be loaded.',
    retry: 'Try again',
  },
  locked: {
    text: 'The badge is not unlocked yet.',
    explain:
      'A one-time payment of €4.99 unlocks your badge. After that, our team reviews your evidence.',
    alreadyVerified:
      'Your profile has already been reviewed: your badge is ready right after payment.',
    pay: 'Unlock badge (€4.99)',
    payPayPal: 'Pay with PayPal (€4.99)',
    payFailed: 'The payment could not be started.',
    cancelled: 'The payment was cancelled. You can start it again at any time.',
    dismiss: 'Close notice',
    confirming: 'Your payment is being confirmed … This usually takes only a few seconds.',
  },
  paypal: {
    authorizing: 'Authorizing your PayPal payment …',
    authorized: 'Authorization created for {{name}}',
    paid: 'The payment has been received.',
    pending: 'PayPal is still confirming the payment; the badge unlocks as soon as it arrives.',
    failed: 'The PayPal payment could not be completed.',
  },
  review: {
    title: 'Payment received',
    text: 'Thank you! Our team is now reviewing your profile. As soon as it is verified, your badge is unlocked here; there is nothing else you need to do.',
  },
  unlocked: {
    title: 'Your badge is unlocked',
    image: 'Trust badge of {{name}}: verified by Vigil on {{date}}',
    publicLink: 'Public link to the badge:',
    open: 'Open public badge',
    qr: 'Show QR code',
    copy: 'Copy',
    copied: 'Copied',
  },
  revoked: {
    title: 'Badge revoked',
    text: 'Vigil has deleted this profile. The badge and its QR code no longer count as verified.',
  },
};

export const badgeI18n = { de, en };
