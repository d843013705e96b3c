/** TikTok lookups (spec 001 §2): profile, posts, followers and followings. */
import { z } from 'zod';
import {
  idParamsSchema,
  lookupMessages,
  nullableCount,
  nullableIso,
  nullableUrl,
  postSchema,
  postsReplySchema,
  profileReplySchema,
  usernameParamsSchema,
  withMeta,
} from '../common';

export const tiktokUsernameParamsSchema = usernameParamsSchema;
export const tiktokSecUidParamsSchema = idParamsSchema(
  'secUid',
  lookupMessages.secUidRequired,
  300,
);
export type TiktokSecUidParams = z.infer<typeof tiktokSecUidParamsSchema>;

/** TikTok's location when the provider reports no region (spec 001 §5). */
export const UNKNOWN_LOCATION = 'Unknown';

export const tiktokUserSchema = z.object({
  id: z.string().nullable(),
  uniqueId: z.string(),
  nickname: z.string().nullable(),
  signature: z.string().nullable(),
  avatarUrl: nullableUrl,
  /** Needed for the posts, followers and followings calls; null: posts are not fetched. */
  secUid: z.string().nullable(),
  /** The provider's region code (e.g. 'DE'), or null. */
  region: z.string().nullable(),
  /** `region`, or 'Unknown'. */
  location: z.string(),
  followers: nullableCount,
  following: nullableCount,
  likes: nullableCount,
  videos: nullableCount,
  verified: z.boolean(),
  createdAt: nullableIso,
});
export type TiktokUser = z.infer<typeof tiktokUserSchema>;

/** `GET /api/lookups/tiktok/:username` */
export const tiktokProfileReplySchema = profileReplySchema(tiktokUserSchema, {
  /**
   * 'Location Probability of Being Wrong' in percent; null = not known ('k.A.'/'n/a'). No
   * provider measures it (TikTok's region is the registration region, not a checked location),
   * so the server sends null; never random, never a 0 that reads as measured.
   */
  locationProbabilityWrong: z.number().int().min(0).max(100).nullable(),
});
export type TiktokProfileReply = z.infer<typeof tiktokProfileReplySchema>;

export const tiktokPostSchema = postSchema({
  description: z.string(),
  coverUrl: nullableUrl,
  /** 'N Plays | N Likes'. */
  plays: nullableCount,
  likes: nullableCount,
});
export type TiktokPost = z.infer<typeof tiktokPostSchema>;

/** `GET /api/lookups/tiktok/sec-uid/:secUid/posts` (35 posts, cursor 0). */
export const tiktokPostsReplySchema = postsReplySchema(tiktokPostSchema);
export type TiktokPostsReply = z.infer<typeof tiktokPostsReplySchema>;

export const tiktokUserSummarySchema = z.object({
  uniqueId: z.string(),
  nickname: z.string().nullable(),
  avatarUrl: nullableUrl,
  secUid: z.string().nullable(),
  followers: nullableCount,
});
export type TiktokUserSummary = z.infer<typeof tiktokUserSummarySchema>;

/** `GET /api/lookups/tiktok/sec-uid/:secUid/followers` and `/followings` (50, cursor 0). */
export const tiktokUsersReplySchema = withMeta({ users: z.array(tiktokUserSummarySchema) });
export type TiktokUsersReply = z.infer<typeof tiktokUsersReplySchema>;
