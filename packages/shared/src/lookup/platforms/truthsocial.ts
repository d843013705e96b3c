/** Truth Social lookups (spec 001 §2): profile and posts. */
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

export const truthsocialUsernameParamsSchema = usernameParamsSchema;
export const truthsocialIdParamsSchema = idParamsSchema('id', lookupMessages.idRequired, 100);

export const truthsocialUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  /** The note, already sanitized with `sanitizeHtml` (render as HTML). */
  noteHtml: z.string(),
  avatarUrl: nullableUrl,
  /** Optional header image. */
  headerUrl: nullableUrl,
  /** 'Account Created'. */
  createdAt: nullableIso,
  lastStatusAt: nullableIso,
  followers: nullableCount,
  following: nullableCount,
  /** 'Total Posts'. */
  postsCount: nullableCount,
  /** Optional website link. */
  website: nullableUrl,
});
export type TruthsocialUser = z.infer<typeof truthsocialUserSchema>;

/** `GET /api/lookups/truthsocial/:username`; then posts by `user.id`. */
export const truthsocialProfileReplySchema = profileReplySchema(truthsocialUserSchema);
export type TruthsocialProfileReply = z.infer<typeof truthsocialProfileReplySchema>;

export const truthsocialPostSchema = postSchema({
  /** Sanitized with `sanitizeHtml`. */
  contentHtml: z.string(),
  createdAt: nullableIso,
});
export type TruthsocialPost = z.infer<typeof truthsocialPostSchema>;

/** `GET /api/lookups/truthsocial/id/:id/posts`: 'User Posts' and the word 'Tag Cloud'. */
export const truthsocialPostsReplySchema = postsReplySchema(truthsocialPostSchema);
export type TruthsocialPostsReply = z.infer<typeof truthsocialPostsReplySchema>;
