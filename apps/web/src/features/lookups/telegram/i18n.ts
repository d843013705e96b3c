/**
 * The `telegram` namespace: the Telegram screen (spec 001 §2, §5, §8). The spec's strings are
 * English, so they are verbatim in `en` and translated in `de`.
 */
const en = {
  title: 'Identify Telegram Account, Group, Channel, or Bot',
  form: {
    label: 'Telegram Username',
    placeholder: 'Telegram Username',
    kind: 'Lookup type',
    submit: 'Get User Info',
  },
  kinds: {
    user: 'Account',
    group: 'Group',
    channel: 'Channel',
    bot: 'Bot',
  },
  loading: 'Looking up the Telegram account …',
  profile: {
    label: 'Profile',
    avatarAlt: 'Profile picture of {{name}}',
    username: 'Username',
    location: 'Location',
    unknown: 'Unknown',
    members: 'Members',
    description: 'Description',
    notAvailable: 'not available',
  },
  posts: {
    title: 'User Posts',
    /** '{likes} Likes | {views} Views', each count with its plural form. */
    likes_one: '{{formatted}} Like',
    likes_other: '{{formatted}} Likes',
    views_one: '{{formatted}} View',
    views_other: '{{formatted}} Views',
  },
  errors: {
    generalFailed: 'Failed to fetch Telegram information. Displaying previous data.',
    typeFailed: 'An error occurred. Please try again later.',
    unknown: 'An unknown error occurred!',
    client: 'Client-side error: {{message}}',
    server: 'Server returned code: {{status}}, error message is: {{message}}',
  },
};

const de: typeof en = {
  title: 'Telegram-Konto, -Gruppe, -Kanal oder -Bot identifizieren',
  form: {
    label: 'Telegram-Benutzername',
    placeholder: 'Telegram-Benutzername',
    kind: 'Art der Abfrage',
    submit: 'Benutzerinfo abrufen',
  },
  kinds: {
    user: 'Konto',
    group: 'Gruppe',
    channel: 'Kanal',
    bot: 'Bot',
  },
  loading: 'Das Telegram-Konto wird abgefragt …',
  profile: {
    label: 'Profil',
    avatarAlt: 'Profilbild von {{name}}',
    username: 'Benutzername',
    location: 'Standort',
    unknown: 'Unbekannt',
    members: 'Mitglieder',
    description: 'Beschreibung',
    notAvailable: 'nicht verfügbar',
  },
  posts: {
    title: 'Beiträge',
    likes_one: '{{formatted}} Like',
    likes_other: '{{formatted}} Likes',
    views_one: '{{formatted}} Aufruf',
    views_other: '{{formatted}} Aufrufe',
  },
  errors: {
    generalFailed:
      'Telegram-Informationen konnten nicht abgerufen werden. Die vorherigen Daten werden angezeigt.',
    typeFailed: 'Ein Fehler ist aufgetreten. Bitte versuche es später erneut.',
    unknown: 'Ein unbekannter Fehler ist aufgetreten!',
    client: 'Fehler im Browser: {{message}}',
    server: 'Der Server antwortete mit Code {{status}}, Fehlermeldung: {{message}}',
  },
};

export const telegramI18n = { de, en };
