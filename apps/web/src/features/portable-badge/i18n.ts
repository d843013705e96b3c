/** The `portableBadge` namespace: the credential check and the person page (issue 13 §4). */
const de = {
  verify: {
    title: 'Nachweis prüfen',
    intro:
      'Prüfe einen Badge-Nachweis von Vigil (Open Badges 3.0, als vc+jwt-Datei): Lade die Datei hoch oder füge ihren Inhalt ein.',
    upload: 'Datei hochladen',
    pasteLabel: 'Nachweis (Inhalt der Datei)',
    submit: 'Prüfen',
    failed: 'Die Prüfung ist fehlgeschlagen.',
    subject: '{{name}} · {{platform}} @{{username}}',
    validUntil: 'Gültig bis {{date}}',
    verdicts: {
      valid: {
        title: 'Gültig',
        text: 'Von Vigil signiert, unverändert, gültig und nicht widerrufen.',
      },
      altered: {
        title: 'Verändert',
        text: 'Vigil hat diesen Nachweis ausgestellt, aber diese Kopie wurde nachträglich verändert.',
      },
      forged: {
        title: 'Gefälscht',
        text: 'Nicht mit dem Schlüssel von Vigil signiert: Vigil hat diesen Nachweis nie ausgestellt.',
      },
      expired: { title: 'Abgelaufen', text: 'Von Vigil signiert, aber nicht mehr gültig.' },
      revoked: {
        title: 'Widerrufen',
        text: 'Von Vigil signiert, aber widerrufen: Das Profil wurde gelöscht oder ein Operator hat den Nachweis widerrufen.',
      },
      malformed: {
        title: 'Kein Nachweis',
        text: 'Das ist kein Nachweis im vc+jwt-Format.',
      },
    },
  },
  person: {
    title: 'Deine persönliche Seite',
    intro:
      'Eine öffentliche Seite, die alle deine verifizierten Profile zeigt. Sie ist aus, bis du sie einschaltest.',
    loading: 'Lade Einstellungen…',
    loadFailed: 'Die Einstellungen konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    handle: 'Name der Seite',
    handleRules:
      '3–30 Zeichen: Kleinbuchstaben, Ziffern und einzelne Bindestriche, beginnend mit einem Buchstaben.',
    enabled: 'Seite öffentlich zeigen',
    save: 'Speichern',
    saved: 'Gespeichert.',
    saveFailed: 'Die Einstellungen konnten nicht gespeichert werden.',
    taken: 'Dieser Name ist schon vergeben.',
    liveAt: 'Deine Seite ist öffentlich:',
    off: 'Deine Seite ist ausgeschaltet.',
    listTitle: 'Diese Profile zeigt die Seite',
    empty: 'Noch keine freigeschalteten Profile mit deiner E-Mail-Adresse.',
    verifiedOn: 'verifiziert am {{date}}',
    methods: {
      bio_code: 'Eigentum per Prüfcode nachgewiesen',
      instagram_signin: 'Eigentum per Instagram-Anmeldung nachgewiesen',
      facebook_signin: 'Eigentum per Facebook-Anmeldung nachgewiesen',
    },
  },
};

const en: typeof de = {
  verify: {
    title: 'Verify a credential',
    intro:
      'Check a Vigil badge credential (Open Badges 3.0, a vc+jwt file): upload the file or paste its contents.',
    upload: 'Upload file',
    pasteLabel: 'Credential (file contents)',
    submit: 'Check',
    failed: 'The check failed.',
    subject: '{{name}} · {{platform}} @{{username}}',
    validUntil: 'Valid until {{date}}',
    verdicts: {
      valid: { title: 'Valid', text: 'Signed by Vigil, unchanged, valid and not revoked.' },
      altered: {
        title: 'Altered',
        text: 'Vigil issued this credential, but this copy was changed afterwards.',
      },
      forged: {
        title: 'Forged',
        text: 'Not signed with Vigil’s key: Vigil never issued this credential.',
      },
      expired: { title: 'Expired', text: 'Signed by Vigil, but no longer valid.' },
      revoked: {
        title: 'Revoked',
        text: 'Signed by Vigil, but revoked: the profile was deleted or an operator revoked the credential.',
      },
      malformed: {
        title: 'Not a credential',
        text: 'This is not a credential in the vc+jwt format.',
      },
    },
  },
  person: {
    title: 'Your personal page',
    intro:
      'A public page that lists all your verified profiles. It stays off until you switch it on.',
    loading: 'Loading settings…',
    loadFailed: 'The settings could not be loaded.',
    retry: 'Try again',
    handle: 'Page name',
    handleRules:
      '3–30 characters: lower-case letters, digits and single hyphens, starting with a letter.',
    enabled: 'Show the page publicly',
    save: 'Save',
    saved: 'Saved.',
    saveFailed: 'The settings could not be saved.',
    taken: 'This name is already taken.',
    liveAt: 'Your page is public:',
    off: 'Your page is switched off.',
    listTitle: 'Profiles the page lists',
    empty: 'No unlocked profiles with your e-mail address yet.',
    verifiedOn: 'verified on {{date}}',
    methods: {
      bio_code: 'ownership proven by a proof code',
      instagram_signin: 'ownership proven by Instagram sign-in',
      facebook_signin: 'ownership proven by Facebook sign-in',
    },
  },
};

export const portableBadgeI18n = { de, en };
