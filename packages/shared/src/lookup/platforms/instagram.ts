/** Instagram lookups (spec 001 §2 "Instagram user information"): profile, latest posts and community. */
import { z } from 'zod';
import {
  lookupMessages,
  nullableCount,
  nullableIso,
  nullableUrl,
  optionalText,
  postSchema,
  postsReplySchema,
  profileReplySchema,
  usernameParamsSchema,
  withMeta,
} from '../common';

export const instagramUsernameParamsSchema = usernameParamsSchema;
export type InstagramUsernameParams = z.infer<typeof instagramUsernameParamsSchema>;

export const instagramUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  profilePictureUrl: nullableUrl,
  followers: nullableCount,
  following: nullableCount,
  biography: z.string().nullable(),
  location: z.string().nullable(),
  /** 'Account Created At' (short date), when the provider has it. */
  createdAt: nullableIso,
  isVerified: z.boolean(),
  isPrivate: z.boolean(),
});
export type InstagramUser = z.infer<typeof instagramUserSchema>;

/** `GET /api/lookups/instagram/:username` */
export const instagramProfileReplySchema = profileReplySchema(instagramUserSchema);
export type InstagramProfileReply = z.infer<typeof instagramProfileReplySchema>;

export const instagramPostSchema = postSchema({
  imageUrl: nullableUrl,
  caption: z.string(),
});
export type InstagramPost = z.infer<typeof instagramPostSchema>;

/** `GET /api/lookups/instagram/:username/posts`: 'Latest Posts' and the hashtag 'Tag Cloud'. */
export const instagramPostsReplySchema = postsReplySchema(instagramPostSchema);
export type InstagramPostsReply = z.infer<typeof instagramPostsReplySchema>;

/** `GET /api/lookups/instagram-community?cid=` or `?url=` (one of them; cid wins if both). */
export const instagramCommunityQuerySchema = z
  .object({
    cid: optionalText(),
    url: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z
        .url({ protocol: /^https?$/ })
        .max(2000)
        .optional(),
    ),
  })
  .refine((q) => Boolean(q.cid ?? q.url), { error: lookupMessages.communityRequired });
export type InstagramCommunityQuery = z.infer<typeof instagramCommunityQuerySchema>;

/** The spec shows the community reply raw, as formatted JSON: `data` is the provider's JSON. */
export const instagramCommunityReplySchema = withMeta({ data: z.json() });
export type InstagramCommunityReply = z.infer<typeof instagramCommunityReplySchema>;
