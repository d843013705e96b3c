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
  'pace',
  'clients',
  'captions',
  'keywords',
  'engagement',
  'postKinds',
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
  // Whether recent posts were read at all; its effect is told with the posting pace.
  activity: 'pace',
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

/** Sets the traits behind one fact key to unknown. */
const FORGET: Record<FactKey, (t: ProfileTraits) => void> = {
  followers: (t) => void (t.followers = null),
  following: (t) => void (t.following = null),
  posts: (t) => void (t.posts = null),
  likesGiven: (t) => void (t.likesGiven = null),
  listed: (t) => void (t.listed = null),
  age: (t) => void (t.ageDays = null),
  usernameShape: (t) => {
    t.usernameLength = null;
    t.usernameDigits = null;
  },
  usernameDigitShare: (t) => void (t.usernameDigitShare = null),
  usernameText: (t) => void (t.usernameEntropy = null),
  name: (t) => {
    t.nameWords = null;
    t.nameDigitShare = null;
    t.nameMatchesUsername = null;
  },
  nameText: (t) => void (t.nameSimilarity = null),
  bio: (t) => void (t.bioLength = null),
  link: (t) => void (t.hasLink = null),
  picture: (t) => void (t.hasPicture = null),
  defaultProfile: (t) => void (t.defaultProfile = null),
  private: (t) => void (t.private = null),
  verified: (t) => void (t.verified = null),
  activity: (t) => void (t.activity = null),
};

/** The known fact keys of a profile as a bit set (bit k: `factKeys[k]` is known). */
export function knownFactMask(t: ProfileTraits): number {
  let mask = 0;
  for (let k = 0; k < factKeys.length; k++) if (FACT_KNOWN[factKeys[k]!](t)) mask |= 1 << k;
  return mask;
}

/** A copy of the traits with every fact outside `mask` unknown. */
export function keepFacts(t: ProfileTraits, mask: number): ProfileTraits {
  const out = { ...t };
  for (let k = 0; k < factKeys.length; k++) if (!(mask & (1 << k))) FORGET[factKeys[k]!](out);
  return out;
}

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
  monotone?: 'decreasing' | 'increasing';
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
    value: (t) => nlog(shown(t.followers)),
  },
  {
    name: 'logFollowing',
    group: 'follow',
    binary: false,
    value: (t) => nlog(shown(t.following)),
  },
  {
    name: 'followRatio',
    group: 'follow',
    binary: false,
    monotone: 'decreasing',
    value: (t) =>
      t.followers === null || t.following === null
        ? null
        : Math.log((1 + displayCount(t.followers)) / (1 + displayCount(t.following))),
  },
  { name: 'logPosts', group: 'posts', binary: false, value: (t) => nlog(shown(t.posts)) },
  {
    name: 'postsPerDay',
    group: 'posts',
    binary: false,
    value: (t) => perDay(shown(t.posts), t.ageDays, 1),
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
    monotone: 'decreasing',
    value: (t) => nlog(t.ageDays),
  },
  {
    name: 'youngerThanYear',
    group: 'age',
    binary: true,
    monotone: 'increasing',
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
  {
    name: 'logBioLength',
    group: 'bio',
    binary: false,
    // Without the constraint the trees learnt that a short bio (a few words) scores above none
    // on some profiles, which broke "a bio never makes an account look faker".
    monotone: 'decreasing',
    value: (t) => nlog(t.bioLength),
  },
  {
    name: 'hasBio',
    group: 'bio',
    binary: true,
    monotone: 'decreasing',
    value: (t) => (t.bioLength === null ? null : t.bioLength > 0 ? 1 : 0),
  },
  {
    name: 'hasLink',
    group: 'link',
    binary: true,
    monotone: 'decreasing',
    value: (t) => flag(t.hasLink),
  },
  {
    name: 'hasPicture',
    group: 'picture',
    binary: true,
    monotone: 'decreasing',
    value: (t) => flag(t.hasPicture),
  },
  {
    name: 'defaultProfile',
    group: 'defaultProfile',
    binary: true,
    value: (t) => flag(t.defaultProfile),
  },
  { name: 'private', group: 'private', binary: true, value: (t) => flag(t.private) },
  { name: 'verified', group: 'verified', binary: true, value: (t) => flag(t.verified) },
  activityLog('recentPostsPerDay', 'pace', 'postsPerDay'),
  activityValue('repostShare', 'pace', 'repostShare'),
  activityValue('automatedShare', 'clients', 'automatedShare'),
  activityValue('distinctSources', 'clients', 'distinctSources'),
  activityLog('logCaptionLength', 'captions', 'captionLength'),
  activityValue('emptyCaptionShare', 'captions', 'emptyCaptionShare'),
  activityValue('captionSimilarity', 'captions', 'captionSimilarity'),
  activityLog('logHashtagsPerPost', 'keywords', 'hashtagsPerPost'),
  activityLog('promoKeywordsPerPost', 'keywords', 'promoKeywordsPerPost'),
  activityLog('followKeywordsPerPost', 'keywords', 'followKeywordsPerPost'),
  {
    name: 'likeRate',
    group: 'engagement',
    binary: false,
    value: (t) => perFollowers(act(t, 'likesPerPost'), t.followers),
  },
  {
    name: 'commentRate',
    group: 'engagement',
    binary: false,
    value: (t) => perFollowers(act(t, 'commentsPerPost'), t.followers),
  },
  activityLog('logLikesPerPost', 'engagement', 'likesPerPost'),
  activityLog('logRepostsPerPost', 'engagement', 'repostsPerPost'),
  activityValue('nonImageShare', 'postKinds', 'nonImageShare'),
  activityValue('locationShare', 'postKinds', 'locationShare'),
  activityValue('replyShare', 'postKinds', 'replyShare'),
  activityValue('linkShare', 'postKinds', 'linkShare'),
];

/** A statistic of recent posts as the lookup reports it (a share, a count of clients). */
function activityValue(name: string, group: FactorGroup, key: ActivityKey): FeatureDef {
  return { name, group, binary: false, value: (t) => act(t, key) };
}
/** A statistic of recent posts on a log scale (a rate, a length). */
function activityLog(name: string, group: FactorGroup, key: ActivityKey): FeatureDef {
  return { name, group, binary: false, value: (t) => nlog(act(t, key)) };
}

function nlog(n: number | null): number | null {
  return n === null ? null : ln1p(n);
}

/**
 * A count as the platforms display it ("1.1k", "11.4k", "114k", "1.1M"): exact below 1,000,
 * then to the hundred, then to three significant digits from 100,000. Training sets that only
 * have displayed counts (Purba) and lookups that have exact ones then give the same features,
 * so 1,100, "1.1k" and 1,137 score nearly alike.
 */
export function displayCount(n: number): number {
  if (n < 1000) return n;
  if (n < 100_000) return Math.round(n / 100) * 100;
  const unit = 10 ** (Math.floor(Math.log10(n)) - 2);
  return Math.round(n / unit) * unit;
}
const shown = (n: number | null) => (n === null ? null : displayCount(n));
/** Per 100 followers (an engagement rate in %), on the displayed follower count. */
const perFollowers = (perPost: number | null | undefined, followers: number | null) =>
  perPost === null || perPost === undefined || followers === null
    ? null
    : ln1p((100 * perPost) / Math.max(displayCount(followers), 1));
type ActivityKey = Exclude<keyof NonNullable<ProfileTraits['activity']>, 'version'>;
const act = <K extends ActivityKey>(t: ProfileTraits, key: K) => t.activity?.[key] ?? null;

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
/**
 * Per column, the direction the score may move as the value grows: −1 never up, +1 never down,
 * 0 free. Boosted trees enforce it at every split; the binned model merges bins of continuous
 * decreasing columns (below). A picture, a link or a bio never make an account look faker, nor
 * do more followers or passing one year; older never does either (the trees would otherwise
 * relearn cresci's bought-in-2012 artefact, see the age feature).
 */
export const columnMonotone: readonly number[] = [
  ...featureDefs.map((f) =>
    f.monotone === 'decreasing' ? -1 : f.monotone === 'increasing' ? 1 : 0,
  ),
  ...factKeys.map(() => 0),
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
