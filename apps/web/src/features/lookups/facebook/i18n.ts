/**
 * The `facebook` namespace: the Facebook lookup screen (spec 001 §2, §5, §8). The spec's strings
 * are English: verbatim in `en`, translated in `de`.
 */
const en = {
  title: 'Facebook',
  form: {
    label: 'Facebook profile lookup',
    field: 'Facebook Username or URL',
    placeholder: 'e.g. zuck or https://www.facebook.com/zuck',
    submit: 'Get Facebook Info',
  },
  profile: {
    title: 'Profile Information',
    name: 'Name',
    link: 'Profile Link',
  },
  error: 'An error occurred while fetching Facebook profile: {{message}}',
};

const de: typeof en = {
  title: 'Facebook',
  form: {
    label: 'Facebook-Profil abfragen',
    field: 'Facebook-Benutzername oder URL',
    placeholder: 'z. B. zuck oder https://www.facebook.com/zuck',
    submit: 'Facebook-Infos abrufen',
  },
  profile: {
    title: 'Profilinformationen',
    name: 'Name',
    link: 'Profil-Link',
  },
  error: 'Beim Abrufen des Facebook-Profils ist ein Fehler aufgetreten: {{message}}',
};

export const facebookI18n = { de, en };
