/**
 * The `validateProfile` namespace (spec 000 §2.12, §5, §8). The titles and the field labels are
 * English in the spec (verbatim in `en`); the picker, the submit button, the messages and the
 * result are German (verbatim in `de`).
 */
const de = {
  title: 'Validiere dein Social-Media-Profil',
  subtitle: 'Registriere ein validiertes Social-Media-Profil',
  intro:
    'Zeig uns, dass das Profil dir gehört: Trag es hier ein und lade einen Screenshot als Nachweis hoch. Danach kannst du dein Trust-Badge freischalten; unser Team prüft den Nachweis.',
  form: {
    label: 'Profil registrieren',
    fullName: 'Vollständiger Name',
    email: 'E-Mail',
    emailHint: 'Wir schicken dir den Link zu deinem Badge an diese Adresse.',
    platform: 'Plattform',
    username: 'Benutzername',
    profileUrl: 'Profil-URL',
    profileUrlHint: 'Die Adresse deines Profils, zum Beispiel https://www.instagram.com/deinname',
    screenshot: 'Screenshot',
    screenshotHint: 'Ein Screenshot deines Profils als Nachweis: PNG oder JPEG, höchstens 8 MB.',
    choose: 'Datei auswählen',
    noFile: 'Keine Datei ausgewählt',
    submit: 'Absenden',
  },
  errors: {
    noFile: 'Bitte lade einen Screenshot hoch.',
    type: 'Nur PNG- oder JPEG-Dateien sind erlaubt.',
    size: 'Maximal 8 MB pro Datei.',
    conflict: 'Ein Profil mit dieser E-Mail existiert bereits.',
    generic: 'Ein Fehler ist aufgetreten. Bitte versuche es später erneut.',
  },
  validation: {
    fullNameMin: 'Der Name braucht mindestens 2 Zeichen.',
    fullNameMax: 'Der Name darf höchstens 200 Zeichen haben.',
    email: 'Gib eine gültige E-Mail-Adresse ein.',
    usernameMin: 'Der Benutzername braucht mindestens 2 Zeichen.',
    usernameMax: 'Der Benutzername darf höchstens 100 Zeichen haben.',
    profileUrl: 'Gib die Profil-Adresse als http(s)-URL ein.',
    profileUrlMax: 'Die Profil-URL darf höchstens 2048 Zeichen haben.',
    platform: 'Wähle eine Plattform.',
    invalid: 'Ungültige Eingabe',
  },
  result: {
    title: 'Dein verifiziertes Profil',
    name: 'Name',
    email: 'E-Mail',
    platform: 'Plattform',
    username: 'Benutzername',
    profileUrl: 'Profil-URL',
    profileId: 'Profil-ID',
    screenshot: 'Screenshot von {{name}}',
    loadingScreenshot: 'Lade Screenshot …',
    screenshotFailed: 'Screenshot konnte nicht geladen werden.',
    verifiedBy: 'Verifiziert durch',
    status: 'Prüfstatus',
    review: {
      pending: 'Wartet auf Prüfung',
      verified: 'Verifiziert',
      rejected: 'Abgelehnt',
    },
    badge: {
      pending: 'Verifiziert durch {{product}}: ausstehend',
      verified: 'Verifiziert durch {{product}}',
      rejected: 'Verifiziert durch {{product}}: abgelehnt',
    },
    pendingHint:
      'Noch nicht verifiziert: Unser Team prüft deinen Nachweis, sobald du dein Badge freigeschaltet hast.',
    publicLink: 'Öffentlicher Link',
    next: 'Weiter zu deinem Badge',
    another: 'Weiteres Profil registrieren',
  },
};

const en: typeof de = {
  title: 'Validate your Social Media profile',
  subtitle: 'Register a validated social media profile',
  intro:
    'Show us that the profile is yours: enter it here and upload a screenshot as evidence. Then you can unlock your trust badge; our team reviews the evidence.',
  form: {
    label: 'Register a profile',
    fullName: 'Full name',
    email: 'E-Mail',
    emailHint: 'We send the link to your badge to this address.',
    platform: 'Platform',
    username: 'Username',
    profileUrl: 'Profile URL',
    profileUrlHint: "Your profile's address, for example https://www.instagram.com/yourname",
    screenshot: 'Screenshot',
    screenshotHint: 'A screenshot of your profile as evidence: PNG or JPEG, at most 8 MB.',
    choose: 'Choose file',
    noFile: 'No file chosen',
    submit: 'Submit',
  },
  errors: {
    noFile: 'Please upload a screenshot.',
    type: 'Only PNG or JPEG files are allowed.',
    size: 'At most 8 MB per file.',
    conflict: 'A profile with this e-mail already exists.',
    generic: 'An error occurred. Please try again later.',
  },
  validation: {
    fullNameMin: 'The name needs at least 2 characters.',
    fullNameMax: 'The name may have at most 200 characters.',
    email: 'Enter a valid e-mail address.',
    usernameMin: 'The username needs at least 2 characters.',
    usernameMax: 'The username may have at most 100 characters.',
    profileUrl: 'Enter the profile address as an http(s) URL.',
    profileUrlMax: 'The profile URL may have at most 2048 characters.',
    platform: 'Choose a platform.',
    invalid: 'Invalid input',
  },
  result: {
    title: 'Your verified profile',
    name: 'Name',
    email: 'E-mail',
    platform: 'Platform',
    username: 'Username',
    profileUrl: 'Profile URL',
    profileId: 'Profile ID',
    screenshot: 'Screenshot of {{name}}',
    loadingScreenshot: 'Loading screenshot …',
    screenshotFailed: 'The screenshot could not be loaded.',
    verifiedBy: 'Verified by',
    status: 'Review status',
    review: {
      pending: 'Waiting for review',
      verified: 'Verified',
      rejected: 'Rejected',
    },
    badge: {
      pending: 'Verified by {{product}}: pending',
      verified: 'Verified by {{product}}',
      rejected: 'Verified by {{product}}: rejected',
    },
    pendingHint:
      'Not verified yet: our team reviews your evidence once you have unlocked your badge.',
    publicLink: 'Public link',
    next: 'Continue to your badge',
    another: 'Register another profile',
  },
};

export const validateProfileI18n = { de, en };
