/**
 * Loaders for the labelled sets in `../shared/data/` (each folder's README is the authority on
 * columns, splits and reference dates). They take the files' text, so they stay pure; the
 * training script and the tests read the files.
 *
 * The two Instagram sets ship no usernames, names or bios, only statistics of them (digit
 * share, length, word count …). Those statistics are given as `traits`, which override what
 * would be derived from `facts`; the `username` in their `facts` is only a row id that no
 * feature reads, and every statistic a set does not give stays unknown (null).
 */
import {
  unknownActivityStats,
  unknownReportedFacts,
  type ActivityStats,
  type ProfileFacts,
} from '../profile-facts';
import { seededRandom, shuffled } from './learn/random';
import { profileTraits, type ProfileTraits } from './traits';

export const datasetNames = ['kaggle', 'instafake', 'cresci', 'purba', 'srf', 'colombia'] as const;
export type DatasetName = (typeof datasetNames)[number];

export type LabelledProfile = {
  id: string;
  dataset: DatasetName;
  split: 'train' | 'test';
  /** 1 = fake, spammer or bought follower; 0 = genuine. */
  label: 0 | 1;
  facts: ProfileFacts;
  /** Statistics the set gives directly (see the module comment). */
  traits?: Partial<ProfileTraits>;
  /** How many recent posts the activity statistics were computed over (Colombia: 5–40). */
  sample?: number;
};

/** The seed and train share every README's stratified split uses. */
export const SPLIT_SEED = 42;
export const TRAIN_SHARE = 0.7;
/**
 * cresci-2015 has no crawl date: its README measures account age from 2013-05-01, the day after
 * the newest `created_at` in the files.
 */
export const CRESCI_REFERENCE_DATE = '2013-05-01T00:00:00.000Z';
/**
 * The Instagram sets have no creation dates, so their observation time never enters a feature;
 * it is set to the day their files were last changed (an upper bound of the crawl).
 */
const KAGGLE_OBSERVED = '2020-05-27T00:00:00.000Z';
const INSTAFAKE_OBSERVED = '2019-09-12T00:00:00.000Z';

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Rows as objects keyed by the header line. */
function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows
    .filter((r) => r.length > 1 || (r[0] ?? '') !== '')
    .map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

function num(value: string | undefined, what: string): number {
  const n = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isFinite(n)) {
    throw new Error(`${what}: not a number: ${JSON.stringify(value)}`);
  }
  return n;
}

const count = (value: string | undefined, what: string) =>
  Math.max(0, Math.round(num(value, what)));

function blankFacts(
  platform: ProfileFacts['platform'],
  username: string,
  observedAt: string,
): ProfileFacts {
  return {
    platform,
    username,
    ...unknownReportedFacts,
    observedAt,
    activity: null,
  };
}

/** Username statistics none of the Instagram sets can give (they hold no usernames or names). */
const NO_TEXT: Partial<ProfileTraits> = {
  usernameEntropy: null,
  nameSimilarity: null,
};

/** Kaggle "Instagram fake spammer genuine accounts": its own train.csv / test.csv split. */
export function loadKaggle(trainCsv: string, testCsv: string): LabelledProfile[] {
  const out: LabelledProfile[] = [];
  for (const [split, text] of [
    ['train', trainCsv],
    ['test', testCsv],
  ] as const) {
    csvRecords(text).forEach((r, i) => {
      const id = `kaggle-${split}-${i + 1}`;
      const facts = blankFacts('instagram', id, KAGGLE_OBSERVED);
      facts.followers = count(r['#followers'], id);
      facts.following = count(r['#follows'], id);
      facts.posts = count(r['#posts'], id);
      facts.hasProfilePicture = num(r['profile pic'], id) === 1;
      facts.private = num(r['private'], id) === 1;
      out.push({
        id,
        dataset: 'kaggle',
        split,
        label: num(r['fake'], id) === 1 ? 1 : 0,
        facts,
        traits: {
          ...NO_TEXT,
          usernameLength: null,
          usernameDigits: null,
          usernameDigitShare: num(r['nums/length username'], id),
          nameWords: count(r['fullname words'], id),
          nameDigitShare: num(r['nums/length fullname'], id),
          nameMatchesUsername: num(r['name==username'], id) === 1,
          bioLength: count(r['description length'], id),
          hasLink: num(r['external URL'], id) === 1,
        },
      });
    });
  }
  return out;
}

/**
 * Stratified split as the READMEs describe it: each class (in file order) is shuffled
 * separately with one generator seeded `seed`, and the first round(70 %) of each goes to train.
 */
export function stratifiedSplit<T>(
  items: readonly T[],
  labelOf: (item: T) => 0 | 1,
  seed = SPLIT_SEED,
): Map<T, 'train' | 'test'> {
  const random = seededRandom(seed);
  const split = new Map<T, 'train' | 'test'>();
  for (const label of [0, 1] as const) {
    const members = shuffled(
      items.filter((item) => labelOf(item) === label),
      random,
    );
    const cut = Math.round(members.length * TRAIN_SHARE);
    members.forEach((item, i) => split.set(item, i < cut ? 'train' : 'test'));
  }
  return split;
}

type InstaFakeRecord = {
  userFollowerCount: number;
  userFollowingCount: number;
  userBiographyLength: number;
  userMediaCount: number;
  userHasProfilPic: number;
  userIsPrivate: number;
  usernameDigitCount: number;
  usernameLength: number;
  isFake: number;
};

/**
 * InstaFake fake-v1.0 (CC BY-NC 4.0, non-commercial): for evaluation only, never for training
 * what the product ships. No official split; the README's stratified 70/30 with seed 42.
 */
export function loadInstaFake(fakeJson: string, realJson: string): LabelledProfile[] {
  const records = [
    ...(JSON.parse(fakeJson) as InstaFakeRecord[]),
    ...(JSON.parse(realJson) as InstaFakeRecord[]),
  ];
  const items = records.map((r, i): LabelledProfile => {
    const id = `instafake-${i + 1}`;
    const facts = blankFacts('instagram', id, INSTAFAKE_OBSERVED);
    facts.followers = count(String(r.userFollowerCount), id);
    facts.following = count(String(r.userFollowingCount), id);
    facts.posts = count(String(r.userMediaCount), id);
    facts.hasProfilePicture = r.userHasProfilPic === 1;
    facts.private = r.userIsPrivate === 1;
    const length = count(String(r.usernameLength), id);
    const digits = count(String(r.usernameDigitCount), id);
    return {
      id,
      dataset: 'instafake',
      split: 'train',
      label: r.isFake === 1 ? 1 : 0,
      facts,
      traits: {
        ...NO_TEXT,
        usernameLength: length,
        usernameDigits: digits,
        usernameDigitShare: length > 0 ? digits / length : null,
        // The set has no display names at all: unknown, not "no name".
        nameWords: null,
        nameDigitShare: null,
        nameMatchesUsername: null,
        bioLength: count(String(r.userBiographyLength), id),
      },
    };
  });
  const split = stratifiedSplit(items, (p) => p.label);
  return items.map((p) => ({ ...p, split: split.get(p)! }));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Twitter's `Fri Apr 06 10:58:22 +0000 2007` as ISO, or null when it is not in that form. */
export function parseTwitterDate(value: string): string | null {
  const m = /^\w{3} (\w{3}) (\d{2}) (\d{2}):(\d{2}):(\d{2}) \+0000 (\d{4})$/.exec(value.trim());
  if (!m) return null;
  const month = MONTHS.indexOf(m[1]!);
  if (month < 0) return null;
  const ms = Date.UTC(Number(m[6]), month, Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5]));
  return new Date(ms).toISOString();
}

/** An empty cell or the literal NULL: the two groups code "nothing" differently (README). */
const blank = (v: string | undefined) => v === undefined || v === '' || v === 'NULL';

function cresciProfile(r: Record<string, string>, label: 0 | 1, i: number): LabelledProfile {
  const id = `cresci-${label === 1 ? 'int' : 'e13'}-${i + 1}`;
  const facts = blankFacts('twitter', r['screen_name'] || id, CRESCI_REFERENCE_DATE);
  facts.displayName = blank(r['name']) ? '' : r['name']!;
  facts.bio = blank(r['description']) ? '' : r['description']!;
  // Twitter reports "no link" as an empty url: the account has none (known), not unknown.
  facts.externalUrl = blank(r['url']) ? '' : r['url']!;
  facts.followers = count(r['followers_count'], id);
  facts.following = count(r['friends_count'], id);
  facts.posts = count(r['statuses_count'], id);
  facts.likesGiven = count(r['favourites_count'], id);
  facts.listed = count(r['listed_count'], id);
  facts.hasProfilePicture = r['default_profile_image'] !== '1';
  facts.defaultProfile = r['default_profile'] === '1';
  // `protected` and `verified` are empty in every row: unknown, not false.
  facts.private = null;
  facts.verified = null;
  facts.createdAt = parseTwitterDate(r['created_at'] ?? '');
  return { id, dataset: 'cresci', split: 'train', label, facts };
}

/**
 * cresci-2015 E13 (humans) + INT (bought fake followers). Only profile fields the product also
 * gets are read; the locale and appearance columns the README calls collection artefacts are
 * not. Stratified 70/30 split with seed 42.
 */
export function loadCresci(humansCsv: string, fakesCsv: string): LabelledProfile[] {
  const items = [
    ...csvRecords(humansCsv).map((r, i) => cresciProfile(r, 0, i)),
    ...csvRecords(fakesCsv).map((r, i) => cresciProfile(r, 1, i)),
  ];
  const split = stratifiedSplit(items, (p) => p.label);
  return items.map((p) => ({ ...p, split: split.get(p)! }));
}

/** The Purba paper was submitted in 2019; no feature reads the date (no creation dates). */
const PURBA_OBSERVED = '2019-06-01T00:00:00.000Z';
/**
 * Purba does not say over how many recent posts its statistics were computed; an Instagram
 * profile page shows 12. The sample size is not a feature.
 */
const PURBA_SAMPLE = 12;

/**
 * Purba et al. 2020 (Instagram, authentic vs three kinds of bought fakes): six profile fields
 * and eleven statistics of recent posts. An account without posts has no statistics (null), as a
 * lookup that finds no posts has none. Engagement rates (likes or comments per post ÷ followers ×
 * 100) become counts per post with the set's own (rounded) follower count, which the features
 * divide again. `pi` (mean hours between posts) is 0 for accounts with fewer than two posts:
 * no rate then. Stratified 70/30 split with seed 42.
 */
export function loadPurba(csv: string): LabelledProfile[] {
  const items = csvRecords(csv).map((r): LabelledProfile => {
    const id = `purba-${r['src_row']}`;
    const facts = blankFacts('instagram', id, PURBA_OBSERVED);
    facts.posts = count(r['pos'], id);
    facts.followers = count(r['flw'], id);
    facts.following = count(r['flg'], id);
    facts.hasProfilePicture = num(r['pic'], id) === 1;
    if (facts.posts > 0) {
      const a = unknownActivityStats(Math.min(PURBA_SAMPLE, facts.posts));
      const followers = facts.followers;
      const interval = num(r['pi'], id);
      const captionLength = num(r['cl'], id);
      a.postsPerDay = interval > 0 ? 24 / interval : null;
      // −1 in a few rows, undocumented: unknown.
      a.captionLength = captionLength >= 0 ? captionLength : null;
      a.emptyCaptionShare = num(r['cz'], id);
      a.nonImageShare = num(r['ni'], id);
      a.likesPerPost = (num(r['erl'], id) / 100) * followers;
      a.commentsPerPost = (num(r['erc'], id) / 100) * followers;
      a.locationShare = num(r['lt'], id);
      a.hashtagsPerPost = num(r['hc'], id);
      a.promoKeywordsPerPost = num(r['pr'], id);
      a.followKeywordsPerPost = num(r['fo'], id);
      a.captionSimilarity = Math.min(1, Math.max(0, num(r['cs'], id)));
      facts.activity = a;
    }
    return {
      id,
      dataset: 'purba',
      split: 'train',
      label: r['class'] === 'r' ? 0 : 1,
      facts,
      traits: {
        ...NO_TEXT,
        usernameLength: null,
        usernameDigits: null,
        usernameDigitShare: null,
        nameWords: null,
        nameDigitShare: null,
        nameMatchesUsername: null,
        bioLength: count(r['bl'], id),
        // The set says whether there is a link, not which: a trait, not a made-up URL.
        hasLink: num(r['lin'], id) === 1,
      },
    };
  });
  const split = stratifiedSplit(items, (p) => p.label);
  return items.map((p) => ({ ...p, split: split.get(p)! }));
}

/** SRF Data's 2017 sample: follower lists of August 2017, private profiles scraped to mid-September. */
const SRF_OBSERVED = '2017-09-01T00:00:00.000Z';

/**
 * SRF Data 2017 (Instagram followers hand-labelled at a realistic 10 % fake rate; CC BY-SA 4.0):
 * username, counts, picture and private. Stratified 70/30 split with seed 42.
 */
export function loadSrf(csv: string): LabelledProfile[] {
  const items = csvRecords(csv).map((r): LabelledProfile => {
    const username = r['Username'] ?? '';
    const id = `srf-${username}`;
    const facts = blankFacts('instagram', username || id, SRF_OBSERVED);
    facts.posts = count(r['Number.of.posts'], id);
    facts.following = count(r['Number.of.people.they.follow'], id);
    facts.followers = count(r['Number.of.followers'], id);
    facts.hasProfilePicture = r['has_profile_picture'] === 'TRUE';
    facts.private = r['Private.account'] === 'TRUE';
    return { id, dataset: 'srf', split: 'train', label: r['rating'] === 'TRUE' ? 1 : 0, facts };
  });
  const split = stratifiedSplit(items, (p) => p.label);
  return items.map((p) => ({ ...p, split: split.get(p)! }));
}

/** Colombia 2014: approximate crawl date (the run-off); only placing `createdAt` depends on it. */
const COLOMBIA_OBSERVED = '2014-06-15T00:00:00.000Z';
const DAY_MS = 86_400_000;
/** The sample size a live X lookup reads (20 tweets), preferred where the set has it. */
export const COLOMBIA_SAMPLE = 20;

/** One Colombia activity row as activity statistics (README's mapping). */
function colombiaActivity(r: Record<string, string>, id: string): ActivityStats {
  const k = count(r['sample_size'], id);
  const a = unknownActivityStats(k);
  const delay = num(r['mean_intertweet_delay_h'], id);
  // k tweets over (k − 1) mean gaps: the same (n − 1) / span rate a lookup computes.
  a.postsPerDay = delay > 0 ? 24 / delay : null;
  a.repostShare = num(r['retweet_rate'], id);
  a.replyShare = num(r['reply_rate'], id);
  // URLs per tweet, capped: the nearest to the share of tweets with a link.
  a.linkShare = Math.min(1, num(r['url_ratio'], id));
  a.hashtagsPerPost = num(r['hashtag_ratio'], id);
  a.captionSimilarity = Math.min(1, Math.max(0, num(r['content_similarity'], id)));
  a.automatedShare = num(r['automated_source_tweets'], id) / k;
  return a;
}

/**
 * Cerón-Guzmán & León's Colombia 2014 spammers (Twitter, CC BY 4.0): the profile from
 * `users.csv`, and the activity of the account's 20 latest tweets where it has them (else of the
 * largest smaller sample it has; none for accounts with fewer than 5). `verified` is never read:
 * the README shows it is an artefact (no spammer is verified). Stratified 70/30 split over
 * accounts with seed 42.
 */
export function loadColombia(usersCsv: string, activityCsv: string): LabelledProfile[] {
  const samples = new Map<string, Record<string, string>[]>();
  for (const r of csvRecords(activityCsv)) {
    const list = samples.get(r['uid']!) ?? [];
    list.push(r);
    samples.set(r['uid']!, list);
  }
  const items = csvRecords(usersCsv).map((r): LabelledProfile => {
    const id = `colombia-${r['uid']}`;
    const facts = blankFacts('twitter', id, COLOMBIA_OBSERVED);
    const age = count(r['account_age_days'], id);
    facts.createdAt = new Date(Date.parse(COLOMBIA_OBSERVED) - age * DAY_MS).toISOString();
    facts.followers = count(r['followers'], id);
    facts.following = count(r['following'], id);
    facts.posts = count(r['statuses_count'], id);
    facts.defaultProfile = num(r['default_profile'], id) === 1;
    facts.hasProfilePicture = num(r['default_profile_image'], id) !== 1;
    const rows = (samples.get(r['uid']!) ?? [])
      .map((a) => ({ a, k: count(a['sample_size'], id) }))
      .filter(({ k }) => k <= COLOMBIA_SAMPLE)
      .sort((x, y) => y.k - x.k);
    const chosen = rows[0];
    if (chosen) facts.activity = colombiaActivity(chosen.a, id);
    return {
      id,
      dataset: 'colombia',
      split: 'train',
      label: num(r['label'], id) === 1 ? 1 : 0,
      facts,
      ...(chosen ? { sample: chosen.k } : {}),
      traits: {
        hasLink: num(r['has_url'], id) === 1,
        usernameLength: null,
        usernameDigits: null,
        usernameDigitShare: null,
        usernameEntropy: null,
        nameWords: null,
        nameDigitShare: null,
        nameMatchesUsername: null,
        nameSimilarity: null,
      },
    };
  });
  const split = stratifiedSplit(items, (p) => p.label);
  return items.map((p) => ({ ...p, split: split.get(p)! }));
}

/** A labelled profile's traits: derived from its facts, overridden by what the set gives. */
export function labelledTraits(p: Pick<LabelledProfile, 'facts' | 'traits'>): ProfileTraits {
  return p.traits ? { ...profileTraits(p.facts), ...p.traits } : profileTraits(p.facts);
}

/** The files of every set, relative to `../shared/data/`. */
export const datasetFiles = {
  kaggle: ['instagram-fake-spammer-genuine/train.csv', 'instagram-fake-spammer-genuine/test.csv'],
  instafake: ['instafake/fakeAccountData.json', 'instafake/realAccountData.json'],
  cresci: [
    'twitter-cresci-2015-e13-int/E13_users.csv',
    'twitter-cresci-2015-e13-int/INT_users.csv',
  ],
  purba: ['instagram-purba-fake-authentic-4class/user_fake_authentic_4class.csv'],
  srf: ['instagram-srf-2017-followers/labelled_1000_inclprivate.csv'],
  colombia: [
    'twitter-colombia-2014-spammers/users.csv',
    'twitter-colombia-2014-spammers/activity.csv',
  ],
} as const satisfies Record<DatasetName, readonly string[]>;

/** Every labelled set, read through `read` (a path relative to `../shared/data/` → its text). */
export function loadLabelledSets(read: (path: string) => string): LabelledProfile[] {
  const [kTrain, kTest] = datasetFiles.kaggle;
  const [iFake, iReal] = datasetFiles.instafake;
  const [cHumans, cFakes] = datasetFiles.cresci;
  const [purba] = datasetFiles.purba;
  const [srf] = datasetFiles.srf;
  const [users, activity] = datasetFiles.colombia;
  return [
    ...loadKaggle(read(kTrain), read(kTest)),
    ...loadInstaFake(read(iFake), read(iReal)),
    ...loadCresci(read(cHumans), read(cFakes)),
    ...loadPurba(read(purba)),
    ...loadSrf(read(srf)),
    ...loadColombia(read(users), read(activity)),
  ];
}
