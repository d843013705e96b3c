/** X (Twitter) lookups (spec 001 §2): profile and posts. */
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
} from '../common';

export const twitterUsernameParamsSchema = usernameParamsSchema;
export const twitterIdParamsSchema = idParamsSchema('userId', lookupMessages.idRequired, 100);

export const twitterUserSchema = z.object({
  /** Needed for the posts call; the spec fetches no posts without it. */
  id: z.string().nullable(),
  username: z.string(),
  name: z.string().nullable(),
  avatarUrl: nullableUrl,
  followers: nullableCount,
  following: nullableCount,
  description: z.string().nullable(),
  location: z.string().nullable(),
  isVerified: z.boolean(),
  isPrivate: z.boolean(),
  /** 'Registered Date'. */
  createdAt: nullableIso,
});
export type TwitterUser = z.infer<typeof twitterUserSchema>;

/** `GET /api/lookups/twitter/:username` */
export const twitterProfileReplySchema = profileReplySchema(twitterUserSchema);
export type TwitterProfileReply = z.infer<typeof twitterProfileReplySchema>;

export const twitterPostSchema = postSchema({
  text: z.string(),
  createdAt: nullableIso,
});
export type TwitterPost = z.infer<typeof twitterPostSchema>;

/** `GET /api/lookups/twitter/id/:userId/posts`: 'User Posts' and the hashtag 'Tag Cloud'. */
export const twitterPostsReplySchema = postsReplySchema(twitterPostSchema);
export type TwitterPostsReply = z.infer<typeof twitterPostsReplySchema>;
