/**
 * The `x` namespace: the X (formerly Twitter) screen (spec 001 §2, §5, §8). The spec's strings
 * are English, so they are verbatim in `en` and translated in `de`.
 */
const en = {
  title: 'X',
  form: {
    label: 'Twitter Username',
    submit: 'Get User Info',
  },
  loading: 'Looking up the X profile …',
  loadingPosts: 'Loading the posts …',
  profile: {
    label: 'Profile',
    avatarAlt: 'Profile picture of {{name}}',
  },
  posts: {
    title: 'User Posts',
  },
  errors: {
    postsFailed: 'The posts could not be loaded.',
    failed: 'An error occurred while fetching Twitter profile: {{message}}',
  },
};

const de: typeof en = {
  title: 'X',
  form: {
    label: 'Twitter-Benutzername',
    submit: 'Benutzerinfo abrufen',
  },
  loading: 'Das X-Profil wird abgefragt …',
  loadingPosts: 'Die Beiträge werden geladen …',
  profile: {
    label: 'Profil',
    avatarAlt: 'Profilbild von {{name}}',
  },
  posts: {
    title: 'Beiträge',
  },
  errors: {
    postsFailed: 'Die Beiträge konnten nicht geladen werden.',
    failed: 'Beim Abrufen des Twitter-Profils ist ein Fehler aufgetreten: {{message}}',
  },
};

export const xI18n = { de, en };
