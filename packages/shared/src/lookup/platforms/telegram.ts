/** Telegram lookups (spec 001 §2): user, group, channel or bot by handle. */
import { z } from 'zod';
import {
  accountAgeSchema,
  fakeEstimateReplySchema,
  nullableCount,
  nullableIso,
  nullableUrl,
  postSchema,
  tagSchema,
  telegramHandleSchema,
  telegramKindSchema,
  withMeta,
} from '../common';

/** `GET /api/lookups/telegram/:kind/:username` */
export const telegramLookupParamsSchema = z.object({
  kind: telegramKindSchema,
  username: telegramHandleSchema,
});
export type TelegramLookupParams = z.infer<typeof telegramLookupParamsSchema>;

export const telegramEntitySchema = z.object({
  kind: telegramKindSchema,
  id: z.string().nullable(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Group or channel title (null for users). */
  title: z.string().nullable(),
  description: z.string().nullable(),
  /** Null: show the default avatar. */
  avatarUrl: nullableUrl,
  membersCount: nullableCount,
  /** 'Registered Date'. */
  createdAt: nullableIso,
  /** Null when the provider has none (shown as 'Unknown'). */
  location: z.string().nullable(),
});
export type TelegramEntity = z.infer<typeof telegramEntitySchema>;

export const telegramPostSchema = postSchema({
  description: z.string(),
  likes: nullableCount,
  views: nullableCount,
  date: nullableIso,
});
export type TelegramPost = z.infer<typeof telegramPostSchema>;

/**
 * Profile block ('Account Age' in days, 'Fake Account Probability' as a whole percent computed
 * with the shared estimate), 'User Posts' and the word 'Tag Cloud', all from provider data.
 */
export const telegramLookupReplySchema = withMeta({
  entity: telegramEntitySchema,
  accountAge: accountAgeSchema,
  fake: fakeEstimateReplySchema,
  posts: z.array(telegramPostSchema),
  tagCloud: z.array(tagSchema),
});
export type TelegramLookupReply = z.infer<typeof telegramLookupReplySchema>;
