import { lookupMessages } from '@vigil/shared';
import { estimateConfidence } from '../../../i18n/estimate-confidence';

/**
 * The server's own English wording of a lookup's messages, widened to plain strings so that the
 * German catalogue (typed as the English one) can say them its own way.
 */
const serverWords = <K extends string>(texts: Record<K, string>): Record<K, string> => texts;
/** The validation texts alone (the not-found ones are under `errors`). */
const { notFound: _notFound, ...validationMessages } = lookupMessages;

/**
 * The `lookup` namespace: texts of the shared lookup kit (spec 001 §2, §5, §8). The spec's strings
 * are English, so they are verbatim in `en` and translated in `de`. Screen titles, labels and the
 * screens' own error sentences live in each screen's namespace.
 */
const en = {
  meta: {
    demo: 'Demo data',
    demoHint: 'Synthetic sample data: no provider is configured.',
    /** `time` is relative ('5 minutes ago'); the exact time is the element's title. */
    dataAsOf: 'Data as of {{time}}',
    cached: 'cached',
    cachedHint: 'Served from the lookup cache',
  },
  fake: {
    /** `percent` is locale-formatted ('50%'), so the sentence stays the spec's in English. */
    message:
      'Probability of {{username}} being a fake account: {{percent}}. Criteria used: {{criteria}}',
    none: 'none',
    criteria: {
      manyDigits: 'Username contains more than four numbers.',
      young: 'Account age is less than 1 year.',
      ageUnknown: 'Account age is not available.',
    },
    /** How far the trust model's score can be trusted. */
    confidence: estimateConfidence.en,
  },
  /** Counts in running text: plural forms of the language, the number in <b>. */
  counts: {
    followers_one: '<b>{{formatted}}</b> Follower',
    followers_other: '<b>{{formatted}}</b> Followers',
    following_one: '<b>{{formatted}}</b> Following',
    following_other: '<b>{{formatted}}</b> Following',
  },
  /** The facts rows of every account profile (useAccountFields). */
  account: {
    age: 'Account Age',
    ageYears_one: '{{formatted}} year',
    ageYears_other: '{{formatted}} years',
    ageDays_one: '{{formatted}} day',
    ageDays_other: '{{formatted}} days',
    registeredDate: 'Registered Date',
    fakeProbability: 'Fake Account Probability',
  },
  tagCloud: {
    title: 'Tag Cloud',
    empty: 'No tags to show.',
    count_one: '{{count}} time',
    count_other: '{{count}} times',
  },
  posts: {
    empty: 'No posts to show.',
    imageAlt: 'Post image',
  },
  avatar: {
    alt: 'Profile picture of {{name}}',
  },
  loading: 'Loading …',
  notAvailable: 'not available',
  newTab: '(opens in a new tab)',
  /**
   * Why a lookup failed, by the server's error code (never the server's English message), so
   * that the screens' '{message}' placeholders are in the reader's language. The English texts
   * are the server's own wording.
   */
  errors: {
    providerBusy: 'The {{provider}} data provider is busy. Please try again later.',
    providerUnavailable: 'The {{provider}} data provider is unavailable. Please try again later.',
    providerBadReply: 'The {{provider}} data provider sent a reply we could not read.',
    providerNotConfigured: 'No data source for {{provider}} is set up on this server.',
    rateLimited: 'Too many lookups. Please wait a minute and try again.',
    signedOut: 'Your session has ended. Please sign in again.',
    server: 'The server could not complete the lookup (HTTP {{status}}).',
    network: 'The server could not be reached. Please check your connection.',
    unreadable: 'The server sent a reply the app could not read.',
    /** PROVIDER_NOT_FOUND, by what was looked up (spec 001 §8 where it has a text). */
    notFound: serverWords(lookupMessages.notFound),
  },
  /** Messages of the shared request schemas (`lookupMessages`), by key. */
  validation: { ...serverWords(validationMessages), invalid: 'Invalid input.' },
};

const de: typeof en = {
  meta: {
    demo: 'Demodaten',
    demoHint: 'Synthetische Beispieldaten: Es ist kein Anbieter eingerichtet.',
    dataAsOf: 'Datenstand {{time}}',
    cached: 'zwischengespeichert',
    cachedHint: 'Aus dem Zwischenspeicher der Abfragen',
  },
  fake: {
    message:
      'Wahrscheinlichkeit, dass {{username}} ein Fake-Konto ist: {{percent}}. Verwendete Kriterien: {{criteria}}',
    none: 'keine',
    criteria: {
      manyDigits: 'Der Benutzername enthält mehr als vier Ziffern.',
      young: 'Das Konto ist jünger als 1 Jahr.',
      ageUnknown: 'Das Kontoalter ist nicht verfügbar.',
    },
    confidence: estimateConfidence.de,
  },
  counts: {
    followers_one: '<b>{{formatted}}</b> Follower',
    followers_other: '<b>{{formatted}}</b> Follower',
    following_one: '<b>{{formatted}}</b> gefolgt',
    following_other: '<b>{{formatted}}</b> gefolgt',
  },
  account: {
    age: 'Kontoalter',
    ageYears_one: '{{formatted}} Jahr',
    ageYears_other: '{{formatted}} Jahre',
    ageDays_one: '{{formatted}} Tag',
    ageDays_other: '{{formatted}} Tage',
    registeredDate: 'Registrierungsdatum',
    fakeProbability: 'Fake-Konto-Wahrscheinlichkeit',
  },
  tagCloud: {
    title: 'Tag-Cloud',
    empty: 'Keine Tags vorhanden.',
    count_one: '{{count}}-mal',
    count_other: '{{count}}-mal',
  },
  posts: {
    empty: 'Keine Beiträge vorhanden.',
    imageAlt: 'Bild des Beitrags',
  },
  avatar: {
    alt: 'Profilbild von {{name}}',
  },
  loading: 'Wird geladen …',
  notAvailable: 'nicht verfügbar',
  newTab: '(öffnet in einem neuen Tab)',
  errors: {
    providerBusy:
      'Der Datenanbieter für {{provider}} ist ausgelastet. Bitte versuche es später erneut.',
    providerUnavailable:
      'Der Datenanbieter für {{provider}} ist nicht erreichbar. Bitte versuche es später erneut.',
    providerBadReply:
      'Der Datenanbieter für {{provider}} hat eine Antwort geschickt, die wir nicht lesen können.',
    providerNotConfigured: 'Für {{provider}} ist auf diesem Server keine Datenquelle eingerichtet.',
    rateLimited: 'Zu viele Abfragen. Bitte warte eine Minute und versuche es dann erneut.',
    signedOut: 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
    server: 'Der Server konnte die Abfrage nicht ausführen (HTTP {{status}}).',
    network: 'Der Server ist nicht erreichbar. Bitte prüfe deine Verbindung.',
    unreadable: 'Der Server hat eine Antwort geschickt, die die App nicht lesen kann.',
    notFound: {
      instagram: 'Instagram-Benutzer nicht gefunden.',
      instagramCommunity: 'Community nicht gefunden.',
      facebook: 'In der Antwort der API wurden keine Facebook-Benutzerdaten gefunden.',
      linkedin: 'Keine Profile gefunden, die deinen Kriterien entsprechen.',
      snapchat: 'In der Antwort der API wurden keine Snapchat-Benutzerdaten gefunden.',
      telegram: 'Telegram-Konto nicht gefunden.',
      tiktok: 'In der Antwort der API wurden keine TikTok-Benutzerdaten gefunden.',
      truthsocial: 'Keine Benutzerinformationen gefunden.',
      twitter: 'In der Antwort der API wurden keine Twitter-Benutzerdaten gefunden.',
      youtube: 'Kanal nicht gefunden.',
    },
  },
  validation: {
    usernameRequired: 'Benutzername ist erforderlich!',
    usernameOrUrlRequired: 'Benutzername oder URL ist erforderlich!',
    nameRequired: 'Name ist erforderlich!',
    telegramHandleInvalid: 'Bitte gib einen gültigen Telegram-Namen ein.',
    channelIdRequired: 'Bitte gib eine Kanal-ID ein.',
    queryRequired: 'Bitte gib einen Suchbegriff ein.',
    communityRequired: 'Bitte gib eine Community-ID oder URL ein.',
    continuationRequired: 'Ein Fortsetzungstoken ist erforderlich.',
    idRequired: 'Eine Konto-ID ist erforderlich.',
    secUidRequired: 'Eine secUid ist erforderlich.',
    tooLong: 'Das ist zu lang.',
    invalid: 'Ungültige Eingabe.',
  },
};

export const lookupI18n = { de, en };
