import { estimateConfidence } from '../../i18n/estimate-confidence';

/**
 * The `followers` namespace: the follower analyzer (spec 002 "Follower analyzer", §8; issue 10
 * §4). The spec's strings are German, verbatim in `de` and translated in `en`.
 */
const de = {
  title: 'Follower-Analyse',
  intro:
    'Berechne den Trust Score eines Kontos und prüfe eine Stichprobe seiner Follower auf Fakes. Vigil fragt nie nach dem Passwort eines fremden Kontos: Die Followerlisten kommen von den Datenanbietern.',
  form: {
    label: 'Konto analysieren',
    username: 'Benutzername (Handle)',
    usernameRequired: 'Bitte gib einen Benutzernamen ein.',
    profileName: 'Profilname',
    profileNameHint: 'Optional: benennt die Analyse in den Ergebnissen.',
    platform: 'Plattform',
    sampleSize: 'Stichprobengröße',
    sampleSizeHint: '{{min}} bis {{max}} zufällig gewählte Follower',
    analyze: 'Follower analysieren',
    trust: 'Trust Score berechnen',
    load: 'Ergebnisse laden',
  },
  platforms: { instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube', telegram: 'Telegram' },
  noFollowerList: {
    tiktok:
      'Die Followerliste von TikTok enthält nur Namen und Followerzahlen, zu wenig für eine Bewertung: Für TikTok gibt es nur den Trust Score des Profils.',
    youtube:
      'YouTube gibt die Abonnenten eines Kanals nicht heraus: Für YouTube gibt es nur den Trust Score des Profils.',
    telegram:
      'Telegram gibt die Mitglieder eines Kontos nicht heraus: Für Telegram gibt es nur den Trust Score des Profils.',
  },
  jobId: 'Analyse-Job: {{id}}',
  progress: {
    label: 'Fortschritt der Analyse',
    queued: 'Die Analyse wartet auf einen freien Platz …',
    sampled: '{{done}} von {{total}} Followern der Stichprobe geprüft',
    cancel: 'Analyse abbrechen',
    cancelled: 'Die Analyse wurde abgebrochen.',
    failed: 'Die Analyse ist fehlgeschlagen.',
  },
  result: {
    title: 'Ergebnis für {{name}}',
    chart: 'Echte und gefälschte Follower von {{name}}',
    real: 'Echt',
    fake: 'Fake',
    accounts: 'Follower',
    summary: 'Geschätzt {{fake}} von {{total}} Followern sind Fake ({{share}}).',
    interval:
      'Mit 95 % Sicherheit liegt der Fake-Anteil zwischen {{low}} und {{high}}, geschätzt aus einer Zufallsstichprobe von {{n}} Followern.',
    insufficient_one:
      'Über {{count}} Follower der Stichprobe war zu wenig bekannt; er zählt mit seinem Score.',
    insufficient_other:
      'Über {{count}} Follower der Stichprobe war zu wenig bekannt; sie zählen mit ihrem Score.',
  },
  trust: {
    title: 'Trust Score',
    score: 'Trust Score: {{score}} von 100',
    possiblyFake: 'Möglicherweise Fake',
    possiblyFakeHint: 'Das Trust-Modell hält dieses Konto eher für gefälscht oder automatisiert.',
    reasons: 'Gründe',
    effect: { raises: 'spricht für Fake', lowers: 'spricht dagegen' },
    image: 'Profilbild von {{username}}',
    dataAsOf: 'Datenstand: {{time}}',
    confidence: estimateConfidence.de,
  },
  batch: {
    title: 'Batch-Analyse (CSV)',
    help: 'Eine Zeile pro Profil: Plattform, Komma, Benutzername (z. B. instagram,demo). Leere Zeilen werden übersprungen; höchstens 1.000 Zeilen.',
    file: 'CSV-Datei',
    filePlaceholder: 'Datei wählen',
    start: 'Batch starten',
    download: 'Ergebnisse als CSV herunterladen',
    progressLabel: 'Fortschritt der Batch-Analyse',
    progress: '{{done}} von {{total}} Zeilen analysiert',
    badLines: 'Die Datei enthält fehlerhafte Zeilen, es wurde nichts gestartet:',
    lineError: {
      unknownPlatform:
        'Zeile {{line}}: unbekannte Plattform (erlaubt: instagram, tiktok, youtube, telegram).',
      emptyUsername: 'Zeile {{line}}: Der Benutzername fehlt oder ist zu lang.',
      badLine: 'Zeile {{line}}: Erwartet werden genau zwei Werte, Plattform und Benutzername.',
      tooManyLines: 'Zeile {{line}}: Die Datei hat mehr als 1.000 Zeilen.',
      notText: 'Die Datei ist keine Textdatei.',
      empty: 'Die Datei enthält keine Zeile.',
    },
    results: 'Ergebnisse der Batch-Analyse',
    columns: {
      line: 'Zeile',
      platform: 'Plattform',
      username: 'Benutzername',
      trust: 'Trust Score',
      fake: 'Fake',
      reasons: 'Gründe oder Fehler',
    },
    yes: 'ja',
    no: 'nein',
  },
  errors: {
    analysis: 'Fehler bei der Analyse',
    start: 'Fehler beim Starten der Analyse.',
    results: 'Fehler beim Laden der Ergebnisse.',
    batch: 'Fehler bei der Batch-Analyse',
  },
};

type Catalogue = typeof de;

const en: Catalogue = {
  title: 'Follower analysis',
  intro:
    "Compute an account's trust score and check a sample of its followers for fakes. Vigil never asks for the password of someone else's account: follower lists come from the data providers.",
  form: {
    label: 'Analyse an account',
    username: 'Username (handle)',
    usernameRequired: 'Please enter a username.',
    profileName: 'Profile name',
    profileNameHint: 'Optional: names the analysis in the results.',
    platform: 'Platform',
    sampleSize: 'Sample size',
    sampleSizeHint: '{{min}} to {{max}} followers drawn at random',
    analyze: 'Analyse followers',
    trust: 'Compute trust score',
    load: 'Load results',
  },
  platforms: { instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube', telegram: 'Telegram' },
  noFollowerList: {
    tiktok:
      "TikTok's follower list holds only names and follower counts, too little to judge: for TikTok only the profile's trust score is available.",
    youtube:
      "YouTube does not list a channel's subscribers: for YouTube only the profile's trust score is available.",
    telegram:
      "Telegram does not list an account's members: for Telegram only the profile's trust score is available.",
  },
  jobId: 'Analysis job: {{id}}',
  progress: {
    label: 'Progress of the analysis',
    queued: 'The analysis is waiting for a free slot …',
    sampled: '{{done}} of {{total}} sampled followers checked',
    cancel: 'Cancel analysis',
    cancelled: 'The analysis was cancelled.',
    failed: 'The analysis failed.',
  },
  result: {
    title: 'Result for {{name}}',
    chart: 'Real and fake followers of {{name}}',
    real: 'Real',
    fake: 'Fake',
    accounts: 'Followers',
    summary: 'An estimated {{fake}} of {{total}} followers are fake ({{share}}).',
    interval:
      'With 95 % confidence the fake share lies between {{low}} and {{high}}, estimated from a random sample of {{n}} followers.',
    insufficient_one:
      'Too little was known about {{count}} sampled follower; it counts with its score.',
    insufficient_other:
      'Too little was known about {{count}} sampled followers; they count with their scores.',
  },
  trust: {
    title: 'Trust score',
    score: 'Trust score: {{score}} of 100',
    possiblyFake: 'possibly fake',
    possiblyFakeHint: 'The trust model takes this account to be fake or automated rather than not.',
    reasons: 'Reasons',
    effect: { raises: 'points to fake', lowers: 'points against' },
    image: 'Profile picture of {{username}}',
    dataAsOf: 'Data as of {{time}}',
    confidence: estimateConfidence.en,
  },
  batch: {
    title: 'Batch analysis (CSV)',
    help: 'One profile a line: platform, comma, username (e.g. instagram,demo). Blank lines are skipped; at most 1,000 lines.',
    file: 'CSV file',
    filePlaceholder: 'Choose a file',
    start: 'Start batch',
    download: 'Download results as CSV',
    progressLabel: 'Progress of the batch analysis',
    progress: '{{done}} of {{total}} lines analysed',
    badLines: 'The file has bad lines; nothing was started:',
    lineError: {
      unknownPlatform:
        'Line {{line}}: unknown platform (allowed: instagram, tiktok, youtube, telegram).',
      emptyUsername: 'Line {{line}}: the username is missing or too long.',
      badLine: 'Line {{line}}: expected exactly two values, platform and username.',
      tooManyLines: 'Line {{line}}: the file has more than 1,000 lines.',
      notText: 'The file is not a text file.',
      empty: 'The file holds no line.',
    },
    results: 'Results of the batch analysis',
    columns: {
      line: 'Line',
      platform: 'Platform',
      username: 'Username',
      trust: 'Trust score',
      fake: 'Fake',
      reasons: 'Reasons or error',
    },
    yes: 'yes',
    no: 'no',
  },
  errors: {
    analysis: 'Analysis failed',
    start: 'The analysis could not be started.',
    results: 'The results could not be loaded.',
    batch: 'The batch analysis failed',
  },
};

export const followersI18n = { de, en };
