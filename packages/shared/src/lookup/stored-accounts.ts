/**
 * Stored account records (spec 001 §3, §7): every successful lookup stores the accounts it found
 * as a snapshot of their `ProfileFacts`; the stored account keeps the current state. These are
 * the contracts of `GET /api/accounts/:platform` and `POST /api/storeAccount`.
 */
import { z } from 'zod';
import { emptyToUndefined, listPageOf, listQuerySchema } from '../list-query';
import { profileFactsSchema } from '../profile-facts';
import {
  fakeCriterionSchema,
  nullableCount,
  nullableIso,
  nullableUrl,
  storedServiceSchema,
  trustConfidenceSchema,
} from './common';

/**
 * Where a snapshot's facts came from: 'live' providers, the built-in 'demo' dataset, or a raw
 * record 'submitted' through `POST /api/storeAccount` (not checked against the provider, so
 * readers that learn from facts should weigh or skip it).
 */
export const snapshotSourceSchema = z.enum(['live', 'demo', 'submitted']);
export type SnapshotSource = z.infer<typeof snapshotSourceSchema>;

/** One stored account (spec 001 §3 stored account record), normalized; the raw record stays on the server. */
export const storedAccountSchema = z.object({
  id: z.string(),
  platform: storedServiceSchema,
  username: z.string(),
  name: z.string().nullable(),
  avatarUrl: nullableUrl,
  followers: nullableCount,
  following: nullableCount,
  postsCount: nullableCount,
  accountCreatedAt: nullableIso,
  /** The trust model's score 0–100 where the platform has the estimate; null otherwise. */
  fakeProbability: nullableCount,
  /** The spec's criteria among the model's reasons (keys of `fakeCriteria`); null without an estimate. */
  fakeCriteria: z.array(fakeCriterionSchema).nullable(),
  /** The model's confidence in `fakeProbability`; null without an estimate. */
  trustConfidence: trustConfidenceSchema.nullable(),
  /** The trust model version that computed `fakeProbability`; null without an estimate. */
  trustModelVersion: z.string().nullable(),
  /**
   * The latest facts, as stored with the latest snapshot (`activity` once posts were fetched);
   * null only for records stored before facts were kept and not looked up since.
   */
  facts: profileFactsSchema.nullable(),
  /** Where the latest facts came from; null as for `facts`. */
  source: snapshotSourceSchema.nullable(),
  /** How many lookups found this account. */
  checkCount: z.number().int(),
  firstSeenAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
});
export type StoredAccount = z.infer<typeof storedAccountSchema>;

/** The fake-estimate filter of the stored-account list: 'fake' (≥ 50), 'real' (< 50), 'none'. */
export const storedAccountEstimateFilterSchema = z.enum(['fake', 'real', 'none']);

/**
 * `GET /api/accounts/:platform?page=&limit=&sort=&order=&q=&estimate=`: defaults page 1, limit
 * 50 (spec 001 §9), newest `lastSeenAt` first; `q` searches username and name.
 */
export const storedAccountsQuerySchema = listQuerySchema({
  sort: ['lastSeenAt', 'firstSeenAt', 'username', 'followers', 'checkCount', 'fakeProbability'],
  defaultSort: 'lastSeenAt',
  defaultOrder: 'desc',
  filters: {
    estimate: z.preprocess(emptyToUndefined, storedAccountEstimateFilterSchema.optional()),
  },
});
export type StoredAccountsQuery = z.infer<typeof storedAccountsQuerySchema>;
export type StoredAccountsSort = StoredAccountsQuery['sort'];

export const storedAccountsParamsSchema = z.object({ platform: storedServiceSchema });
export const storedAccountsPageSchema = listPageOf(storedAccountSchema);
export type StoredAccountsPage = z.infer<typeof storedAccountsPageSchema>;

/**
 * `POST /api/storeAccount` as the spec gives it: `data` is a raw provider reply of that service
 * (at most 1 MB, the request body limit). The server already stores every successful lookup
 * itself; screens must not call this after a lookup (it would count the check twice).
 */
export const storeAccountInputSchema = z.object({
  service: storedServiceSchema,
  data: z.record(z.string(), z.unknown()),
});
export type StoreAccountInput = z.infer<typeof storeAccountInputSchema>;

export const storeAccountReplySchema = z.object({ items: z.array(storedAccountSchema) });
export type StoreAccountReply = z.infer<typeof storeAccountReplySchema>;
