import { z } from 'zod';

/**
 * Every domain event, in one place: name → payload schema. A module announces what happened
 * with `publish(tx, { name, payload })`; others react in their own `subscriptions.ts`. Payloads
 * are checked by these schemas on publish and again before each asynchronous delivery (they
 * travel as job payloads), so keep them small: ids and what a consumer cannot look up.
 */
export const domainEvents = {
  /**
   * A lookup's accounts (and fetched posts) are stored: by username key, else by external id;
   * `pending` when their topics and language are still to be derived (they have stored posts).
   */
  'lookup.stored': z.object({
    refs: z
      .array(
        z.object({
          platform: z.string(),
          key: z.string().nullable(),
          externalId: z.string().nullable(),
          pending: z.boolean(),
        }),
      )
      .max(5_000),
  }),
  /**
   * Stored accounts (`stored_accounts`, their posts) were inserted, changed or deleted, by any
   * path: a lookup's store, a cached re-check, posts, a re-score, erasure, retention. By id;
   * what changed is for the consumer to read (an id that is gone was deleted).
   */
  'lookup.accounts-changed': z.object({ ids: z.array(z.uuid()).max(10_000) }),
  /** A content item was created by its owner (with the image it shows, if any). */
  'content.stored': z.object({
    itemId: z.string(),
    ownerId: z.string(),
    title: z.string(),
    text: z.string(),
    tags: z.array(z.string()),
    platform: z.string(),
    image: z.object({ name: z.string(), priceCents: z.number().int().nullable() }).nullable(),
  }),
  /**
   * A watched account was checked (any list's, or a badge's system watch): what the check found,
   * for consumers that judge it (profiles: badges that stay true). `usernameKey` is the
   * lookups' key (lower case, no @); `newFlags` are growth flags this check raised.
   */
  'watch.checked': z.object({
    platform: z.string(),
    usernameKey: z.string(),
    at: z.iso.datetime(),
    status: z.enum(['ok', 'private', 'not_found', 'failed']),
    trustScore: z.number().int().nullable(),
    modelVersion: z.string().nullable(),
    newFlags: z
      .array(
        z.object({
          kind: z.enum(['spike', 'loss', 'churn']),
          day: z.string(),
          size: z.number().int(),
          ratio: z.number(),
        }),
      )
      .max(50),
    /** The bio as observed (null when unknown), for proofs that rest on a code in the bio. */
    bio: z.string().max(5_000).nullable(),
  }),
  /**
   * A badge's profile is to be watched (`watch: true`, when a badge is unlocked, and by the daily
   * reconcile) or no longer (revoked). The watchlists module keeps a system watch for it.
   */
  'badge.watch': z.object({
    profileId: z.string(),
    platform: z.string(),
    username: z.string(),
    watch: z.boolean(),
  }),
} as const;

export type DomainEventName = keyof typeof domainEvents;
export type DomainEventPayload<N extends DomainEventName> = z.infer<(typeof domainEvents)[N]>;
/** One event: its name and its payload, typed together. */
export type DomainEvent = {
  [N in DomainEventName]: { name: N; payload: DomainEventPayload<N> };
}[DomainEventName];
