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
    noMethods: 'Auf diesem Server ist derzeit keine Zahlungsart eingerichtet.',
    demo: 'Demo-Checkout: Es wird kein Geld bewegt.',
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
    lastChecked: 'Zuletzt geprüft {{date}}',
    underReviewTitle: 'Dein Badge wird erneut geprüft',
    underReview:
      'Bei der täglichen Prüfung deines Profils ist etwas aufgefallen; die Einzelheiten stehen in unserer E-Mail an dich. Ein Mensch aus dem Vigil-Team sieht es sich an. Bis dahin bleibt dein Badge gültig; die öffentliche Seite sagt nur, dass es erneut geprüft wird.',
  },
  revoked: {
    title: 'Badge widerrufen',
    text: 'Dieses Profil wurde von Vigil gelöscht. Das Badge und sein QR-Code gelten nicht mehr als verifiziert.',
    afterReview:
      'Vigil hat dieses Badge am {{date}} nach einer Prüfung widerrufen. Das Badge, sein QR-Code und der Nachweis gelten nicht mehr als verifiziert.',
    reason: 'Begründung: {{reason}}',
  },
  proof: {
    title: 'Eigentum nachweisen',
    provenBadge: 'Eigentum nachgewiesen',
    proven: 'Am {{date}} durch {{method}}.',
    methods: {
      bio_code: 'Prüfcode in der Profilbeschreibung',
      instagram_signin: 'Anmeldung mit Instagram',
      facebook_signin: 'Anmeldung mit Facebook',
    },
    lapsedTitle: 'Eigentumsnachweis nicht mehr bestätigt',
    lapsed: 'Seit {{date}}: {{reason}}. Stelle den Code wieder her und klicke auf „Prüfen“.',
    reasons: {
      code_missing: 'Der Prüfcode steht nicht mehr in der Profilbeschreibung',
      gone: 'Das Profil wurde nicht mehr gefunden',
      renamed: 'Der Benutzername gehört jetzt zu einem anderen Konto',
    },
    notProven: 'Noch nicht selbst nachgewiesen. Ohne Nachweis prüft unser Team deinen Screenshot.',
    signInFirst:
      'Ist das dein Profil? Melde dich mit der E-Mail-Adresse an, mit der du es registriert hast, und weise es selbst nach, ganz ohne Wartezeit.',
    signIn: 'Anmelden',
    loading: 'Lade Nachweis…',
    loadFailed: 'Der Nachweis konnte nicht geladen werden.',
    notOwner:
      'Dieses Profil wurde mit einer anderen E-Mail-Adresse registriert. Nur mit dieser Adresse kannst du es selbst nachweisen.',
    unavailable:
      'Für dieses Profil ({{platform}}) kann Vigil die Profilbeschreibung nicht lesen: Unser Team prüft deinen Screenshot.',
    intro:
      'Lass dir einen Prüfcode geben, füge ihn in die Profilbeschreibung (Bio) ein und klicke auf „Prüfen“. Vigil liest dann das Profil und verifiziert es ohne Operator.',
    request: 'Prüfcode anfordern',
    place: 'Füge diesen Code in die Bio von @{{username}} ein und klicke dann auf „Prüfen“:',
    check: 'Prüfen',
    checkFailed: 'Die Prüfung ist fehlgeschlagen.',
    found: {
      title: 'Code gefunden',
      text: 'Dein Eigentum ist nachgewiesen und dein Profil verifiziert, ohne Operator. Vigil prüft täglich, ob der Code noch da ist.',
    },
    notFound: {
      title: 'Code nicht gefunden',
      code_missing:
        'Der Code steht noch nicht in der Bio. Speichere die Bio und versuche es erneut.',
      gone: 'Das Profil wurde beim Anbieter nicht gefunden.',
      renamed: 'Der Benutzername gehört jetzt zu einem anderen Konto.',
    },
    demo: {
      label: 'Demo-Anbieter – keine echte Plattform',
      explain:
        'Vigil läuft ohne Anbieter-Schlüssel mit Demo-Daten. Hier bearbeitest du die Bio des Demo-Kontos, so wie du sie auf der Plattform bearbeiten würdest.',
      bioLabel: 'Bio von @{{username}} (Demo)',
      insert: 'Code einfügen',
      save: 'Bio speichern',
      saved: 'Gespeichert.',
    },
    personPageHint: 'Zeige alle deine verifizierten Profile auf einer Seite:',
    personPageLink: 'Persönliche Seite einrichten',
  },
  credential: {
    title: 'Badge als Nachweis',
    explain:
      'Lade dein Badge als digitalen Nachweis (Open Badges 3.0, W3C Verifiable Credential) herunter. Jeder kann seine Signatur auch offline prüfen.',
    download: 'Nachweis herunterladen',
    verify: 'Nachweis prüfen',
    revoked: 'Der Nachweis zu diesem Badge wurde widerrufen.',
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
    noMethods: 'No payment method is set up on this server yet.',
    demo: 'Demo checkout: no money is moved.',
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
    lastChecked: 'Last checked {{date}}',
    underReviewTitle: 'Your badge is being checked again',
    underReview:
      'The daily check of your profile found something; the details are in our e-mail to you. A person on the Vigil team will look at it. Until then your badge stays valid; the public page only says that it is being checked again.',
  },
  revoked: {
    title: 'Badge revoked',
    text: 'Vigil has deleted this profile. The badge and its QR code no longer count as verified.',
    afterReview:
      'Vigil revoked this badge on {{date}} after a review. The badge, its QR code and the credential no longer count as verified.',
    reason: 'Reason: {{reason}}',
  },
  proof: {
    title: 'Prove ownership',
    provenBadge: 'Ownership proven',
    proven: 'On {{date}} by {{method}}.',
    methods: {
      bio_code: 'a proof code in the profile description',
      instagram_signin: 'signing in with Instagram',
      facebook_signin: 'signing in with Facebook',
    },
    lapsedTitle: 'Ownership proof no longer confirmed',
    lapsed: 'Since {{date}}: {{reason}}. Restore the code and press “Check”.',
    reasons: {
      code_missing: 'The proof code is no longer in the profile description',
      gone: 'The profile can no longer be found',
      renamed: 'The username now belongs to another account',
    },
    notProven: 'Not proven by the owner yet. Without a proof our team reviews your screenshot.',
    signInFirst:
      'Is this your profile? Sign in with the e-mail address you registered it with and prove it yourself, without waiting.',
    signIn: 'Sign in',
    loading: 'Loading proof…',
    loadFailed: 'The proof could not be loaded.',
    notOwner:
      'This profile was registered with another e-mail address. Only that address can prove it.',
    unavailable:
      'Vigil cannot read the description of this profile ({{platform}}): our team reviews your screenshot.',
    intro:
      'Get a proof code, add it to the profile description (bio) and press “Check”. Vigil then reads the profile and verifies it without an operator.',
    request: 'Get a proof code',
    place: 'Add this code to the bio of @{{username}}, then press “Check”:',
    check: 'Check',
    checkFailed: 'The check failed.',
    found: {
      title: 'Code found',
      text: 'Your ownership is proven and your profile verified, without an operator. Vigil checks daily that the code is still there.',
    },
    notFound: {
      title: 'Code not found',
      code_missing: 'The code is not in the bio yet. Save the bio and try again.',
      gone: 'The provider could not find the profile.',
      renamed: 'The username now belongs to another account.',
    },
    demo: {
      label: 'Demo provider – not a real platform',
      explain:
        'Vigil runs without provider keys on demo data. Here you edit the demo account’s bio, as you would on the platform.',
      bioLabel: 'Bio of @{{username}} (demo)',
      insert: 'Insert code',
      save: 'Save bio',
      saved: 'Saved.',
    },
    personPageHint: 'Show all your verified profiles on one page:',
    personPageLink: 'Set up your personal page',
  },
  credential: {
    title: 'Badge as a credential',
    explain:
      'Download your badge as a digital credential (Open Badges 3.0, W3C Verifiable Credential). Anyone can check its signature, even offline.',
    download: 'Download credential',
    verify: 'Verify a credential',
    revoked: 'The credential of this badge was revoked.',
  },
};

export const badgeI18n = { de, en };
