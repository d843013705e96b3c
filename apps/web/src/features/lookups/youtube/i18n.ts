/**
 * The `youtube` namespace: the Youtube screen (spec 001 §2, §4, §8). The spec's strings are
 * English, so they are verbatim in `en` and translated in `de`.
 */
const en = {
  title: 'Youtube',
  form: {
    label: 'Channel ID',
    placeholder: 'Enter channel ID',
    submit: 'Search',
  },
  loading: 'Loading the channel …',
  loadingSuggestions: 'Loading the suggestions …',
  channel: {
    label: 'Channel details',
    description: 'Description:',
    subscribers: 'Subscribers:',
    links: 'Links:',
    banner: 'Banner:',
    bannerAlt: 'Banner of {{title}}',
  },
  pictures: {
    notice:
      "The channel's picture and banner are on YouTube's servers. They load only when you ask: your browser then contacts YouTube (Google), which learns that you look at this channel.",
    show: 'Show the pictures from YouTube',
  },
  suggestions: {
    title: 'Suggestions',
    loadMore: 'Load more',
    views_one: '{{formatted}} view',
    views_other: '{{formatted}} views',
    thumbnailAlt: 'Thumbnail of {{title}}',
  },
  errors: {
    failed: 'Something went wrong: {{message}}',
    noSuggestions: 'No suggestions found or invalid response.',
    suggestionsFailed: 'An error occurred while fetching suggestions.',
  },
};

const de: typeof en = {
  title: 'Youtube',
  form: {
    label: 'Kanal-ID',
    placeholder: 'Kanal-ID eingeben',
    submit: 'Suchen',
  },
  loading: 'Der Kanal wird geladen …',
  loadingSuggestions: 'Die Vorschläge werden geladen …',
  channel: {
    label: 'Kanaldetails',
    description: 'Beschreibung:',
    subscribers: 'Abonnenten:',
    links: 'Links:',
    banner: 'Banner:',
    bannerAlt: 'Banner von {{title}}',
  },
  pictures: {
    notice:
      'Kanalbild und Banner liegen auf den Servern von YouTube. Sie werden erst geladen, wenn du sie anforderst: Dein Browser verbindet sich dann mit YouTube (Google), das so erfährt, dass du dir diesen Kanal ansiehst.',
    show: 'Bilder von YouTube anzeigen',
  },
  suggestions: {
    title: 'Vorschläge',
    loadMore: 'Mehr laden',
    views_one: '{{formatted}} Aufruf',
    views_other: '{{formatted}} Aufrufe',
    thumbnailAlt: 'Vorschaubild von {{title}}',
  },
  errors: {
    failed: 'Etwas ist schiefgelaufen: {{message}}',
    noSuggestions: 'Keine Vorschläge gefunden oder ungültige Antwort.',
    suggestionsFailed: 'Beim Abrufen der Vorschläge ist ein Fehler aufgetreten.',
  },
};

export const youtubeI18n = { de, en };
