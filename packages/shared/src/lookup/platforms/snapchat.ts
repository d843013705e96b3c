/** Snapchat lookup (spec 001 §2 "SnapChat User Information"). */
import { z } from 'zod';
import {
  nullableCount,
  nullableIso,
  nullableUrl,
  profileReplySchema,
  usernameParamsSchema,
} from '../common';

export const snapchatUsernameParamsSchema = usernameParamsSchema;

export const snapchatUserSchema = z.object({
  username: z.string(),
  title: z.string().nullable(),
  bio: z.string().nullable(),
  avatarUrl: nullableUrl,
  /** 'Subscribers: n'. */
  subscribers: nullableCount,
  websiteUrl: nullableUrl,
  createdAt: nullableIso,
});
export type SnapchatUser = z.infer<typeof snapchatUserSchema>;

export const snapchatRelatedAccountSchema = z.object({
  username: z.string(),
  title: z.string().nullable(),
  avatarUrl: nullableUrl,
});

/** `GET /api/lookups/snapchat/:username` */
export const snapchatProfileReplySchema = profileReplySchema(snapchatUserSchema, {
  relatedAccounts: z.array(snapchatRelatedAccountSchema),
});
export type SnapchatProfileReply = z.infer<typeof snapchatProfileReplySchema>;
