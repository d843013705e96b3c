import type { ProfileTraits } from './traits';

/**
 * The facts a feature can depend on. Each gets a missing indicator column that is 1 when the
 * fact is unknown, so the model learns what "not reported" means instead of us inventing a value.
 */
export const factKeys = [
  'followers',
  'following',
  'posts',
  'likesGiven',
  'listed',
  'age',
  'usernameShape',
  'usernameDigitShare',
  'usernameText',
  'name',
  'nameText',
  'bio',
  'link',
  'picture',
  'defaultProfile',
  'private',
  'verified',
  'activity',
] as const;
export type FactKey = (typeof factKeys)[number];

/**
 * The groups the explanation speaks in: every column belongs to one, and a reason is one group's
 * summed contribution, told as one sentence about the facts behind it.
 */
export const factorGroups = [
  'follow',
  'posts',
  'likes',
  'listed',
  'age',
  'username',
  'name',
  'bio',
  'link',
  'picture',
  'defaultProfile',
  'private',
  'verified',
  'activity',
] as const;
export type FactorGroup = (typeof factorGroups)[number];

const FACT_GROUP: Record<FactKey, FactorGroup> = {
  followers: 'follow',
  following: 'follow',
  posts: 'posts',
  likesGiven: 'likes',
  listed: 'listed',
  age: 'age',
  usernameShape: 'username',
  usernameDigitShare: 'username',
  usernameText: 'username',
  name: 'name',
  nameText: 'name',
  bio: 'bio',
  link: 'link',
  picture: 'picture',
  defaultProfile: 'defaultProfile',
  private: 'private',
  verified: 'verified',
  activity: 'activity',
};

const FACT_KNOWN: Record<FactKey, (t: ProfileTraits) => boolean> = {
  followers: (t) => t.followers !== null,
  following: (t) => t.following !== null,
  posts: (t) => t.posts !== null,
  likesGiven: (t) => t.likesGiven !== null,
  listed: (t) => t.listed !== null,
  age: (t) => t.ageDays !== null,
  usernameShape: (t) => t.usernameLength !== null && t.usernameDigits !== null,
  usernameDigitShare: (t) => t.usernameDigitShare !== null,
  usernameText: (t) => t.usernameEntropy !== null,
  name: (t) => t.nameWords !== null,
  nameText: (t) => t.nameSimilarity !== null,
  bio: (t) => t.bioLength !== null,
  link: (t) => t.hasLink !== null,
  picture: (t) => t.hasPicture !== null,
  defaultProfile: (t) => t.defaultProfile !== null,
  private: (t) => t.private !== null,
  verified: (t) => t.verified !== null,
  activity: (t) => t.activity !== null,
};

/** Whether the trait behind a fact key is known for this profile. */
export const isFactKnown = (t: ProfileTraits, key: FactKey) => FACT_KNOWN[key](t);

type FeatureDef = {
  name: string;
  group: FactorGroup;
  /** Binary features are 0/1; the binned model keeps them as they are. */
  binary: boolean;
  /**
   * 'linear': the binned model fits a straight line instead of steps. Used where the only
   * training data has a collection artefact a step shape would learn (cresci's fake followers
   * were all bought in 2012–13, so their ages cluster at 4–16 months).
   */
  shape?: 'linear';
  /**
   * 'decreasing': the binned model merges neighbouring bins until a larger value never raises
   * the fake log-odds. For facts where a training set's quirk would otherwise say the opposite
   * of what holds in general (on Kaggle, 20–60 followers looked faker than 0–10): more
   * followers, absolute or per account followed, never make an account look faker.
   */
  monotone?: 'decreasing';
  /** The value, or null when a fact it needs is unknown. */
  value: (t: ProfileTraits) => number | null;
};

const ln1p = Math.log1p;
const flag = (b: boolean | null) => (b === null ? null : b ? 1 : 0);
/** A lifetime rate per day of account age; a day-old account counts as one day. */
const perDay = (n: number | null, days: number | null, scale: number) =>
  n === null || days === null ? null : ln1p((scale * n) / Math.max(days, 1));
const YEAR_DAYS = 365;
/** The spec's digit rule (001 §5): more than four digits in the username. */
const DIGIT_LIMIT = 4;

/**
 * Every model input. Counts enter as log(1 + n) because the evidence of 10 vs 100 followers is
 * like that of 1,000 vs 10,000; rates are per day of account age (listings per year, since
 * being listed is rare).
 */
export const featureDefs: readonly FeatureDef[] = [
  {
    name: 'logFollowers',
    group: 'follow',
    binary: false,
    monotone: 'decreasing',
    value: (t) => nlog(t.followers),
  },
  { name: 'logFollowing', group: 'follow', binary: false, value: (t) => nlog(t.following) },
  {
    name: 'followRatio',
    group: 'follow',
    binary: false,
    monotone: 'decreasing',
    value: (t) =>
      t.followers === null || t.following === null
        ? null
        : Math.log((1 + t.followers) / (1 + t.following)),
  },
  { name: 'logPosts', group: 'posts', binary: false, value: (t) => nlog(t.posts) },
  {
    name: 'postsPerDay',
    group: 'posts',
    binary: false,
    value: (t) => perDay(t.posts, t.ageDays, 1),
  },
  { name: 'logLikesGiven', group: 'likes', binary: false, value: (t) => nlog(t.likesGiven) },
  {
    name: 'likesPerDay',
    group: 'likes',
    binary: false,
    value: (t) => perDay(t.likesGiven, t.ageDays, 1),
  },
  { name: 'logListed', group: 'listed', binary: false, value: (t) => nlog(t.listed) },
  {
    name: 'listedPerYear',
    group: 'listed',
    binary: false,
    value: (t) => perDay(t.listed, t.ageDays, YEAR_DAYS),
  },
  {
    name: 'logAgeDays',
    group: 'age',
    binary: false,
    shape: 'linear',
    value: (t) => nlog(t.ageDays),
  },
  {
    name: 'youngerThanYear',
    group: 'age',
    binary: true,
    value: (t) => (t.ageDays === null ? null : t.ageDays < YEAR_DAYS ? 1 : 0),
  },
  { name: 'usernameLength', group: 'username', binary: false, value: (t) => t.usernameLength },
  { name: 'usernameDigits', group: 'username', binary: false, value: (t) => t.usernameDigits },
  {
    name: 'moreThanFourDigits',
    group: 'username',
    binary: true,
    value: (t) => (t.usernameDigits === null ? null : t.usernameDigits > DIGIT_LIMIT ? 1 : 0),
  },
  {
    name: 'usernameDigitShare',
    group: 'username',
    binary: false,
    value: (t) => t.usernameDigitShare,
  },
  { name: 'usernameEntropy', group: 'username', binary: false, value: (t) => t.usernameEntropy },
  { name: 'nameWords', group: 'name', binary: false, value: (t) => t.nameWords },
  { name: 'nameDigitShare', group: 'name', binary: false, value: (t) => t.nameDigitShare },
  {
    name: 'nameMatchesUsername',
    group: 'name',
    binary: true,
    value: (t) => flag(t.nameMatchesUsername),
  },
  { name: 'nameSimilarity', group: 'name', binary: false, value: (t) => t.nameSimilarity },
  { name: 'logBioLength', group: 'bio', binary: false, value: (t) => nlog(t.bioLength) },
  {
    name: 'hasBio',
    group: 'bio',
    binary: true,
    value: (t) => (t.bioLength === null ? null : t.bioLength > 0 ? 1 : 0),
  },
  { name: 'hasLink', group: 'link', binary: true, value: (t) => flag(t.hasLink) },
  { name: 'hasPicture', group: 'picture', binary: true, value: (t) => flag(t.hasPicture) },
  {
    name: 'defaultProfile',
    group: 'defaultProfile',
    binary: true,
    value: (t) => flag(t.defaultProfile),
  },
  { name: 'private', group: 'private', binary: true, value: (t) => flag(t.private) },
  { name: 'verified', group: 'verified', binary: true, value: (t) => flag(t.verified) },
  {
    name: 'recentPostsPerDay',
    group: 'activity',
    binary: false,
    value: (t) => nlog(t.activity?.postsPerDay ?? null),
  },
  {
    name: 'repostShare',
    group: 'activity',
    binary: false,
    value: (t) => t.activity?.repostShare ?? null,
  },
  {
    name: 'replyShare',
    group: 'activity',
    binary: false,
    value: (t) => t.activity?.replyShare ?? null,
  },
  {
    name: 'linkShare',
    group: 'activity',
    binary: false,
    value: (t) => t.activity?.linkShare ?? null,
  },
  {
    name: 'logLikesPerPost',
    group: 'activity',
    binary: false,
    value: (t) => nlog(t.activity?.likesPerPost ?? null),
  },
  {
    name: 'logRepostsPerPost',
    group: 'activity',
    binary: false,
    value: (t) => nlog(t.activity?.repostsPerPost ?? null),
  },
  {
    name: 'distinctSources',
    group: 'activity',
    binary: false,
    value: (t) => t.activity?.distinctSources ?? null,
  },
];

function nlog(n: number | null): number | null {
  return n === null ? null : ln1p(n);
}

/** Column names: the features, then one `missing:<fact>` indicator per fact key. */
export const columnNames: readonly string[] = [
  ...featureDefs.map((f) => f.name),
  ...factKeys.map((k) => `missing:${k}`),
];
/** The explanation group of every column. */
export const columnGroups: readonly FactorGroup[] = [
  ...featureDefs.map((f) => f.group),
  ...factKeys.map((k) => FACT_GROUP[k]),
];
/** Whether a column only takes 0 and 1 (binary features and missing indicators). */
export const columnIsBinary: readonly boolean[] = [
  ...featureDefs.map((f) => f.binary),
  ...factKeys.map(() => true),
];
/** Whether the binned model fits a column as a straight line. */
export const columnIsLinear: readonly boolean[] = [
  ...featureDefs.map((f) => f.shape === 'linear'),
  ...factKeys.map(() => false),
];
/** Columns whose binned shape must not rise (see `FeatureDef.monotone`). */
export const columnIsDecreasing: readonly boolean[] = [
  ...featureDefs.map((f) => f.monotone === 'decreasing'),
  ...factKeys.map(() => false),
];
export const FEATURE_COUNT = featureDefs.length;
export const COLUMN_COUNT = columnNames.length;

/**
 * One profile's model row: feature values (NaN where unknown) followed by the missing
 * indicators. Writes into `out` when given, so scoring many profiles allocates nothing.
 */
export function featureRow(t: ProfileTraits, out = new Float64Array(COLUMN_COUNT)): Float64Array {
  for (let j = 0; j < FEATURE_COUNT; j++) {
    const v = featureDefs[j]!.value(t);
    out[j] = v === null || !Number.isFinite(v) ? Number.NaN : v;
  }
  for (let k = 0; k < factKeys.length; k++) {
    out[FEATURE_COUNT + k] = FACT_KNOWN[factKeys[k]!](t) ? 0 : 1;
  }
  return out;
}
