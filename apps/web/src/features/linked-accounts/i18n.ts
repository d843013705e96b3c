/**
 * The `linkedAccounts` namespace: the template account screens of spec 002 made real. The
 * spec's strings ('Id', 'Facebook Id', 'Name', 'Extra Info', 'Edit', 'Edit Account', 'Save',
 * 'Cancel', 'Delete', 'Name is required') are verbatim in English; the title names Vigil
 * instead of the template's framework.
 */
const de = {
  title: 'Du bist mit Vigil & {{platforms}} angemeldet!!',
  titleNone: 'Du bist mit Vigil angemeldet!!',
  intro:
    'Die Plattform-Konten, mit denen du dich anmelden kannst. Name und Zusatzinfo sind deine Notizen in Vigil.',
  loading: 'Verknüpfte Konten werden geladen …',
  loadFailed: 'Die verknüpften Konten konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  empty: 'Noch kein Plattform-Konto verknüpft.',
  caption: 'Verknüpfte Konten',
  columns: {
    id: 'Id',
    platform: 'Plattform',
    platformId: 'Plattform-Id',
    name: 'Name',
    extraInfo: 'Zusatzinfo',
    actions: 'Aktionen',
  },
  edit: 'Bearbeiten',
  editLabel: '{{name}} bearbeiten',
  link: {
    title: 'Konto verknüpfen',
    instagram: 'Instagram verknüpfen',
    facebook: 'Facebook verknüpfen',
    none: 'Auf diesem Server ist keine Plattform-Anmeldung eingerichtet.',
  },
  review: {
    title: 'Bitte prüfe diese verknüpften Konten',
    text: 'Diese Plattform-Konten wurden mit deinem Vigil-Konto verbunden, bevor deine E-Mail-Adresse bestätigt war. Das kann jemand anderes gewesen sein, der deine Adresse zuerst benutzt hat. Bis du ein Konto behältst, kann sich damit niemand anmelden. Behalte nur Konten, die dir gehören.',
    item: '{{platform}} {{username}}, verknüpft am {{date}}',
    keep: 'Behalten',
    keepLabel: '{{platform}}-Konto {{name}} behalten',
    remove: 'Entfernen',
    removeLabel: '{{platform}}-Konto {{name}} entfernen',
    failed: 'Das hat nicht geklappt.',
  },
  noPassword:
    'Dein Konto hat noch kein Passwort. Lege unter „Your account“ eines fest, bevor du das letzte verknüpfte Konto entfernst.',
  form: {
    title: 'Konto bearbeiten',
    platformId: '{{platform}}-Id',
    name: 'Name',
    extraInfo: 'Zusatzinfo',
    save: 'Speichern',
    cancel: 'Abbrechen',
    delete: 'Löschen',
    nameRequired: 'Name ist erforderlich',
    note: 'Änderungen gelten nur in Vigil, nicht für dein Konto bei {{platform}}.',
    saveFailed: 'Speichern fehlgeschlagen',
    notFound: 'Dieses verknüpfte Konto gibt es nicht (mehr).',
    back: 'Zurück zu den verknüpften Konten',
    confirmTitle: 'Verknüpfung entfernen?',
    confirmText:
      'Du kannst dich danach nicht mehr mit diesem {{platform}}-Konto anmelden. Du kannst es später wieder verknüpfen.',
    confirm: 'Verknüpfung entfernen',
    deleteFailed: 'Entfernen fehlgeschlagen',
  },
};

const en: typeof de = {
  title: "You're logged in with Vigil & {{platforms}}!!",
  titleNone: "You're logged in with Vigil!!",
  intro:
    'The platform accounts you can sign in with. Name and Extra Info are your own notes in Vigil.',
  loading: 'Loading linked accounts …',
  loadFailed: 'The linked accounts could not be loaded.',
  retry: 'Try again',
  empty: 'No platform account linked yet.',
  caption: 'Linked accounts',
  columns: {
    id: 'Id',
    platform: 'Platform',
    platformId: 'Platform Id',
    name: 'Name',
    extraInfo: 'Extra Info',
    actions: 'Actions',
  },
  edit: 'Edit',
  editLabel: 'Edit {{name}}',
  link: {
    title: 'Link an account',
    instagram: 'Link Instagram',
    facebook: 'Link Facebook',
    none: 'No platform sign-in is set up on this server.',
  },
  review: {
    title: 'Please review these linked accounts',
    text: 'These platform accounts were linked to your Vigil account before your e-mail address was verified. That may have been someone else who used your address first. Until you keep one, nobody can sign in with it. Keep only accounts that are yours.',
    item: '{{platform}} {{username}}, linked on {{date}}',
    keep: 'Keep',
    keepLabel: 'Keep {{platform}} account {{name}}',
    remove: 'Remove',
    removeLabel: 'Remove {{platform}} account {{name}}',
    failed: 'That did not work.',
  },
  noPassword:
    'Your account has no password yet. Set one under “Your account” before you remove the last linked account.',
  form: {
    title: 'Edit Account',
    platformId: '{{platform}} Id',
    name: 'Name',
    extraInfo: 'Extra Info',
    save: 'Save',
    cancel: 'Cancel',
    delete: 'Delete',
    nameRequired: 'Name is required',
    note: 'Edits change only Vigil, not your account at {{platform}}.',
    saveFailed: 'Saving failed',
    notFound: 'This linked account does not exist (any more).',
    back: 'Back to the linked accounts',
    confirmTitle: 'Remove this link?',
    confirmText:
      'You will no longer be able to sign in with this {{platform}} account. You can link it again later.',
    confirm: 'Remove link',
    deleteFailed: 'Removing failed',
  },
};

export const linkedAccountsI18n = { de, en };
