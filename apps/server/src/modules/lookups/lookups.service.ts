import {
  accountAgeDays,
  accountAgeYears,
  activityStats,
  fakeCriterionSchema,
  trustConfidenceSchema,
  lookupEndpoints,
  pageCount,
  profileFactsSchema,
  snapshotSourceSchema,
  type AccountAge,
  type LookupEndpoint,
  type FakeEstimateReply,
  type TrustReasonDto,
  type LookupEndpointId,
  type LookupInput,
  type LookupReply,
  type LookupSource,
  type StoredAccount,
  type StoredAccountsPage,
  type StoredAccountsQuery,
  type StoredService,
} from '@vigil/shared';
import { modelEstimate, TRUST_MODEL_VERSION, withExtraReasons } from '@vigil/shared/trust/score';
import {
  unknownFacts,
  type AccountFacts,
  type AccountReading,
  type PostReading,
} from '../../integrations/social/social-provider';
import {
  storedNormalizers,
  type SocialProviders,
} from '../../integrations/social/social-providers';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { RunInTransaction, Tx } from '../../db/transaction';
import type { Publish } from '../events';
import { createCheckRecorder } from './check-recorder';
import {
  createLookupDefinitions,
  type LookupBody,
  type LookupContext,
  type LookupDefinition,
  type LookupDefinitions,
} from './lookup-definitions';
import type { CachedLookup, LookupCache } from './lookup-cache';
import type {
  AccountObservation,
  LookupMiss,
  LookupsRepo,
  PostsObservation,
  StoredAccountRow,
} from './lookups.repo';

type Log = {
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type LookupsServiceDeps = {
  providers: SocialProviders;
  source: LookupSource;
  cache: LookupCache;
  cacheTtlSeconds: number;
  repo: LookupsRepo;
  clock: Clock;
  log: Log;
  /**
   * Where `lookup.stored` goes once a lookup's accounts and posts are durable (the analysis
   * derives topics, language and post terms from them; image review matches keywords); cached
   * re-checks do not announce anything.
   */
  publish?: Publish;
};

/**
 * A stored account a lookup wrote, or whose posts it fetched (by key, else by external id);
 * `pending`: its topics and language are still to be derived (it has stored posts; an account
 * without posts is written with those of its bio).
 */
export type StoredRef = {
  platform: string;
  key: string | null;
  externalId: string | null;
  pending: boolean;
};

/**
 * The lookup that observes a stored account again (issue 9: the detail's re-run button), by
 * platform; null where no lookup takes the stored username (LinkedIn is searched by name).
 */
export function relookupOf(
  platform: StoredService,
  username: string,
): { id: LookupEndpointId; input: Record<string, string> } | null {
  switch (platform) {
    case 'instagram':
      return { id: 'instagramProfile', input: { username } };
    case 'tiktok':
      return { id: 'tiktokProfile', input: { username } };
    case 'twitter':
      return { id: 'twitterProfile', input: { username } };
    case 'truthsocial':
      return { id: 'truthsocialProfile', input: { username } };
    case 'snapchat':
      return { id: 'snapchat', input: { username } };
    case 'youtube':
      return { id: 'youtubeChannel', input: { id: username } };
    case 'telegram':
      return { id: 'telegram', input: { kind: 'user', username } };
    case 'facebook':
      return { id: 'facebook', input: { q: username } };
    default:
      return null;
  }
}

/**
 * Provider requests one {@link relookupOf} lookup makes (the profile, its recent posts where the
 * lookup reads them first, TikTok's second profile call): what a scheduler that must stay within
 * a vendor's requests per second counts per check.
 */
export const RELOOKUP_PROVIDER_CALLS: Record<Exclude<StoredService, 'linkedin'>, number> = {
  instagram: 2,
  tiktok: 3,
  twitter: 2,
  truthsocial: 2,
  snapchat: 1,
  youtube: 1,
  telegram: 1,
  facebook: 1,
};

/** The input of an account's {@link relookupOf} lookup, or why that lookup would refuse it. */
export function relookupInput(
  platform: StoredService,
  username: string,
): { ok: true; id: LookupEndpointId; input: unknown } | { ok: false; message: string } {
  const target = relookupOf(platform, username);
  if (!target) return { ok: false, message: `A ${platform} account cannot be looked up again.` };
  const endpoint: LookupEndpoint = lookupEndpoints[target.id];
  const schema = endpoint.params ?? endpoint.query;
  if (!schema) return { ok: true, id: target.id, input: target.input };
  const parsed = schema.safeParse(target.input);
  if (!parsed.success) {
    return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid username.' };
  }
  return { ok: true, id: target.id, input: parsed.data };
}

/**
 * What a scheduled check observed of one account (`observeAccount`): its counts, profile fields,
 * the estimate's score and model version; or the miss, with the error code.
 */
export type AccountCheck =
  | {
      found: true;
      /** The observation's time (ISO). */
      at: string;
      source: LookupSource;
      followers: number | null;
      following: number | null;
      posts: number | null;
      likes: number | null;
      name: string | null;
      bio: string | null;
      link: string | null;
      avatarUrl: string | null;
      private: boolean | null;
      /** The fake score (0–100) where the trust model applies to the platform. */
      score: number | null;
      modelVersion: string | null;
    }
  | { found: false; miss: LookupMiss; code: string };

/** Every lookup call as a function of its input and the signed-in user. */
export type LookupHandlers = {
  [K in LookupEndpointId]: (input: LookupInput<K>, userId: string) => Promise<LookupReply<K>>;
};

/**
 * The platforms the spec's fake estimate applies to (spec 001 §5: Instagram, Snapchat, TikTok,
 * Truth Social, X; and Telegram, whose random placeholder it replaces).
 */
const ESTIMATED: Record<StoredService, boolean> = {
  instagram: true,
  facebook: false,
  linkedin: false,
  snapchat: true,
  telegram: true,
  tiktok: true,
  truthsocial: true,
  twitter: true,
  youtube: false,
};

const toDate = (iso: string | null) => (iso ? new Date(iso) : null);

/** The platforms whose profiles the follower analyzer scores. */
export type TrustPlatform = 'instagram' | 'tiktok' | 'telegram' | 'youtube';

type PathLookup = 'instagramProfile' | 'tiktokProfile' | 'telegram' | 'youtubeChannel';

/** A lookup input from loose values: what the route would accept, else a 400. */
function parseInput<K extends PathLookup>(id: K, raw: Record<string, string>): LookupInput<K> {
  const parsed = lookupEndpoints[id].params.safeParse(raw);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid input.';
    throw new AppError('VALIDATION_FAILED', message);
  }
  return parsed.data as LookupInput<K>;
}

export function accountAge(createdAt: string | null, now: Date): AccountAge {
  const d = toDate(createdAt);
  return { years: accountAgeYears(d, now), days: accountAgeDays(d, now) };
}

/**
 * The trust model's estimate of one account from what was observed of it (issue 10: it replaces
 * the spec's two-rule estimate; the rule's criteria stay among the reasons when they apply).
 */
export function estimate(facts: AccountFacts, observedAt: string): FakeEstimateReply {
  return modelEstimate({ ...facts, observedAt });
}

/**
 * Observations of the accounts one call found, at `now`, with the estimate computed once (it
 * goes into the reply and, unchanged, into the snapshot).
 */
export function observeAccounts(
  platform: StoredService,
  readings: AccountReading[],
  at: { now: Date; source: AccountObservation['source']; lookup: string; by: string | null },
): AccountObservation[] {
  const observedAt = at.now.toISOString();
  return readings.map((reading) => ({
    platform,
    reading,
    observedAt,
    estimate: ESTIMATED[platform] ? estimate(reading.facts, observedAt) : null,
    source: at.source,
    lookup: at.lookup,
    observedBy: at.by,
  }));
}

export const toStoredAccountDto = (row: StoredAccountRow): StoredAccount => {
  // Rows are written only by this module, from validated facts; a row from before facts were
  // kept (or one somebody edited by hand) reads as having none rather than failing the list.
  const facts = row.facts === null ? null : (profileFactsSchema.safeParse(row.facts).data ?? null);
  return {
    id: row.id,
    platform: row.platform as StoredService,
    username: row.username,
    name: row.name,
    avatarUrl: row.avatarUrl,
    followers: row.followers,
    following: row.following,
    postsCount: row.postsCount,
    accountCreatedAt: row.accountCreatedAt?.toISOString() ?? null,
    fakeProbability: row.fakeProbability,
    fakeCriteria:
      row.fakeCriteria?.flatMap((c) => fakeCriterionSchema.safeParse(c).data ?? []) ?? null,
    trustConfidence: trustConfidenceSchema.safeParse(row.trustConfidence).data ?? null,
    trustModelVersion: row.trustModelVersion,
    facts,
    source: snapshotSourceSchema.safeParse(row.source).data ?? null,
    checkCount: row.checkCount,
    firstSeenAt: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  };
};

/**
 * The lookups. Each goes through the cache (simultaneous identical lookups share one provider
 * call). A lookup stores what it observed (accounts as snapshots, posts with the activity) and
 * answers once that is durable (see check-recorder); a cached one counts another check.
 */
/** What a failed lookup says about its account: not found, unknown (provider failed), or nothing. */
export function missOf(err: unknown): LookupMiss | null {
  if (!(err instanceof AppError)) return 'failed';
  switch (err.code) {
    case 'PROVIDER_NOT_FOUND':
      return 'not_found';
    case 'UPSTREAM_UNAVAILABLE':
    case 'PROVIDER_BAD_REPLY':
    case 'PROVIDER_RATE_LIMITED':
      return 'failed';
    default:
      return null;
  }
}

/**
 * Reasons another module knows about a stored account beyond one observation (a watched
 * account's growth flags), by platform and username key, for the user who asks (a source may
 * show them only to some): added to the estimate that user sees.
 */
export type AccountReasonSource = {
  module: string;
  reasons: (
    platform: StoredService,
    usernameKey: string,
    userId: string,
  ) => Promise<TrustReasonDto[]>;
};

export function createLookupsService(deps: LookupsServiceDeps) {
  const { clock, log } = deps;
  const reasonSources: AccountReasonSource[] = [];

  /**
   * `fake` with the registered sources' reasons about the account observed. A source that fails
   * leaves its reasons out (logged): the estimate still answers, as the model gave it.
   */
  async function withSourcedReasons(
    fake: FakeEstimateReply,
    account: AccountObservation | undefined,
    userId: string,
  ): Promise<FakeEstimateReply> {
    if (!account || reasonSources.length === 0) return fake;
    const { platform, reading } = account;
    const extra = await Promise.all(
      reasonSources.map((source) =>
        source.reasons(platform, reading.key, userId).catch((err: unknown) => {
          log.warn({ err, source: source.module }, 'reasons of an account could not be read');
          return [];
        }),
      ),
    );
    return withExtraReasons(fake, reading.facts.username, extra.flat());
  }
  /** Announces that stored accounts changed (`lookup.accounts-changed`), in slices. */
  async function changed(ids: string[], tx?: Tx) {
    if (!deps.publish) return;
    for (let i = 0; i < ids.length; i += 10_000) {
      await deps.publish(tx, {
        name: 'lookup.accounts-changed',
        payload: { ids: ids.slice(i, i + 10_000) },
      });
    }
  }
  const recorder = createCheckRecorder({ repo: deps.repo, log, changed: (ids) => changed(ids) });
  const definitions: LookupDefinitions = createLookupDefinitions(deps.providers);

  type Fresh = { entry: CachedLookup; posts: PostsObservation[] };
  /** Provider calls in flight by cache key. */
  const inflight = new Map<string, Promise<Fresh>>();

  async function fetchFresh<K extends LookupEndpointId>(
    id: K,
    input: LookupInput<K>,
    userId: string | null,
  ): Promise<Fresh> {
    const now = clock.now();
    const accounts: AccountObservation[] = [];
    const posts: PostsObservation[] = [];
    /** Posts fetched by a posts lookup: the stored estimate may be renewed with them. */
    const renew: PostsObservation[] = [];
    const ctx: LookupContext = {
      now,
      observe(platform, readings) {
        const seen = observeAccounts(platform, readings, {
          now,
          source: deps.source,
          lookup: id,
          by: userId,
        });
        accounts.push(...seen);
        return seen;
      },
      posts(platform, account, readings) {
        const fetched: PostsObservation = {
          platform,
          key: account.key ?? null,
          externalId: account.externalId ?? null,
          posts: readings,
          activity: activityStats(readings),
          observedAt: now.toISOString(),
        };
        posts.push(fetched);
        renew.push(fetched);
      },
      async withRecentPosts(readings, id, input) {
        const [reading, ...others] = readings;
        // Nothing to read: a private account's posts are hidden, an account without any has none.
        if (!reading || reading.facts.private === true || reading.facts.posts === 0) {
          return readings;
        }
        let fetched: PostReading[] | null = null;
        const inner: LookupContext = {
          ...ctx,
          posts(platform, _account, readings) {
            // Stored on the account just read (by its key), whichever id the posts call took;
            // its observation is scored with them, so there is no stored estimate to renew.
            posts.push({
              platform,
              key: reading.key,
              externalId: null,
              posts: readings,
              activity: activityStats(readings),
              observedAt: now.toISOString(),
            });
            fetched = readings;
          },
        };
        try {
          const endpoint: LookupEndpoint = lookupEndpoints[id];
          const schema = endpoint.params ?? endpoint.query;
          const parsed = (schema ? schema.parse(input) : input) as LookupInput<typeof id>;
          const definition = definitions[id] as LookupDefinition<typeof id>;
          const body = await definition.fetch(parsed, inner);
          // The screen asks for these posts next: one vendor call serves both lookups.
          await deps.cache.set(
            `${deps.source}:${definition.key(parsed)}`,
            { reply: { ...body, source: deps.source, dataAsOf: now.toISOString() }, accounts: [] },
            deps.cacheTtlSeconds,
          );
        } catch (err) {
          log.warn(
            { err, lookup: id },
            "a profile's recent posts could not be fetched: it is scored without them",
          );
          return readings;
        }
        if (fetched === null) return readings;
        const activity = activityStats(fetched);
        return [{ ...reading, facts: { ...reading.facts, activity } }, ...others];
      },
      assess(observation, platform, username, createdAt) {
        const fake =
          observation?.estimate ??
          estimate(
            // Named but not observed: only the username and creation date are known, so the
            // model answers with 'insufficient' confidence.
            { ...unknownFacts(platform, username), createdAt },
            now.toISOString(),
          );
        return { accountAge: accountAge(createdAt, now), fake };
      },
    };
    const body: LookupBody<K> = await definitions[id].fetch(input, ctx);
    // Posts of an account this lookup observed (Telegram's messages) are in its observation.
    const observed = (p: PostsObservation) =>
      accounts.some(
        (a) =>
          a.platform === p.platform &&
          (p.key ? a.reading.key === p.key : a.reading.externalId === p.externalId),
      );
    for (const p of renew) if (!observed(p)) p.estimate = await renewedEstimate(p);
    const reply = { ...body, source: deps.source, dataAsOf: now.toISOString() };
    return { entry: { reply, accounts }, posts };
  }

  /**
   * The estimate of the stored account a posts fetch belongs to, from its stored facts with the
   * fetch's activity (written with the posts, unless newer facts arrive first: see
   * `PostsObservation.estimate`); null when it has none to renew. Never fails the lookup.
   */
  async function renewedEstimate(p: PostsObservation): Promise<PostsObservation['estimate']> {
    if (!ESTIMATED[p.platform]) return null;
    try {
      const row = await deps.repo.factsOf(p);
      const facts = profileFactsSchema.safeParse(row?.facts).data;
      if (!row?.estimated || !row.observedAt || !facts) return null;
      return {
        value: modelEstimate({ ...facts, activity: p.activity }),
        basedOn: row.observedAt.toISOString(),
      };
    } catch (err) {
      log.warn({ err, platform: p.platform }, 'reading the facts to score new posts with failed');
      return null;
    }
  }

  /** Announces stored accounts (`lookup.stored`), in slices the event's schema takes. */
  async function announce(refs: StoredRef[]) {
    if (!deps.publish) return;
    for (let i = 0; i < refs.length; i += 1_000) {
      await deps.publish(undefined, {
        name: 'lookup.stored',
        payload: { refs: refs.slice(i, i + 1_000) },
      });
    }
  }

  /**
   * Counts the checks (and stores the posts) of one answered lookup; resolves when durable, to
   * whether each account is pending (see `StoredRef`).
   */
  async function store(
    accounts: AccountObservation[],
    posts: PostsObservation[],
    userId: string | null,
  ) {
    const at = clock.now();
    const [pending] = await Promise.all([
      Promise.all(accounts.map((a) => recorder.record(a, userId, at))),
      Promise.all(posts.map((p) => recorder.recordPosts(p))),
    ]);
    return pending;
  }

  /**
   * A profile lookup that did not find its account: remembered on the stored account, if there
   * is one, as 'not_found' (the provider said so) or 'failed' (the provider failed: unknown).
   * Refused input and a platform without a provider asked nobody: nothing is noted. Never fails
   * the lookup's own answer.
   */
  async function noteMiss<K extends LookupEndpointId>(id: K, input: LookupInput<K>, err: unknown) {
    const target = definitions[id].account?.(input);
    if (!target) return;
    const miss = missOf(err);
    if (!miss) return;
    try {
      await deps.repo.noteMiss(target.platform, target.key, miss, clock.now());
    } catch (noteErr) {
      log.warn({ err: noteErr, lookup: id }, 'noting a lookup miss failed');
    }
  }

  /** A lookup's reply with the accounts it observed (`userId` null: the system's own check). */
  async function lookupWithAccounts<K extends LookupEndpointId>(
    id: K,
    input: LookupInput<K>,
    userId: string | null,
    opts: { fresh?: boolean } = {},
  ): Promise<{ reply: LookupReply<K>; accounts: AccountObservation[] }> {
    const cacheKey = `${deps.source}:${definitions[id].key(input)}`;
    const hit =
      deps.cacheTtlSeconds > 0 && !opts.fresh ? await deps.cache.get(cacheKey) : undefined;
    if (hit) {
      await store(hit.accounts, [], userId);
      return { reply: { ...hit.reply, cached: true } as LookupReply<K>, accounts: hit.accounts };
    }
    let call = inflight.get(cacheKey);
    const mine = !call;
    if (!call) {
      call = (async () => {
        const fresh = await fetchFresh(id, input, userId);
        if (deps.cacheTtlSeconds > 0)
          await deps.cache.set(cacheKey, fresh.entry, deps.cacheTtlSeconds);
        return fresh;
      })().finally(() => inflight.delete(cacheKey));
      inflight.set(cacheKey, call);
    }
    let fresh: Fresh;
    try {
      fresh = await call;
    } catch (err) {
      if (mine) await noteMiss(id, input, err);
      throw err;
    }
    // Each sharer counts a check; the posts are stored once, by the lookup that fetched them.
    const pending = await store(fresh.entry.accounts, mine ? fresh.posts : [], userId);
    if (mine && deps.publish) {
      // The store is a group commit of single statements outside any transaction (prepared
      // statements, the hot path): the event follows the statement that made it durable.
      await announce([
        ...fresh.entry.accounts.map((a, i) => ({
          platform: a.platform,
          key: a.reading.key,
          externalId: a.reading.externalId,
          pending: pending[i] ?? true,
        })),
        ...fresh.posts.map((p) => ({
          platform: p.platform,
          key: p.key,
          externalId: p.externalId,
          pending: true,
        })),
      ]);
    }
    return {
      reply: { ...fresh.entry.reply, cached: false } as LookupReply<K>,
      accounts: fresh.entry.accounts,
    };
  }

  /**
   * A user's lookup: its reply, where it carries the profile's estimate (`fake`) with what other
   * modules know of the account besides (added on every answer, cached or not, so it is current).
   */
  async function lookup<K extends LookupEndpointId>(
    id: K,
    input: LookupInput<K>,
    userId: string,
    opts: { fresh?: boolean } = {},
  ): Promise<LookupReply<K>> {
    const { reply, accounts } = await lookupWithAccounts(id, input, userId, opts);
    if (!('fake' in reply) || reasonSources.length === 0) return reply;
    const fake = reply.fake as FakeEstimateReply;
    const seen = await withSourcedReasons(fake, accounts[0], userId);
    return seen === fake ? reply : { ...reply, fake: seen };
  }

  /** The profile lookup of each platform the follower analyzer scores. */
  async function profileLookup(platform: TrustPlatform, username: string, userId: string) {
    switch (platform) {
      case 'instagram':
        return lookupWithAccounts(
          'instagramProfile',
          parseInput('instagramProfile', { username }),
          userId,
        );
      case 'tiktok':
        return lookupWithAccounts(
          'tiktokProfile',
          parseInput('tiktokProfile', { username }),
          userId,
        );
      case 'telegram':
        return lookupWithAccounts(
          'telegram',
          parseInput('telegram', { kind: 'user', username }),
          userId,
        );
      case 'youtube':
        return lookupWithAccounts(
          'youtubeChannel',
          parseInput('youtubeChannel', { id: username }),
          userId,
        );
    }
  }

  const handlers = Object.fromEntries(
    (Object.keys(lookupEndpoints) as LookupEndpointId[]).map((id) => [
      id,
      (input: never, userId: string) => lookup(id, input, userId),
    ]),
  ) as LookupHandlers;

  return {
    /** One handler per call of the shared table (`lookupEndpoints`). */
    handlers,

    /** Adds a module's reasons about accounts to the estimates users see (see `lookup`). */
    addReasonSource(source: AccountReasonSource) {
      if (reasonSources.some((s) => s.module === source.module)) {
        throw new Error(`reasons of ${source.module} are registered twice`);
      }
      reasonSources.push(source);
    },

    /**
     * `POST /api/storeAccount`: stores the accounts a raw provider reply of `service` holds, read
     * by the same normalizer as the lookups, as snapshots marked 'submitted'. A reply that holds
     * none, or that the normalizer cannot read at all, is the caller's mistake (400).
     */
    async storeAccount(service: StoredService, data: unknown, userId: string) {
      let readings: AccountReading[];
      try {
        readings = storedNormalizers[service](data, {});
      } catch (err) {
        // Whatever the record holds, it is a 400: log what the normalizer tripped over.
        if (!(err instanceof AppError)) log.warn({ err, service }, 'a stored record did not parse');
        readings = [];
      }
      if (readings.length === 0) {
        throw new AppError('VALIDATION_FAILED', `The data holds no ${service} account.`);
      }
      const now = clock.now();
      const observations = observeAccounts(service, readings, {
        now,
        source: 'submitted',
        lookup: 'storeAccount',
        by: userId,
      });
      // One row per account: a record that names one account twice counts one check.
      const unique = [...new Map(observations.map((o) => [o.reading.key, o])).values()];
      const written = await deps.repo.writeAccounts(
        unique.map((observation) => ({
          observation,
          checks: 1,
          firstAt: now,
          lastAt: now,
          checkedBy: userId,
        })),
      );
      await changed(written.map((w) => w.id));
      await announce(
        written.map((w) => ({
          platform: w.platform,
          key: w.key,
          externalId: null,
          pending: w.pending,
        })),
      );
      const rows = await deps.repo.accountsById(written.map((w) => w.id));
      return { items: rows.map(toStoredAccountDto) };
    },

    /** How many accounts an export of the filtered list will have. */
    countAccounts: (platform: StoredService, query: StoredAccountsQuery) =>
      deps.repo.countAccounts(platform, query),

    /** The whole filtered list as DTO batches, in the list's order (streamed exports). */
    async *exportAccounts(platform: StoredService, query: StoredAccountsQuery) {
      for await (const rows of deps.repo.exportAccounts(platform, query)) {
        yield rows.map(toStoredAccountDto);
      }
    },

    /**
     * Issue 9: looks a stored account up again, past the cache (the detail's re-run button), so
     * the lookup stores a new snapshot. The caller applies the lookups' rate limit.
     */
    async relookup(platform: StoredService, username: string, userId: string) {
      const target = relookupOf(platform, username);
      if (!target) {
        throw new AppError('VALIDATION_FAILED', `A ${platform} account cannot be looked up again.`);
      }
      const endpoint: LookupEndpoint = lookupEndpoints[target.id];
      const schema = endpoint.params ?? endpoint.query;
      const input = schema ? schema.parse(target.input) : target.input;
      await lookup(target.id, input as never, userId, { fresh: true });
    },

    /**
     * A scheduled check of one account (watchlists): a fresh lookup past the cache, made by the
     * system, stored (snapshot, check count, `lookup.stored`) like any lookup; returns what it
     * observed, or the miss (not found; failed, with the provider's error code). Errors that
     * are not the provider's (the database) are thrown, for the caller's retry.
     */
    async observeAccount(platform: StoredService, username: string): Promise<AccountCheck> {
      const target = relookupInput(platform, username);
      if (!target.ok) throw new AppError('VALIDATION_FAILED', target.message);
      let accounts: AccountObservation[];
      try {
        ({ accounts } = await lookupWithAccounts(target.id, target.input as never, null, {
          fresh: true,
        }));
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return { found: false, miss: missOf(err) ?? 'failed', code: err.code };
      }
      const key = username.replace(/^@/, '').toLowerCase();
      const account = accounts.find((a) => a.reading.key === key) ?? accounts[0];
      if (!account) return { found: false, miss: 'not_found', code: 'PROVIDER_NOT_FOUND' };
      const facts = account.reading.facts;
      return {
        found: true,
        at: account.observedAt,
        source: deps.source,
        followers: facts.followers,
        following: facts.following,
        posts: facts.posts,
        likes: facts.likesGiven,
        name: facts.displayName,
        bio: facts.bio,
        link: facts.externalUrl,
        avatarUrl: account.reading.avatarUrl,
        private: facts.private,
        score: account.estimate?.probability ?? null,
        modelVersion: account.estimate?.modelVersion ?? null,
      };
    },

    /**
     * One account's trust: its profile lookup (cached, stored and counted like any lookup) and
     * the trust model's estimate of what it observed, with the avatar and the data time.
     */
    async profileTrust(platform: TrustPlatform, username: string, userId: string) {
      const { reply, accounts } = await profileLookup(platform, username, userId);
      const account = accounts[0];
      if (!account) throw new AppError('PROVIDER_NOT_FOUND', `No ${platform} account ${username}.`);
      const fake = await withSourcedReasons(
        account.estimate ?? estimate(account.reading.facts, account.observedAt),
        account,
        userId,
      );
      return {
        username: account.reading.facts.username,
        avatarUrl: account.reading.avatarUrl,
        dataAsOf: reply.dataAsOf,
        source: reply.source,
        fake,
      };
    },

    /**
     * Scores the stored accounts whose estimate came from another trust model version again
     * with the shipped one (their snapshots keep the score and version they were observed
     * with). Resumable: each batch is written before the next is read. Returns how many.
     */
    async rescoreStored(opts: { signal: AbortSignal; progress: (done: number) => void }) {
      let done = 0;
      let after: string | null = null;
      for (;;) {
        opts.signal.throwIfAborted();
        const rows = await deps.repo.accountsToRescore(TRUST_MODEL_VERSION, after, 500);
        if (rows.length === 0) return done;
        const rescored: string[] = [];
        for (const row of rows) {
          const facts = profileFactsSchema.safeParse(row.facts).data;
          if (facts) {
            await deps.repo.setEstimate(row.id, modelEstimate(facts));
            rescored.push(row.id);
            done++;
          }
          after = row.id;
        }
        await changed(rescored);
        opts.progress(done);
      }
    },

    /**
     * Erases a looked-up account (snapshots and posts included) and suppresses its handle, in
     * the caller's transaction: later lookups answer but store nothing. Whether one was stored.
     */
    async eraseStoredAccount(platform: string, usernameKey: string, by: string, tx: Tx) {
      const ids = await deps.repo.eraseAccount(platform, usernameKey, by, tx);
      await changed(ids, tx);
      return ids.length > 0;
    },

    /** Retention: what was last seen before `before` goes (see the repo); returns the counts. */
    async purgeStoredBefore(before: Date, transaction: RunInTransaction) {
      return transaction(async (tx) => {
        const purged = await deps.repo.purgeBefore(before, tx);
        await changed(purged.changed, tx);
        return purged.counts;
      });
    },

    /**
     * Stores what the analysis derived from accounts' bio and posts (topics, language, post
     * terms), and announces the change like any other.
     */
    async writeDerived(
      accounts: { id: string; topics: string[]; motherTongue: string | null }[],
      posts: { id: string; terms: string[] }[],
    ): Promise<void> {
      await deps.repo.writeDerived(accounts, posts, clock.now());
      await changed(accounts.map((a) => a.id));
    },

    /** Account erasure: the user's id leaves the accounts and snapshots they checked. */
    forgetUser: (userId: string, tx: Tx) => deps.repo.forgetChecker(userId, tx),

    /** Resolves when every lookup's record so far is stored (at close; tests before reading). */
    flushStores: () => recorder.drain(),

    async listAccounts(
      platform: StoredService,
      query: StoredAccountsQuery,
    ): Promise<StoredAccountsPage> {
      const { items, total } = await deps.repo.listAccounts(platform, query);
      return {
        page: query.page,
        limit: query.limit,
        total,
        pages: pageCount(total, query.limit),
        items: items.map(toStoredAccountDto),
      };
    },
  };
}
export type LookupsService = ReturnType<typeof createLookupsService>;
export { createLookupQuota, takeLookup, type LookupQuota } from './lookup-quota';
