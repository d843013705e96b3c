/**
 * The `instagram` namespace: the Instagram user information screen (spec 001 §2, §8). The spec's
 * strings are English: verbatim in `en`, translated in `de`.
 */
const en = {
  title: 'Instagram User information',
  form: {
    label: 'Instagram user lookup',
    username: 'Username',
    placeholder: 'Instagram username',
    submit: 'Fetch Info',
  },
  profile: {
    id: 'ID',
    followers: 'Followers',
    following: 'Following',
    bio: 'Bio',
    location: 'Location',
    createdAt: 'Account Created At',
    avatarAlt: 'Profile picture of {{name}}',
  },
  latestPosts: 'Latest Posts',
  postAlt: 'Post {{n}} by {{username}}',
  postsLoading: 'Loading the latest posts …',
  postsFailed: 'The latest posts could not be loaded.',
  noData: 'No data to display.',
  profileError: 'An error occurred. Please try again later.',
  notFound: 'Instagram user not found.',
  community: {
    title: 'Fetch Community Data by CID',
    label: 'Instagram community lookup',
    field: 'Community ID or URL',
    placeholder: 'CID',
    submit: 'Fetch Community Info',
    result: 'Community Data',
    error: 'An error occurred while fetching community info.',
  },
};

const de: typeof en = {
  title: 'Instagram-Benutzerinformationen',
  form: {
    label: 'Instagram-Benutzer abfragen',
    username: 'Benutzername',
    placeholder: 'Instagram-Benutzername',
    submit: 'Infos abrufen',
  },
  profile: {
    id: 'ID',
    followers: 'Follower',
    following: 'Gefolgt',
    bio: 'Bio',
    location: 'Ort',
    createdAt: 'Konto erstellt am',
    avatarAlt: 'Profilbild von {{name}}',
  },
  latestPosts: 'Neueste Beiträge',
  postAlt: 'Beitrag {{n}} von {{username}}',
  postsLoading: 'Die neuesten Beiträge werden geladen …',
  postsFailed: 'Die neuesten Beiträge konnten nicht geladen werden.',
  noData: 'Keine Daten vorhanden.',
  profileError: 'Ein Fehler ist aufgetreten. Bitte versuche es später erneut.',
  notFound: 'Instagram-Benutzer nicht gefunden.',
  community: {
    title: 'Community-Daten per CID abrufen',
    label: 'Instagram-Community abfragen',
    field: 'Community-ID oder URL',
    placeholder: 'CID',
    submit: 'Community-Infos abrufen',
    result: 'Community-Daten',
    error: 'Beim Abrufen der Community-Infos ist ein Fehler aufgetreten.',
  },
};

export const instagramI18n = { de, en };
