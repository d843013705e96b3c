/** The table's column names as the spec writes them, in English in both languages. */
const specColumns = {
  screenshot: 'Screenshot',
  fullName: 'Full Name',
  email: 'Email',
  id: 'Id',
  status: 'Status',
};

/**
 * The `verifyProfiles` namespace: the operator table 'Profile verwalten' and its screenshot
 * modal (spec 000 §2.13, §4, §5, §8). The spec's strings are German (the column names as the
 * spec gives them), verbatim in `de` and translated in `en`.
 */
const de = {
  title: 'Profile verwalten',
  intro:
    'Prüfe die Nachweise registrierter Profile. Ein Badge wird öffentlich, sobald das Profil bezahlt und von dir verifiziert ist; Löschen widerruft es samt aller QR-Codes.',
  loadFailed: 'Die Profile konnten nicht geladen werden.',
  empty: 'Keine Profile gefunden.',
  noneYet: 'Noch keine Profile registriert.',
  total_one: '{{count}} Profil',
  total_other: '{{count}} Profile',
  filters: {
    search: 'Suche',
    searchPlaceholder: 'Name, E-Mail, ID oder Benutzername',
    status: 'Status',
    verified: 'Verifiziert',
    unverified: 'Nicht verifiziert',
    paid: 'Bezahlt',
    unpaid: 'Nicht bezahlt',
    awaiting_review: 'Bezahlt, wartet auf Prüfung',
    unlocked: 'Freigeschaltet',
    revoked: 'Gelöscht',
  },
  columns: { ...specColumns, action: 'Aktion' },
  status: {
    verified: 'Verifiziert',
    unverified: 'Nicht verifiziert',
    paid: 'Bezahlt',
    unpaid: 'Nicht bezahlt',
    revoked: 'Gelöscht',
  },
  row: {
    thumbnail: 'Screenshot von {{name}}',
    open: 'Öffnen',
    verify: 'Verifizieren',
    delete: 'Löschen',
    forName: ': {{name}}',
    chooseFile: 'Neuer Screenshot',
    preview: 'Vorschau des neuen Screenshots',
    upload: 'Hochladen',
    cancel: 'Abbrechen',
    uploading: 'Lädt…',
    profileLink: 'Profil öffnen',
  },
  confirm: {
    title: 'Profil wirklich löschen?',
    text: '{{name}} ({{id}}) wird gelöscht. Das Badge und jeder QR-Code des Profils gelten danach sofort als widerrufen.',
    cancel: 'Abbrechen',
    confirm: 'Löschen',
  },
  modal: {
    title: 'Screenshot',
    image: 'Screenshot von {{name}}',
    zoomOut: '−',
    zoomOutLabel: 'Verkleinern',
    reset: 'Reset',
    zoomIn: '+',
    zoomInLabel: 'Vergrößern',
    zoomLevel: 'Zoom: {{percent}} %',
    rotate: '↻ 90°',
    rotateLabel: 'Um 90° drehen',
    chooseFile: 'Neuen Screenshot wählen',
    preview: 'Vorschau des neuen Screenshots',
    replace: 'Ersetzen',
    cancel: 'Abbrechen',
    uploading: 'Lädt…',
    close: 'Schließen',
    viewer: 'Screenshot-Ansicht: Mausrad zoomt',
  },
  alerts: {
    type: 'Nur PNG- oder JPEG-Dateien sind erlaubt.',
    size: 'Maximal 8 MB pro Datei.',
    uploadFailed: 'Upload fehlgeschlagen: {{message}}',
    unknown: 'Unbekannter Fehler',
    uploaded: 'Der Screenshot wurde ersetzt.',
    verifyFailed: 'Das Profil konnte nicht verifiziert werden: {{message}}',
    deleteFailed: 'Das Profil konnte nicht gelöscht werden: {{message}}',
    close: 'Hinweis schließen',
  },
};

const en: typeof de = {
  title: 'Manage profiles',
  intro:
    'Review the evidence of registered profiles. A badge becomes public once the profile is paid for and verified by you; deleting revokes it together with all its QR codes.',
  loadFailed: 'The profiles could not be loaded.',
  empty: 'No profiles found.',
  noneYet: 'No profiles registered yet.',
  total_one: '{{count}} profile',
  total_other: '{{count}} profiles',
  filters: {
    search: 'Search',
    searchPlaceholder: 'Name, e-mail, ID or username',
    status: 'Status',
    verified: 'Verified',
    unverified: 'Not verified',
    paid: 'Paid',
    unpaid: 'Not paid',
    awaiting_review: 'Paid, awaiting review',
    unlocked: 'Unlocked',
    revoked: 'Deleted',
  },
  columns: { ...specColumns, action: 'Action' },
  status: {
    verified: 'Verified',
    unverified: 'Not verified',
    paid: 'Paid',
    unpaid: 'Not paid',
    revoked: 'Deleted',
  },
  row: {
    thumbnail: 'Screenshot of {{name}}',
    open: 'Open',
    verify: 'Verify',
    delete: 'Delete',
    forName: ': {{name}}',
    chooseFile: 'New screenshot',
    preview: 'Preview of the new screenshot',
    upload: 'Upload',
    cancel: 'Cancel',
    uploading: 'Uploading…',
    profileLink: 'Open profile',
  },
  confirm: {
    title: 'Really delete this profile?',
    text: '{{name}} ({{id}}) will be deleted. The badge and every QR code of the profile count as revoked at once.',
    cancel: 'Cancel',
    confirm: 'Delete',
  },
  modal: {
    title: 'Screenshot',
    image: 'Screenshot of {{name}}',
    zoomOut: '−',
    zoomOutLabel: 'Zoom out',
    reset: 'Reset',
    zoomIn: '+',
    zoomInLabel: 'Zoom in',
    zoomLevel: 'Zoom: {{percent}} %',
    rotate: '↻ 90°',
    rotateLabel: 'Rotate by 90°',
    chooseFile: 'Choose a new screenshot',
    preview: 'Preview of the new screenshot',
    replace: 'Replace',
    cancel: 'Cancel',
    uploading: 'Uploading…',
    close: 'Close',
    viewer: 'Screenshot view: the mouse wheel zooms',
  },
  alerts: {
    type: 'Only PNG or JPEG files are allowed.',
    size: 'At most 8 MB per file.',
    uploadFailed: 'Upload failed: {{message}}',
    unknown: 'Unknown error',
    uploaded: 'The screenshot has been replaced.',
    verifyFailed: 'The profile could not be verified: {{message}}',
    deleteFailed: 'The profile could not be deleted: {{message}}',
    close: 'Close notice',
  },
};

export const verifyProfilesI18n = { de, en };

/**
 * The `badgeReviews` namespace: the operators' review queue of badges whose profile a daily
 * check found suspicious ('Badge-Prüfung').
 */
/** A review's state, named alike on its tab and on a decided review. */
const reviewStatesDe = { open: 'Offen', revoked: 'Widerrufen', cleared: 'Freigegeben' };

const reviewsDe = {
  title: 'Badge-Prüfung',
  intro:
    'Badges, deren Profil bei der täglichen Prüfung auffällig wurde, mit den Befunden. Eine Maschine widerruft kein Badge: Du widerrufst es (die Begründung ist öffentlich) oder gibst es frei.',
  loadFailed: 'Die Badge-Prüfungen konnten nicht geladen werden.',
  noMatches: 'Keine Einträge gefunden.',
  empty: {
    open: 'Kein Badge wartet auf eine Prüfung.',
    revoked: 'Noch kein Badge nach einer Prüfung widerrufen.',
    cleared: 'Noch kein Badge nach einer Prüfung freigegeben.',
  },
  total_one: '{{count}} Eintrag',
  total_other: '{{count}} Einträge',
  never: 'noch nie',
  filters: {
    state: 'Einträge zeigen',
    search: 'Suche',
    searchPlaceholder: 'Name, Benutzername oder Profil-ID',
  },
  tabs: reviewStatesDe,
  states: reviewStatesDe,
  columns: {
    badge: 'Badge',
    evidence: 'Befunde',
    opened: 'Seit',
    lastChecked: 'Zuletzt geprüft',
    action: 'Aktion',
    decision: 'Entscheidung',
  },
  signals: {
    checked: 'Prüfung vom {{date}}:',
    score: 'Fake-Score {{score}} von 100, über der Schwelle {{threshold}}.',
    spike: '{{size}} Follower am {{day}}, {{ratio}}× die übliche tägliche Zunahme.',
    loss: '{{size}} Follower am {{day}}, {{ratio}}× der übliche tägliche Verlust.',
    churn: 'Auffälliges Folgen und Entfolgen um den {{day}}.',
    codeRemoved: 'Der Prüfcode steht nicht mehr in der Bio (Eigentum war per Bio nachgewiesen).',
    gone: 'Das Profil wurde auf der Plattform nicht mehr gefunden.',
  },
  row: {
    publicPage: 'Öffentliche Seite',
    profile: 'Profil',
    forName: ': {{name}}',
    revoke: 'Widerrufen',
    clear: 'Freigeben',
  },
  decide: {
    revokeTitle: 'Badge widerrufen',
    clearTitle: 'Badge freigeben',
    revokeText:
      'Das Badge von {{name}} ({{id}}) wird widerrufen: die öffentliche Seite, jeder QR-Code und der Nachweis zeigen es sofort mit deiner Begründung an. Der Inhaber erhält eine E-Mail.',
    clearText:
      'Das Badge von {{name}} ({{id}}) bleibt gültig, der Hinweis auf die Prüfung verschwindet. Die Befunde bleiben im Protokoll.',
    reason: 'Begründung',
    reasonHint: 'Öffentlich: steht auf der Badge-Seite und in der QR-Prüfung.',
    reasonRequired: 'Bitte gib eine Begründung an (mindestens 3 Zeichen).',
    note: 'Notiz',
    noteHint: 'Optional, nur im Protokoll.',
    revoke: 'Widerrufen',
    clear: 'Freigeben',
    cancel: 'Abbrechen',
    close: 'Schließen',
    failed: 'Das hat nicht geklappt: {{message}}',
  },
};

const reviewStatesEn: typeof reviewStatesDe = {
  open: 'Open',
  revoked: 'Revoked',
  cleared: 'Cleared',
};

const reviewsEn: typeof reviewsDe = {
  title: 'Badge review',
  intro:
    'Badges whose profile the daily check found suspicious, with the evidence. A machine never revokes a badge: you revoke it (the reason is public) or clear it.',
  loadFailed: 'The badge reviews could not be loaded.',
  noMatches: 'No entries found.',
  empty: {
    open: 'No badge is waiting for a review.',
    revoked: 'No badge revoked after a review yet.',
    cleared: 'No badge cleared after a review yet.',
  },
  total_one: '{{count}} entry',
  total_other: '{{count}} entries',
  never: 'never',
  filters: {
    state: 'Show entries',
    search: 'Search',
    searchPlaceholder: 'Name, username or profile ID',
  },
  tabs: reviewStatesEn,
  states: reviewStatesEn,
  columns: {
    badge: 'Badge',
    evidence: 'Evidence',
    opened: 'Since',
    lastChecked: 'Last checked',
    action: 'Action',
    decision: 'Decision',
  },
  signals: {
    checked: 'Check of {{date}}:',
    score: 'Fake score {{score}} of 100, above the threshold {{threshold}}.',
    spike: '{{size}} followers on {{day}}, {{ratio}}× its usual daily gain.',
    loss: '{{size}} followers on {{day}}, {{ratio}}× its usual daily loss.',
    churn: 'A follow/unfollow churn pattern around {{day}}.',
    codeRemoved: 'The proof code is no longer in the bio (ownership was proven by the bio).',
    gone: 'The profile can no longer be found on the platform.',
  },
  row: {
    publicPage: 'Public page',
    profile: 'Profile',
    forName: ': {{name}}',
    revoke: 'Revoke',
    clear: 'Clear',
  },
  decide: {
    revokeTitle: 'Revoke the badge',
    clearTitle: 'Clear the badge',
    revokeText:
      'The badge of {{name}} ({{id}}) will be revoked: its public page, every QR code and the credential show it at once, with your reason. The owner gets an e-mail.',
    clearText:
      'The badge of {{name}} ({{id}}) stays valid and the review notice disappears. The evidence stays in the audit log.',
    reason: 'Reason',
    reasonHint: 'Public: shown on the badge page and in the QR verification.',
    reasonRequired: 'Please give a reason (at least 3 characters).',
    note: 'Note',
    noteHint: 'Optional, for the audit log only.',
    revoke: 'Revoke',
    clear: 'Clear',
    cancel: 'Cancel',
    close: 'Close',
    failed: 'That did not work: {{message}}',
  },
};

export const badgeReviewsI18n = { de: reviewsDe, en: reviewsEn };
