/**
 * The `truthSocial` namespace: the Truth Social screen (spec 001 §2, §5, §8). The spec's strings
 * are English, so they are verbatim in `en` and translated in `de`.
 */
const en = {
  title: 'Truth Social',
  form: {
    label: 'Username',
    placeholder: 'Enter username',
    submit: 'Fetch User Info',
  },
  loading: 'Looking up the Truth Social user …',
  loadingPosts: 'Loading the posts …',
  user: {
    label: 'User',
    headerAlt: 'Header image of {{name}}',
    avatarAlt: 'Profile picture of {{name}}',
    accountCreated: 'Account Created',
    followers: 'Followers',
    totalPosts: 'Total Posts',
    website: 'Website',
  },
  posts: {
    title: 'User Posts',
  },
  errors: {
    failed: 'An error occurred: {{message}}',
  },
};

const de: typeof en = {
  title: 'Truth Social',
  form: {
    label: 'Benutzername',
    placeholder: 'Benutzernamen eingeben',
    submit: 'Benutzerinfo abrufen',
  },
  loading: 'Der Truth-Social-Benutzer wird abgefragt …',
  loadingPosts: 'Die Beiträge werden geladen …',
  user: {
    label: 'Benutzer',
    headerAlt: 'Titelbild von {{name}}',
    avatarAlt: 'Profilbild von {{name}}',
    accountCreated: 'Konto erstellt',
    followers: 'Follower',
    totalPosts: 'Beiträge insgesamt',
    website: 'Website',
  },
  posts: {
    title: 'Beiträge',
  },
  errors: {
    failed: 'Ein Fehler ist aufgetreten: {{message}}',
  },
};

export const truthSocialI18n = { de, en };
