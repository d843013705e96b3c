import { accountPlatformNames } from '@vigil/shared';

/**
 * The `watch` namespace: what every screen that shows a watched account shares: the "Watch"
 * menu (lookup results, the analysis table, the account detail, the watchlists), the 'Verlauf'
 * chart of an account's checks, and the sentences of growth flags and profile changes.
 */
const de = {
  platforms: accountPlatformNames,
  button: 'Beobachten',
  buttonLabel: '{{username}} beobachten: Beobachtungsliste wählen',
  menuLabel: 'Deine Beobachtungslisten',
  loading: 'Listen werden geladen …',
  loadFailed: 'Deine Listen konnten nicht geladen werden.',
  noLists: 'Du hast noch keine Beobachtungsliste.',
  newList: 'Neue Liste …',
  onList: 'steht schon darauf',
  added: '{{username}} steht jetzt auf „{{list}}“.',
  removed: '{{username}} wurde von „{{list}}“ entfernt.',
  failed: 'Das hat nicht geklappt: {{message}}',
  openList: 'Liste öffnen',
  create: {
    title: 'Neue Beobachtungsliste',
    intro:
      'Die Liste wird täglich geprüft; Intervall und Benachrichtigungen kannst du später unter „Beobachtungslisten“ ändern.',
    name: 'Name der Liste',
    defaultName: 'Beobachtungsliste',
    submit: 'Anlegen und hinzufügen',
    cancel: 'Abbrechen',
    nameMissing: 'Die Liste braucht einen Namen.',
    nameTooLong: 'Höchstens {{max}} Zeichen.',
  },
  history: {
    title: 'Verlauf',
    intro:
      'Jede Prüfung des Kontos auf deinen Beobachtungslisten: Follower, Folgt und Beiträge, der Trust Score auf eigener Achse; Profiländerungen und Wachstumsauffälligkeiten als nummerierte Markierungen.',
    range: 'Zeitraum',
    show: 'Im Diagramm',
    ranges: { '7d': '7 Tage', '30d': '30 Tage', '1y': '1 Jahr', all: 'Alles' },
    chart: 'Verlauf von {{username}}: Follower, Folgt, Beiträge und Trust Score',
    time: 'Zeitpunkt',
    counts: 'Anzahl',
    score: 'Trust Score (0–100)',
    series: {
      followers: 'Follower',
      following: 'Folgt',
      posts: 'Beiträge',
      trustScore: 'Trust Score',
    },
    points_one: '{{count}} Prüfung im Zeitraum',
    points_other: '{{count}} Prüfungen im Zeitraum',
    empty:
      'Noch keine Prüfung in diesem Zeitraum. Die erste läuft bald, nachdem das Konto hinzugefügt wurde.',
    notWatched:
      'Dieses Konto steht auf keiner deiner Beobachtungslisten. Beobachte es, um seinen Verlauf aufzuzeichnen.',
    loading: 'Verlauf wird geladen …',
    loadFailed: 'Der Verlauf konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    events: 'Ereignisse im Zeitraum',
    noEvents: 'Keine Profiländerung und keine Auffälligkeit im Zeitraum.',
    flags: 'Wachstumsauffälligkeiten',
  },
  flags: {
    spike: '+{{size}} Follower am {{date}}, das {{ratio}}-Fache des üblichen Tageszuwachses',
    loss: '{{size}} Follower am {{date}}, das {{ratio}}-Fache der üblichen Tagesänderung: ein Massenverlust',
    churn:
      '{{size}} Konten gefolgt und wieder entfolgt um den {{date}}, das {{ratio}}-Fache des Üblichen: ein Follow/Unfollow-Muster',
  },
  kinds: { spike: 'Sprung', loss: 'Verlust', churn: 'Follow/Unfollow' },
  changes: {
    name: 'Name',
    bio: 'Bio',
    link: 'Link',
    picture: 'Profilbild',
    sentence: 'Profil geändert: {{fields}}',
  },
};

const en: typeof de = {
  platforms: accountPlatformNames,
  button: 'Watch',
  buttonLabel: 'Watch {{username}}: choose a watchlist',
  menuLabel: 'Your watchlists',
  loading: 'Loading your lists …',
  loadFailed: 'Your lists could not be loaded.',
  noLists: 'You have no watchlist yet.',
  newList: 'New list …',
  onList: 'already on it',
  added: '{{username}} is now on “{{list}}”.',
  removed: '{{username}} was removed from “{{list}}”.',
  failed: 'That did not work: {{message}}',
  openList: 'Open the list',
  create: {
    title: 'New watchlist',
    intro:
      'The list is checked daily; change the interval and the alerts later under “Watchlists”.',
    name: 'List name',
    defaultName: 'Watchlist',
    submit: 'Create and add',
    cancel: 'Cancel',
    nameMissing: 'The list needs a name.',
    nameTooLong: 'At most {{max}} characters.',
  },
  history: {
    title: 'History',
    intro:
      'Every check of the account on your watchlists: followers, following and posts, the trust score on its own axis; profile changes and growth flags as numbered markers.',
    range: 'Range',
    show: 'In the chart',
    ranges: { '7d': '7 days', '30d': '30 days', '1y': '1 year', all: 'All' },
    chart: 'History of {{username}}: followers, following, posts and trust score',
    time: 'Time',
    counts: 'Count',
    score: 'Trust score (0–100)',
    series: {
      followers: 'Followers',
      following: 'Following',
      posts: 'Posts',
      trustScore: 'Trust score',
    },
    points_one: '{{count}} check in range',
    points_other: '{{count}} checks in range',
    empty: 'No check in this range yet. The first one runs soon after the account is added.',
    notWatched: 'This account is on none of your watchlists. Watch it to record its history.',
    loading: 'Loading the history …',
    loadFailed: 'The history could not be loaded.',
    retry: 'Try again',
    events: 'Events in range',
    noEvents: 'No profile change and no growth flag in range.',
    flags: 'Growth flags',
  },
  flags: {
    spike: '+{{size}} followers on {{date}}, {{ratio}}× its usual daily gain',
    loss: '{{size}} followers on {{date}}, {{ratio}}× its usual daily change: a mass loss',
    churn:
      '{{size}} accounts followed and unfollowed again around {{date}}, {{ratio}}× the usual: a follow/unfollow pattern',
  },
  kinds: { spike: 'Jump', loss: 'Loss', churn: 'Follow/unfollow' },
  changes: {
    name: 'name',
    bio: 'bio',
    link: 'link',
    picture: 'picture',
    sentence: 'Profile changed: {{fields}}',
  },
};

export const watchI18n = { de, en };
