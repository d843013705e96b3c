/**
 * The `tiktok` namespace: the TikTok screen (spec 001 §2, §5, §8). The spec's strings are
 * English, so they are verbatim in `en` and translated in `de`.
 */
const en = {
  title: 'TikTok',
  form: {
    label: 'TikTok Username',
    placeholder: 'TikTok Username',
    submit: 'Get User Info',
  },
  loading: 'Looking up the TikTok profile …',
  loadingPosts: 'Loading the posts …',
  profile: {
    label: 'Profile',
    avatarAlt: 'Profile picture of {{name}}',
    location: 'Location',
    unknown: 'Unknown',
    locationWrong: 'Location Probability of Being Wrong',
  },
  posts: {
    title: 'User Posts',
    coverAlt: 'Cover of the video',
    /** 'N Plays | N Likes' (spec 001 §2), each count with its plural form. */
    plays_one: '{{formatted}} Play',
    plays_other: '{{formatted}} Plays',
    likes_one: '{{formatted}} Like',
    likes_other: '{{formatted}} Likes',
  },
  errors: {
    postsFailed: 'The posts could not be loaded.',
    failed: 'An error occurred while fetching TikTok profile: {{message}}',
  },
};

const de: typeof en = {
  title: 'TikTok',
  form: {
    label: 'TikTok-Benutzername',
    placeholder: 'TikTok-Benutzername',
    submit: 'Benutzerinfo abrufen',
  },
  loading: 'Das TikTok-Profil wird abgefragt …',
  loadingPosts: 'Die Beiträge werden geladen …',
  profile: {
    label: 'Profil',
    avatarAlt: 'Profilbild von {{name}}',
    location: 'Standort',
    unknown: 'Unbekannt',
    locationWrong: 'Wahrscheinlichkeit, dass der Standort falsch ist',
  },
  posts: {
    title: 'Beiträge',
    coverAlt: 'Titelbild des Videos',
    plays_one: '{{formatted}} Wiedergabe',
    plays_other: '{{formatted}} Wiedergaben',
    likes_one: '{{formatted}} Like',
    likes_other: '{{formatted}} Likes',
  },
  errors: {
    postsFailed: 'Die Beiträge konnten nicht geladen werden.',
    failed: 'Beim Abrufen des TikTok-Profils ist ein Fehler aufgetreten: {{message}}',
  },
};

export const tiktokI18n = { de, en };
