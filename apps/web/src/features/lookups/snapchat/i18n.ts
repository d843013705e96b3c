/**
 * The `snapchat` namespace: SnapChat User Information (spec 001 §2, §5, §8). The spec's strings
 * are English: verbatim in `en`, translated in `de`.
 */
const en = {
  title: 'SnapChat User Information',
  form: {
    label: 'Snapchat user lookup',
    username: 'Username',
    placeholder: 'Snapchat username',
    submit: 'Get User Info',
  },
  profile: {
    avatarAlt: 'Profile picture of {{name}}',
    subscribers: 'Subscribers: {{n}}',
    website: 'Website',
  },
  related: {
    title: 'Related Accounts',
    avatarAlt: 'Profile picture of {{name}}',
    empty: 'No related accounts.',
  },
  error: 'An error occurred while fetching Snapchat profile: {{message}}',
};

const de: typeof en = {
  title: 'SnapChat-Benutzerinformationen',
  form: {
    label: 'Snapchat-Benutzer abfragen',
    username: 'Benutzername',
    placeholder: 'Snapchat-Benutzername',
    submit: 'Benutzerinfos abrufen',
  },
  profile: {
    avatarAlt: 'Profilbild von {{name}}',
    subscribers: 'Abonnenten: {{n}}',
    website: 'Website',
  },
  related: {
    title: 'Verwandte Konten',
    avatarAlt: 'Profilbild von {{name}}',
    empty: 'Keine verwandten Konten.',
  },
  error: 'Beim Abrufen des Snapchat-Profils ist ein Fehler aufgetreten: {{message}}',
};

export const snapchatI18n = { de, en };
