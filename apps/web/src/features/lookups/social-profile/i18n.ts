/**
 * The `socialProfile` namespace: 'Social Media Profil anzeigen' (spec 001 §2, §4, §8). The spec's
 * strings are German: verbatim in `de`, translated in `en`.
 */
const de = {
  title: 'Social Media Profil anzeigen',
  form: {
    label: 'Social-Media-Profil suchen',
    username: 'Benutzername',
    platform: 'Plattform',
    submit: 'Suchen',
  },
  platforms: {
    instagram: 'Instagram',
    twitter: 'Twitter',
  },
  profile: {
    avatarAlt: 'Profilbild von {{name}}',
    location: 'Ort:',
    verified: '✔️ Verifiziert',
    private: '🔒 Privat',
  },
  error: 'Fehler beim Abrufen des Profils',
};

const en: typeof de = {
  title: 'Show social media profile',
  form: {
    label: 'Social media profile search',
    username: 'Username',
    platform: 'Platform',
    submit: 'Search',
  },
  platforms: {
    instagram: 'Instagram',
    twitter: 'Twitter',
  },
  profile: {
    avatarAlt: 'Profile picture of {{name}}',
    location: 'Location:',
    verified: '✔️ Verified',
    private: '🔒 Private',
  },
  error: 'Error fetching the profile',
};

export const socialProfileI18n = { de, en };
