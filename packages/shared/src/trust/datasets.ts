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
import { unknownReportedFacts, type ProfileFacts } from '../profile-facts';
import { seededRandom, shuffled } from './learn/random';
import { profileTraits, type ProfileTraits } from './traits';

export const datasetNames = ['kaggle', 'instafake', 'cresci'] as const;
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
} as const satisfies Record<DatasetName, readonly [string, string]>;

/** Every labelled set, read through `read` (a path relative to `../shared/data/` → its text). */
export function loadLabelledSets(read: (path: string) => string): LabelledProfile[] {
  const [kTrain, kTest] = datasetFiles.kaggle;
  const [iFake, iReal] = datasetFiles.instafake;
  const [cHumans, cFakes] = datasetFiles.cresci;
  return [
    ...loadKaggle(read(kTrain), read(kTest)),
    ...loadInstaFake(read(iFake), read(iReal)),
    ...loadCresci(read(cHumans), read(cFakes)),
  ];
}
