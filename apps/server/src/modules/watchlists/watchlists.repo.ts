import type { WatchedAccountsQuery, WatchInterval, WatchPlatform } from '@vigil/shared';
import { and, asc, count, desc, eq, gte, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { watchlistAccounts, watchlists, watchPoints, watchTargets } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { DAY_MS } from '@vigil/shared/days';

export type WatchlistRow = typeof watchlists.$inferSelect;
export type TargetRow = typeof watchTargets.$inferSelect;
export type WatchlistWithCounts = WatchlistRow & { accountCount: number; attentionCount: number };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Interval names as the milliseconds the targets keep (the shortest of a target's lists wins). */
const intervalMsSql = (interval: SQL | typeof watchlists.interval) =>
  sql`case ${interval} when 'hourly' then 3600000 else 86400000 end`;

/** One stored point, decoded from the month rows' parallel arrays. */
export type PointRow = {
  atMs: number;
  followers: number | null;
  following: number | null;
  posts: number | null;
  likes: number | null;
  score: number | null;
  modelVersion: string | null;
  changes: number;
};

/** A point to append (the month row is the UTC month of `atMs`). */
export type NewPoint = Omit<PointRow, 'changes'> & { changes: number };

const MINUTE_MS = 60_000;
const monthOf = (ms: number) => new Date(ms).toISOString().slice(0, 7) + '-01';

/**
 * Lists, their accounts, the shared watch targets and their points. Writes that belong together
 * (a check, an import) take the caller's transaction.
 */
export function createWatchlistsRepo(db: Db) {
  /** Lists with their account count and the accounts needing attention (flag or failing). */
  const withCounts = (where: SQL, flagsSince: string, tx: Tx = db) =>
    tx
      .select({
        list: watchlists,
        accountCount: count(watchlistAccounts.id),
        attentionCount:
          sql<number>`count(*) filter (where ${watchTargets.status} = 'failed' or ${watchTargets.lastFlagDay} >= ${flagsSince}::date)`.mapWith(
            Number,
          ),
      })
      .from(watchlists)
      .leftJoin(watchlistAccounts, eq(watchlistAccounts.watchlistId, watchlists.id))
      .leftJoin(watchTargets, eq(watchTargets.id, watchlistAccounts.targetId))
      .where(where)
      .groupBy(watchlists.id)
      .orderBy(asc(watchlists.name), asc(watchlists.id))
      .then((rows) =>
        rows.map((r): WatchlistWithCounts => ({
          ...r.list,
          accountCount: r.accountCount,
          attentionCount: r.attentionCount,
        })),
      );

  /** The accounts of a list joined with their targets (the watched-accounts table). */
  const accountsSelect = (tx: Tx = db) =>
    tx
      .select({ account: watchlistAccounts, target: watchTargets })
      .from(watchlistAccounts)
      .innerJoin(watchTargets, eq(watchTargets.id, watchlistAccounts.targetId));

  const accountsWhere = (watchlistId: string, q: Partial<WatchedAccountsQuery>) =>
    and(
      eq(watchlistAccounts.watchlistId, watchlistId),
      q.platform ? eq(watchTargets.platform, q.platform) : undefined,
      q.status ? eq(watchTargets.status, q.status) : undefined,
      q.q
        ? ilike(watchTargets.usernameKey, `%${q.q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`)
        : undefined,
    );

  const sortKeys: Record<WatchedAccountsQuery['sort'], SQL[]> = {
    username: [sql`${watchTargets.usernameKey}`, sql`${watchlistAccounts.id}`],
    platform: [
      sql`${watchTargets.platform}`,
      sql`${watchTargets.usernameKey}`,
      sql`${watchlistAccounts.id}`,
    ],
    followers: [
      sql`coalesce((${watchTargets.latest}->>'followers')::bigint, -1)`,
      sql`${watchlistAccounts.id}`,
    ],
    trustScore: [
      sql`coalesce((${watchTargets.latest}->>'trustScore')::int, -1)`,
      sql`${watchlistAccounts.id}`,
    ],
    lastChecked: [
      sql`coalesce(${watchTargets.lastCheckedAt}, 'epoch'::timestamptz)`,
      sql`${watchlistAccounts.id}`,
    ],
    added: [sql`${watchlistAccounts.addedAt}`, sql`${watchlistAccounts.id}`],
  };

  /** The targets of these accounts, created where missing (due at once). */
  async function ensureTargets(
    accounts: { platform: WatchPlatform; usernameKey: string; username: string }[],
    now: Date,
    tx: Tx,
  ) {
    if (accounts.length === 0) return [];
    const rows: TargetRow[] = [];
    for (let i = 0; i < accounts.length; i += 1_000) {
      rows.push(
        ...(await tx
          .insert(watchTargets)
          .values(accounts.slice(i, i + 1_000).map((a) => ({ ...a, nextCheckAt: now })))
          .onConflictDoUpdate({
            target: [watchTargets.platform, watchTargets.usernameKey],
            // A no-op that makes the existing row come back in RETURNING.
            set: { usernameKey: sql`excluded.username_key` },
          })
          .returning()),
      );
    }
    return rows;
  }

  /**
   * Sets each target's interval to the shortest of the lists watching it (daily for a badge
   * watch; null when nobody watches it). A target watched again, or more often, is due no
   * later than one new interval after its last check.
   */
  async function recomputeIntervals(targetIds: string[], now: Date, tx: Tx) {
    if (targetIds.length === 0) return;
    const ids = [...new Set(targetIds)];
    for (let i = 0; i < ids.length; i += 1_000) {
      const slice = ids.slice(i, i + 1_000);
      await tx.execute(sql`
        UPDATE watch_targets t SET
          interval_ms = x.iv,
          next_check_at = CASE
            WHEN x.iv IS NULL THEN t.next_check_at
            ELSE LEAST(t.next_check_at,
              coalesce(t.last_checked_at + make_interval(secs => x.iv / 1000), ${now.toISOString()}::timestamptz))
          END,
          updated_at = ${now.toISOString()}::timestamptz
        FROM (
          SELECT t2.id, LEAST(
            (SELECT min(${intervalMsSql(sql`l.interval`)})
               FROM watchlist_accounts a JOIN watchlists l ON l.id = a.watchlist_id
              WHERE a.target_id = t2.id),
            CASE WHEN cardinality(t2.badge_profiles) > 0 THEN ${sql.raw(String(DAY_MS))} END
          ) AS iv
          FROM watch_targets t2
          WHERE t2.id IN (${sql.join(
            slice.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
        ) x
        WHERE t.id = x.id`);
    }
  }

  return {
    // ── lists ──────────────────────────────────────────────────────────────────────────────

    listsOf: (ownerId: string, flagsSince: string) =>
      withCounts(eq(watchlists.ownerId, ownerId), flagsSince),

    listWithCounts: async (id: string, ownerId: string, flagsSince: string, tx: Tx = db) =>
      (
        await withCounts(
          and(eq(watchlists.id, id), eq(watchlists.ownerId, ownerId))!,
          flagsSince,
          tx,
        )
      )[0],

    async countLists(ownerId: string, tx: Tx = db) {
      const [row] = await tx
        .select({ n: count() })
        .from(watchlists)
        .where(eq(watchlists.ownerId, ownerId));
      return row?.n ?? 0;
    },

    async insertList(
      values: { ownerId: string; name: string; interval: WatchInterval; rules: unknown },
      tx: Tx = db,
    ) {
      const [row] = await tx.insert(watchlists).values(values).returning();
      return row!;
    },

    /** The owner's list, locked for the caller's transaction (account changes serialize on it). */
    async lockList(id: string, ownerId: string, tx: Tx) {
      const [row] = await tx
        .select()
        .from(watchlists)
        .where(and(eq(watchlists.id, id), eq(watchlists.ownerId, ownerId)))
        .for('update');
      return row;
    },

    async findList(id: string, ownerId: string) {
      const [row] = await db
        .select()
        .from(watchlists)
        .where(and(eq(watchlists.id, id), eq(watchlists.ownerId, ownerId)));
      return row;
    },

    async updateList(
      id: string,
      set: Partial<Pick<WatchlistRow, 'name' | 'interval' | 'rules'>>,
      tx: Tx,
    ) {
      await tx.update(watchlists).set(set).where(eq(watchlists.id, id));
    },

    /** Deletes a list; returns the targets it watched (their intervals are to be recomputed). */
    async deleteList(id: string, tx: Tx) {
      const targets = await tx
        .select({ id: watchlistAccounts.targetId })
        .from(watchlistAccounts)
        .where(eq(watchlistAccounts.watchlistId, id));
      await tx.delete(watchlists).where(eq(watchlists.id, id));
      return targets.map((t) => t.id);
    },

    /** Names of lists by id (alerts show their list's current name). */
    async listNames(ids: string[]) {
      if (ids.length === 0) return new Map<string, string>();
      const rows = await db
        .select({ id: watchlists.id, name: watchlists.name })
        .from(watchlists)
        .where(inArray(watchlists.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    // ── accounts ───────────────────────────────────────────────────────────────────────────

    async accountCount(watchlistId: string, tx: Tx = db) {
      const [row] = await tx
        .select({ n: count() })
        .from(watchlistAccounts)
        .where(eq(watchlistAccounts.watchlistId, watchlistId));
      return row?.n ?? 0;
    },

    /** Adds targets to a list; returns the rows added (targets already on it are left alone). */
    async addAccounts(watchlistId: string, targetIds: string[], now: Date, tx: Tx) {
      if (targetIds.length === 0) return [];
      return tx
        .insert(watchlistAccounts)
        .values(targetIds.map((targetId) => ({ watchlistId, targetId, addedAt: now })))
        .onConflictDoNothing()
        .returning();
    },

    async removeAccount(watchlistId: string, accountId: string, tx: Tx) {
      const [row] = await tx
        .delete(watchlistAccounts)
        .where(
          and(eq(watchlistAccounts.watchlistId, watchlistId), eq(watchlistAccounts.id, accountId)),
        )
        .returning({ targetId: watchlistAccounts.targetId });
      return row?.targetId;
    },

    async account(watchlistId: string, targetId: string, tx: Tx = db) {
      const [row] = await accountsSelect(tx).where(
        and(
          eq(watchlistAccounts.watchlistId, watchlistId),
          eq(watchlistAccounts.targetId, targetId),
        ),
      );
      return row;
    },

    async accountsPage(watchlistId: string, q: WatchedAccountsQuery) {
      const where = accountsWhere(watchlistId, q);
      const [total] = await db
        .select({ n: count() })
        .from(watchlistAccounts)
        .innerJoin(watchTargets, eq(watchTargets.id, watchlistAccounts.targetId))
        .where(where);
      const order = sortKeys[q.sort].map((k) => (q.order === 'asc' ? asc(k) : desc(k)));
      const rows = await accountsSelect()
        .where(where)
        .orderBy(...order)
        .limit(q.limit)
        .offset((q.page - 1) * q.limit);
      return { rows, total: total?.n ?? 0 };
    },

    /** The whole filtered list in its order, in batches (downloads; a list holds ≤ 5,000). */
    async *accountBatches(
      watchlistId: string,
      q: Partial<WatchedAccountsQuery> & Pick<WatchedAccountsQuery, 'sort' | 'order'>,
    ) {
      const where = accountsWhere(watchlistId, q);
      const order = sortKeys[q.sort].map((k) => (q.order === 'asc' ? asc(k) : desc(k)));
      for (let offset = 0; ; offset += 1_000) {
        const rows = await accountsSelect()
          .where(where)
          .orderBy(...order)
          .limit(1_000)
          .offset(offset);
        if (rows.length > 0) yield rows;
        if (rows.length < 1_000) return;
      }
    },

    /** The caller's lists holding an account, with the account row's id in each. */
    containing: (ownerId: string, platform: WatchPlatform, usernameKey: string) =>
      db
        .select({ watchlistId: watchlistAccounts.watchlistId, accountId: watchlistAccounts.id })
        .from(watchlistAccounts)
        .innerJoin(watchlists, eq(watchlists.id, watchlistAccounts.watchlistId))
        .innerJoin(watchTargets, eq(watchTargets.id, watchlistAccounts.targetId))
        .where(
          and(
            eq(watchlists.ownerId, ownerId),
            eq(watchTargets.platform, platform),
            eq(watchTargets.usernameKey, usernameKey),
          ),
        )
        .orderBy(asc(watchlists.name), asc(watchlists.id)),

    /** Whether any of the owner's lists watches the target. */
    async watchedBy(ownerId: string, targetId: string) {
      const [row] = await db
        .select({ id: watchlistAccounts.id })
        .from(watchlistAccounts)
        .innerJoin(watchlists, eq(watchlists.id, watchlistAccounts.watchlistId))
        .where(and(eq(watchlists.ownerId, ownerId), eq(watchlistAccounts.targetId, targetId)))
        .limit(1);
      return row !== undefined;
    },

    // ── targets ────────────────────────────────────────────────────────────────────────────

    ensureTargets,
    recomputeIntervals,

    /** Targets a list watches (an interval change of the list reaches them). */
    async targetsOfList(watchlistId: string, tx: Tx) {
      const rows = await tx
        .select({ id: watchlistAccounts.targetId })
        .from(watchlistAccounts)
        .where(eq(watchlistAccounts.watchlistId, watchlistId));
      return rows.map((r) => r.id);
    },

    async target(id: string, tx: Tx = db) {
      const [row] = await tx.select().from(watchTargets).where(eq(watchTargets.id, id));
      return row;
    },

    async targetByKey(platform: string, usernameKey: string) {
      const [row] = await db
        .select()
        .from(watchTargets)
        .where(and(eq(watchTargets.platform, platform), eq(watchTargets.usernameKey, usernameKey)));
      return row;
    },

    /**
     * A watched account's id and stored growth flags when it was last flagged on or after
     * `sinceDay` (yyyy-mm-dd); undefined when it is not watched or has no flag that recent. One
     * indexed read: it runs on every lookup of an account (the trust reasons users see).
     */
    async flaggedSince(platform: string, usernameKey: string, sinceDay: string) {
      const [row] = await db
        .select({ id: watchTargets.id, flags: watchTargets.flags })
        .from(watchTargets)
        .where(
          and(
            eq(watchTargets.platform, platform),
            eq(watchTargets.usernameKey, usernameKey),
            gte(watchTargets.lastFlagDay, sinceDay),
          ),
        );
      return row;
    },

    /** The target, locked until the caller's transaction ends (one check writes it at a time). */
    async lockTarget(id: string, tx: Tx) {
      const [row] = await tx
        .select()
        .from(watchTargets)
        .where(eq(watchTargets.id, id))
        .for('update');
      return row;
    },

    async updateTarget(id: string, set: Partial<typeof watchTargets.$inferInsert>, tx: Tx) {
      await tx.update(watchTargets).set(set).where(eq(watchTargets.id, id));
    },

    /**
     * Claims up to `limit` due targets of a platform for the queue, oldest due first: marks each
     * with the slot it is enqueued for. Targets whose slot is in the queue already are skipped
     * (unless they were enqueued before `stale`: a lost job is offered again), and so are rows
     * another process is claiming right now.
     */
    async claimDue(platform: string, now: Date, stale: Date, limit: number, tx: Tx) {
      if (limit <= 0) return [];
      const rows = rowsOf<{ id: string; slot: string }>(
        await tx.execute(sql`
          WITH due AS (
            SELECT id FROM watch_targets
             WHERE platform = ${platform}
               AND interval_ms IS NOT NULL
               AND next_check_at <= ${now.toISOString()}::timestamptz
               AND (enqueued_slot IS DISTINCT FROM next_check_at
                    OR enqueued_at < ${stale.toISOString()}::timestamptz)
             ORDER BY next_check_at, id
             LIMIT ${limit}
             FOR UPDATE SKIP LOCKED
          )
          UPDATE watch_targets t
             SET enqueued_slot = t.next_check_at, enqueued_at = ${now.toISOString()}::timestamptz
            FROM due WHERE t.id = due.id
          RETURNING t.id, to_char(t.next_check_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS slot`),
      );
      return rows.sort((a, b) => (a.slot < b.slot ? -1 : a.slot > b.slot ? 1 : 0));
    },

    /** Targets of a platform whose check waits in the queue (enqueued since `stale`, not done). */
    async queuedCount(platform: string, stale: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(watchTargets)
        .where(
          and(
            eq(watchTargets.platform, platform),
            sql`${watchTargets.enqueuedSlot} = ${watchTargets.nextCheckAt}`,
            sql`${watchTargets.intervalMs} is not null`,
            gte(watchTargets.enqueuedAt, stale),
          ),
        );
      return row?.n ?? 0;
    },

    /** The lists watching a target, with their owners and rules (a check's alerts). */
    watchersOf: (targetId: string, tx: Tx) =>
      tx
        .select({ id: watchlists.id, ownerId: watchlists.ownerId, rules: watchlists.rules })
        .from(watchlistAccounts)
        .innerJoin(watchlists, eq(watchlists.id, watchlistAccounts.watchlistId))
        .where(eq(watchlistAccounts.targetId, targetId)),

    /** Adds or removes a badge profile's system watch of an account. */
    async setBadgeWatch(
      account: { platform: WatchPlatform; usernameKey: string; username: string },
      profileId: string,
      watch: boolean,
      now: Date,
      tx: Tx,
    ) {
      const [target] = watch
        ? await ensureTargets([account], now, tx)
        : await tx
            .select()
            .from(watchTargets)
            .where(
              and(
                eq(watchTargets.platform, account.platform),
                eq(watchTargets.usernameKey, account.usernameKey),
              ),
            );
      if (!target) return;
      // A new badge of an account already watched (checked for a list or another badge) is
      // judged on a check of its own now, not on the next daily one; a badge watched again (the
      // daily reconcile) changes nothing.
      const newBadge = watch && !(target.badgeProfiles ?? []).includes(profileId);
      await tx
        .update(watchTargets)
        .set({
          badgeProfiles: watch
            ? sql`(select array_agg(distinct p) from unnest(array_append(${watchTargets.badgeProfiles}, ${profileId}::text)) p)`
            : sql`array_remove(${watchTargets.badgeProfiles}, ${profileId}::text)`,
          ...(newBadge && target.lastCheckedAt !== null && target.nextCheckAt > now
            ? { nextCheckAt: now }
            : {}),
        })
        .where(eq(watchTargets.id, target.id));
      await recomputeIntervals([target.id], now, tx);
    },

    // ── points ─────────────────────────────────────────────────────────────────────────────

    /**
     * Appends points to their month rows: one upsert per run of points of one month and one
     * model version (a check appends one point; a backfill one run a month), each growing the
     * row's arrays by the new values. Callers append in time order.
     */
    async appendPoints(targetId: string, points: NewPoint[], tx: Tx) {
      const runs: { month: string; version: string | null; points: NewPoint[] }[] = [];
      for (const p of points) {
        const month = monthOf(p.atMs);
        const last = runs.at(-1);
        if (last && last.month === month && last.version === p.modelVersion) last.points.push(p);
        else runs.push({ month, version: p.modelVersion, points: [p] });
      }
      for (const { month, version, points: run } of runs) {
        // Numbers are written as literals (finite integers only): a 90-day backfill in one
        // statement would otherwise carry some 700 parameters.
        const ints = (values: (number | null)[]) =>
          sql.raw(
            `ARRAY[${values
              .map((v) => (v === null || !Number.isFinite(v) ? 'NULL' : String(Math.round(v))))
              .join(', ')}]`,
          );
        const column = (pick: (p: NewPoint) => number | null) => ints(run.map(pick));
        // The model version is kept once per row (`models`); each point holds its position.
        const known = sql`array_position(watch_points.models, ${version}::text)`;
        const position =
          version === null
            ? sql`NULL::int2`
            : sql`coalesce(${known}, cardinality(watch_points.models) + 1)::int2`;
        const positions = sql`array_fill(${position}, ARRAY[${sql.raw(String(run.length))}])`;
        await tx.execute(sql`
          INSERT INTO watch_points AS watch_points
            (target_id, month, at_minutes, followers, following, posts, likes, score, models, model, changes)
          VALUES (
            ${targetId}::uuid, ${month}::date,
            ${column((p) => Math.floor(p.atMs / MINUTE_MS))}::int4[],
            ${column((p) => p.followers)}::int4[],
            ${column((p) => p.following)}::int4[],
            ${column((p) => p.posts)}::int4[],
            ${column((p) => p.likes)}::int8[],
            ${column((p) => p.score)}::int2[],
            ${version === null ? sql`'{}'::text[]` : sql`ARRAY[${version}::text]`},
            array_fill(${version === null ? sql`NULL::int2` : sql`1::int2`}, ARRAY[${sql.raw(String(run.length))}]),
            ${column((p) => p.changes)}::int2[]
          )
          ON CONFLICT (target_id, month) DO UPDATE SET
            at_minutes = watch_points.at_minutes || excluded.at_minutes,
            followers = watch_points.followers || excluded.followers,
            following = watch_points.following || excluded.following,
            posts = watch_points.posts || excluded.posts,
            likes = watch_points.likes || excluded.likes,
            score = watch_points.score || excluded.score,
            models = ${
              version === null
                ? sql`watch_points.models`
                : sql`CASE WHEN ${known} IS NULL THEN watch_points.models || ${version}::text ELSE watch_points.models END`
            },
            model = watch_points.model || ${positions},
            changes = watch_points.changes || excluded.changes`);
      }
    },

    async hasPoints(targetId: string, tx: Tx = db) {
      const [row] = await tx
        .select({ month: watchPoints.month })
        .from(watchPoints)
        .where(eq(watchPoints.targetId, targetId))
        .limit(1);
      return row !== undefined;
    },

    /**
     * A target's points from `sinceMs` on (all: null), oldest first. The month rows come back as
     * one JSON text parsed by V8: PGlite decodes array fields element by element in JavaScript,
     * several times slower for a year of points (the same reason as decision A19).
     */
    async points(targetId: string, sinceMs: number | null, tx: Tx = db): Promise<PointRow[]> {
      const since = sinceMs === null ? sql`` : sql`AND month >= ${monthOf(sinceMs)}::date`;
      const [row] = rowsOf<{ j: string | null }>(
        await tx.execute(sql`
          SELECT json_agg(json_build_array(at_minutes, followers, following, posts, likes, score,
                                           models, model, changes) ORDER BY month)::text AS j
          FROM watch_points WHERE target_id = ${targetId}::uuid ${since}`),
      );
      type MonthRow = [
        number[],
        (number | null)[],
        (number | null)[],
        (number | null)[],
        (number | null)[],
        (number | null)[],
        string[],
        (number | null)[],
        number[],
      ];
      const months = row?.j ? (JSON.parse(row.j) as MonthRow[]) : [];
      const out: PointRow[] = [];
      for (const [
        at,
        followers,
        following,
        posts,
        likes,
        score,
        models,
        model,
        changes,
      ] of months) {
        for (let i = 0; i < at.length; i++) {
          const atMs = at[i]! * MINUTE_MS;
          if (sinceMs !== null && atMs < sinceMs) continue;
          const version = model[i] ?? null;
          out.push({
            atMs,
            followers: followers[i] ?? null,
            following: following[i] ?? null,
            posts: posts[i] ?? null,
            likes: likes[i] ?? null,
            score: score[i] ?? null,
            modelVersion: version === null ? null : (models[version - 1] ?? null),
            changes: changes[i] ?? 0,
          });
        }
      }
      // Already in order (months in order, points appended in time order): a cheap guarantee.
      return out.sort((a, b) => a.atMs - b.atMs);
    },
  };
}
export type WatchlistsRepo = ReturnType<typeof createWatchlistsRepo>;
