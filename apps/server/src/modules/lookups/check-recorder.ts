import type {
  AccountCheck,
  AccountObservation,
  LookupsRepo,
  PostsObservation,
} from './lookups.repo';

type Log = { error: (obj: object, msg: string) => void };

/** Rows per statement: a statement blocks PGlite (and with it the event loop) while it runs. */
export const STORE_BATCH_ROWS = 20;
/** Posts fetches per statement (each up to 35 posts). */
export const STORE_BATCH_POSTS = 5;
/** Observations remembered as stored, so that their cached re-checks only count. */
const KNOWN_OBSERVATIONS = 10_000;

/** SQLSTATE classes of errors caused by the data of a row (so another row may well succeed). */
const DATA_ERROR_CLASSES = new Set(['22', '23', '54']);

/** The SQLSTATE of a driver error (Drizzle wraps it in `cause`), if any. */
function sqlState(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A failure that one bad row explains: worth retrying the rows apart. */
export const isRowError = (err: unknown) =>
  DATA_ERROR_CLASSES.has(sqlState(err)?.slice(0, 2) ?? '');

type Batch = {
  accounts: Map<string, AccountCheck>;
  /** The ids of the stored accounts the batch wrote. */
  written: Set<string>;
  posts: Map<string, PostsObservation>;
  /** The accounts written whose topics and language are still to be derived. */
  pending: Set<string>;
  done: Promise<void>;
  resolve: () => void;
};

function newBatch(): Batch {
  let resolve!: () => void;
  const done = new Promise<void>((r) => (resolve = r));
  return {
    accounts: new Map(),
    written: new Set(),
    posts: new Map(),
    pending: new Set(),
    done,
    resolve,
  };
}

const accountKey = (platform: string, key: string) => `${platform}\u0000${key}`;

/**
 * The store of every lookup, as a group commit: lookups record their checks (and fetched posts)
 * here and wait for the returned promise, which resolves once the batch holding them is written
 * (so a reply means a durable record: a crash loses no answered lookup). Whatever arrives while
 * a batch is being written forms the next batch, written as soon as that one is done: alone, a
 * lookup waits for one write; under load, many share one. Checks of one account in one batch
 * are merged (check_count + n, the newest observation, first and last time, the last user).
 *
 * A batch that fails for one bad row is retried in halves until the bad row is alone: it fails
 * by itself and is logged; every other row is stored. A failure that is not about a row (the
 * database is gone) is logged for the whole batch. Either way the promise resolves: a lookup
 * never fails for its store (spec 001 §4: the failure is only logged).
 */
export function createCheckRecorder(deps: {
  repo: Pick<LookupsRepo, 'writeAccounts' | 'countChecks' | 'writePosts'>;
  log: Log;
  /**
   * The accounts a batch wrote (checks, posts), once it is written and before its lookups are
   * answered (so the next request sees what follows from them); a failure is logged.
   */
  changed?: (ids: string[]) => Promise<void>;
}) {
  let pending = newBatch();
  let running = false;
  /** The batch being written, if any. */
  let inflight: Promise<void> | null = null;
  /**
   * Observations this process has stored (platform, key, time), oldest first: a cached lookup
   * re-sends one, and only needs its check counted, not its facts and raw record written again.
   */
  const known = new Set<string>();
  const observationKey = (c: AccountCheck) =>
    `${c.observation.platform}\u0000${c.observation.reading.key}\u0000${c.observation.observedAt}`;
  function remember(checks: AccountCheck[]) {
    for (const c of checks) {
      known.add(observationKey(c));
      if (known.size > KNOWN_OBSERVATIONS) known.delete(known.values().next().value as string);
    }
  }

  /** Writes `items` with `write`; on a row error, the halves apart, down to the bad row. */
  async function isolate<T>(
    items: T[],
    write: (items: T[]) => Promise<unknown>,
    describe: (items: T[]) => object,
    stored: (items: T[]) => void = () => {},
  ): Promise<void> {
    try {
      await write(items);
      stored(items);
    } catch (err) {
      if (items.length > 1 && isRowError(err)) {
        const half = Math.ceil(items.length / 2);
        await isolate(items.slice(0, half), write, describe, stored);
        await isolate(items.slice(half), write, describe, stored);
        return;
      }
      deps.log.error({ err, ...describe(items) }, 'storing a looked-up account failed');
    }
  }

  const describeChecks = (c: AccountCheck[]) => ({
    accounts: c.map((x) => `${x.observation.platform}:${x.observation.reading.key}`),
  });

  async function write(batch: Batch) {
    const all = [...batch.accounts.values()];
    const posts = [...batch.posts.values()];
    // Re-checks of stored observations only count; an account that is not there after all
    // (written by another process's cache, or lost) is written in full below.
    const recheck = all.filter((c) => known.has(observationKey(c)));
    const accounts = all.filter((c) => !known.has(observationKey(c)));
    for (let i = 0; i < recheck.length; i += STORE_BATCH_ROWS) {
      await isolate(
        recheck.slice(i, i + STORE_BATCH_ROWS),
        async (c) => {
          const { missing, ids } = await deps.repo.countChecks(c);
          for (const id of ids) batch.written.add(id);
          accounts.push(...missing);
        },
        describeChecks,
      );
    }
    // Accounts before posts: a posts fetch finds its account, maybe written by this batch.
    const writeAccounts = async (checks: AccountCheck[]) => {
      for (const w of await deps.repo.writeAccounts(checks)) {
        batch.written.add(w.id);
        if (w.pending) batch.pending.add(accountKey(w.platform, w.key));
      }
    };
    for (let i = 0; i < accounts.length; i += STORE_BATCH_ROWS) {
      await isolate(
        accounts.slice(i, i + STORE_BATCH_ROWS),
        writeAccounts,
        describeChecks,
        remember,
      );
    }
    for (let i = 0; i < posts.length; i += STORE_BATCH_POSTS) {
      const writePosts = async (p: PostsObservation[]) => {
        for (const id of await deps.repo.writePosts(p)) batch.written.add(id);
      };
      await isolate(posts.slice(i, i + STORE_BATCH_POSTS), writePosts, (p) => ({
        posts: p.map((x) => `${x.platform}:${x.key ?? x.externalId}`),
      }));
    }
  }

  async function loop() {
    running = true;
    try {
      while (pending.accounts.size > 0 || pending.posts.size > 0) {
        const batch = pending;
        pending = newBatch();
        inflight = batch.done;
        try {
          await write(batch);
        } catch (err) {
          deps.log.error({ err }, 'storing looked-up accounts failed');
        }
        if (deps.changed && batch.written.size > 0) {
          try {
            await deps.changed([...batch.written]);
          } catch (err) {
            deps.log.error({ err }, 'announcing stored accounts failed');
          }
        }
        batch.resolve();
      }
    } finally {
      running = false;
      inflight = null;
    }
  }

  /** The batch's promise; the loop starts after this tick, so that one tick's records share it. */
  function enqueued(): Promise<void> {
    if (!running) {
      running = true;
      setImmediate(() => void loop());
    }
    return pending.done;
  }

  return {
    /**
     * Records one lookup's check of an account; resolves when it is stored (or logged as failed),
     * to `true` when the account was written with stored posts, so its topics and language are
     * still to be derived (see `writeAccounts`).
     */
    record(observation: AccountObservation, checkedBy: string | null, at: Date): Promise<boolean> {
      const key = accountKey(observation.platform, observation.reading.key);
      const batch = pending;
      const seen = pending.accounts.get(key);
      if (seen) {
        seen.checks += 1;
        if (observation.observedAt >= seen.observation.observedAt) seen.observation = observation;
        if (at < seen.firstAt) seen.firstAt = at;
        if (at >= seen.lastAt) {
          seen.lastAt = at;
          seen.checkedBy = checkedBy;
        }
      } else {
        pending.accounts.set(key, { observation, checks: 1, firstAt: at, lastAt: at, checkedBy });
      }
      return enqueued().then(() => batch.pending.has(key));
    },

    /** Records the posts one lookup fetched; resolves when they are stored (or logged). */
    recordPosts(posts: PostsObservation): Promise<void> {
      const key = `${posts.platform}\u0000${posts.key ?? ''}\u0000${posts.externalId ?? ''}`;
      const seen = pending.posts.get(key);
      if (!seen || posts.observedAt >= seen.observedAt) pending.posts.set(key, posts);
      return enqueued();
    },

    /** Resolves when everything recorded so far is stored (shutdown; tests before reading). */
    async drain(): Promise<void> {
      for (;;) {
        if (pending.accounts.size > 0 || pending.posts.size > 0) await enqueued();
        else if (inflight) await inflight;
        else if (running) await new Promise((r) => setImmediate(r));
        else return;
      }
    },
  };
}
export type CheckRecorder = ReturnType<typeof createCheckRecorder>;
