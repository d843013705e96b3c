import { z } from 'zod';

/**
 * The platforms a stored account (and so a `ProfileFacts` record) can belong to. Social-profile
 * lookups are stored under their sub-platform (instagram or twitter).
 */
export const accountPlatformSchema = z.enum([
  'instagram',
  'facebook',
  'linkedin',
  'snapchat',
  'telegram',
  'tiktok',
  'truthsocial',
  'twitter',
  'youtube',
]);
export type AccountPlatform = z.infer<typeof accountPlatformSchema>;

/** The platforms' brand names: the same in every language, on the server and in the app. */
export const accountPlatformNames: Record<AccountPlatform, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  snapchat: 'Snapchat',
  telegram: 'Telegram',
  tiktok: 'TikTok',
  truthsocial: 'Truth Social',
  twitter: 'X',
  youtube: 'YouTube',
};

const count = z.number().int().min(0).nullable();
const share = z.number().min(0).max(1).nullable();
const rate = z.number().min(0).nullable();

/** A statistic added in version 2: records stored before it parse with it unknown (null). */
const v2 = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

/**
 * Statistics of an account's recent posts, when a lookup fetched them. Every field is computed
 * over the `sampleSize` posts fetched; null where the platform does not report what it needs
 * (e.g. no repost flag on Instagram).
 *
 * Version 1 had the first eight fields; version 2 added what the labelled sets with post
 * activity carry (caption, media, engagement, keyword, similarity and client statistics). Stored
 * version-1 records stay valid: every version-2 field reads as null (not reported).
 */
export const activityStatsSchema = z.object({
  /** 1 for records stored before the version-2 statistics existed. */
  version: z.union([z.literal(1), z.literal(2)]).default(1),
  /** How many recent posts the statistics are computed over (≥ 1). */
  sampleSize: z.number().int().min(1),
  /** Posts per day between the oldest and the newest post of the sample. */
  postsPerDay: rate,
  /** Share of the sample that are reposts / retweets of someone else's post. */
  repostShare: share,
  /** Share of the sample that are replies to another post. */
  replyShare: share,
  /** Share of the sample that contain a link. */
  linkShare: share,
  /** Mean likes (hearts, reactions) per post. */
  likesPerPost: rate,
  /** Mean reposts (retweets, shares) per post. */
  repostsPerPost: rate,
  /** Distinct posting sources (apps or clients), where the platform reports them. */
  distinctSources: count,
  /** Mean comments per post, where the platform counts them. */
  commentsPerPost: v2(rate),
  /** Mean caption length in characters (the account's own posts; reposts excluded). */
  captionLength: v2(rate),
  /** Share of the account's own posts whose caption is empty or nearly so (< 3 characters). */
  emptyCaptionShare: v2(share),
  /** Share of posts that are not a single picture (video, reel, carousel), where told. */
  nonImageShare: v2(share),
  /** Share of posts tagged with a place, where the platform reports places. */
  locationShare: v2(share),
  /** Mean hashtags per post. */
  hashtagsPerPost: v2(rate),
  /** Mean promotional keywords per post ("giveaway", "discount", "link in bio" …). */
  promoKeywordsPerPost: v2(rate),
  /** Mean follower-bait keywords per post ("follow", "f4f", "like4like" …). */
  followKeywordsPerPost: v2(rate),
  /** Mean cosine similarity of the captions' word counts over all pairs (0–1). */
  captionSimilarity: v2(share),
  /** Median hours between consecutive posts of the sample. */
  medianHoursBetweenPosts: v2(rate),
  /** Share of posts sent from an automation client rather than the platform's own apps. */
  automatedShare: v2(share),
});
export type ActivityStats = z.infer<typeof activityStatsSchema>;

/**
 * What one lookup observed about one account, in one shape for every platform. Each provider
 * normalizer produces it; it is stored once per lookup (a snapshot) and every reader (analysis,
 * history, the trust model, creator matching) reads it as stored, never re-deriving it from the
 * vendor's raw reply.
 *
 * `null` always means "the platform or this lookup did not tell us", never zero or false: the
 * trust model treats missing facts explicitly.
 */
export const profileFactsSchema = z.object({
  platform: accountPlatformSchema,
  /** The handle as the platform shows it (no leading '@'); for YouTube the channel id. */
  username: z.string().min(1),
  /** Display name ('real name' in the spec's tables). */
  displayName: z.string().nullable(),
  bio: z.string().nullable(),
  /** The website link in the profile. */
  externalUrl: z.string().nullable(),
  /** Followers, subscribers or members. */
  followers: count,
  /** Accounts this account follows. */
  following: count,
  /** Posts, videos or tweets published. */
  posts: count,
  /** Likes (favourites) this account has given, where the platform reports it (X). */
  likesGiven: count,
  /** Lists this account is on (X's `listed_count`). */
  listed: count,
  verified: z.boolean().nullable(),
  private: z.boolean().nullable(),
  /** Whether the account has its own picture (not the platform's default avatar). */
  hasProfilePicture: z.boolean().nullable(),
  /** Whether the account kept the platform's default theme/profile (X's `default_profile`). */
  defaultProfile: z.boolean().nullable(),
  /** When the account was created (ISO), where the platform reports it. */
  createdAt: z.iso.datetime().nullable(),
  /** When these facts were observed (ISO): the lookup's time, or the provider's data time. */
  observedAt: z.iso.datetime(),
  /** Statistics of recent posts, when the lookup fetched them; null otherwise. */
  activity: activityStatsSchema.nullable(),
});
export type ProfileFacts = z.infer<typeof profileFactsSchema>;

/**
 * Every fact a platform reports about an account, as unknown (`null`): the start of a record a
 * vendor reply (or a test) fills in. Who, when and the post statistics are the caller's.
 */
export const unknownReportedFacts: {
  [K in Exclude<keyof ProfileFacts, 'platform' | 'username' | 'observedAt' | 'activity'>]: null;
} = {
  displayName: null,
  bio: null,
  externalUrl: null,
  followers: null,
  following: null,
  posts: null,
  likesGiven: null,
  listed: null,
  verified: null,
  private: null,
  hasProfilePicture: null,
  defaultProfile: null,
  createdAt: null,
};

/** Post statistics with every figure unknown: the start of a record a set or a test fills in. */
export const unknownActivityStats = (sampleSize: number): ActivityStats => ({
  version: 2,
  sampleSize,
  postsPerDay: null,
  repostShare: null,
  replyShare: null,
  linkShare: null,
  likesPerPost: null,
  repostsPerPost: null,
  distinctSources: null,
  commentsPerPost: null,
  captionLength: null,
  emptyCaptionShare: null,
  nonImageShare: null,
  locationShare: null,
  hashtagsPerPost: null,
  promoKeywordsPerPost: null,
  followKeywordsPerPost: null,
  captionSimilarity: null,
  medianHoursBetweenPosts: null,
  automatedShare: null,
});
