import {
  alertRulesSchema,
  HISTORY_RANGE_DAYS,
  MAX_WATCHED_PER_LIST,
  MAX_WATCHLISTS_PER_USER,
  pageCount,
  watchPlatformSchema,
  watchStatusSchema,
  type CreateWatchlistRequest,
  type HistoryRange,
  type HistoryReply,
  type UpdateWatchlistRequest,
  type WatchAccountRequest,
  type WatchedAccount,
  type WatchedAccountsQuery,
  type WatchImportReply,
  type Watchlist,
  type WatchPlatform,
  type WatchPoint,
  type TrustReasonDto,
} from '@vigil/shared';
import { growthReasons } from '@vigil/shared/growth/reasons';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { RunInTransaction, Tx } from '../../db/transaction';
import { relookupInput } from '../lookups/lookups.service';
import type { AlertsService } from './alerts.service';
import type { MailLang } from './alert-mail';
import { parseWatchCsv } from './watch-csv';
import { pointDto, storedFlags } from './watch-dto';
import type {
  TargetRow,
  WatchlistRow,
  WatchlistsRepo,
  WatchlistWithCounts,
} from './watchlists.repo';
import { DAY_MS } from '@vigil/shared/days';

/** Flags younger than this make an account "need attention" and show on its row. */
const RECENT_FLAG_DAYS = 30;
/**
 * How far back a growth flag stays among the account's trust reasons: bought followers stay on
 * the account after the step, so a year (the history chart's long range), not only the list's
 * 30 days of "recent".
 */
const GROWTH_REASON_DAYS = 365;

/** The key an account is known by: lower case, no '@' (the lookups' key). */
export const usernameKeyOf = (username: string) => username.trim().replace(/^@/, '').toLowerCase();

const rulesOf = (raw: unknown) =>
  alertRulesSchema.safeParse(raw).data ?? alertRulesSchema.parse({});

const toWatchlistDto = (row: WatchlistWithCounts): Watchlist => ({
  id: row.id,
  name: row.name,
  interval: row.interval,
  rules: rulesOf(row.rules),
  accountCount: row.accountCount,
  attentionCount: row.attentionCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const latestOf = (raw: unknown): WatchPoint | null => {
  if (!raw || typeof raw !== 'object') return null;
  return raw as WatchPoint;
};

export type WatchlistsServiceDeps = {
  repo: WatchlistsRepo;
  alerts: Pick<AlertsService, 'rememberLanguage'>;
  transaction: RunInTransaction;
  clock: Clock;
  /** Asks for a check of accounts never checked yet, in the caller's transaction (the tick now). */
  checkSoon: (tx: Tx) => Promise<void>;
};

/** Who asks: their id, whether they are an operator (admin), their language (first list). */
export type Caller = { userId: string; operator: boolean; language?: MailLang };

/**
 * Watchlists: a user's lists and their accounts (each a shared watch target), CSV imports, the
 * history of a watched account, and badges' system watches. Every list route answers 404 for a
 * list that is not the caller's.
 */
export function createWatchlistsService(deps: WatchlistsServiceDeps) {
  const { repo, clock } = deps;
  const flagsSince = () =>
    new Date(clock.now().getTime() - RECENT_FLAG_DAYS * DAY_MS).toISOString().slice(0, 10);

  const notFound = () => new AppError('NOT_FOUND', 'No such watchlist.');

  function refuseHourly(interval: string | undefined, caller: Caller) {
    if (interval === 'hourly' && !caller.operator) {
      throw new AppError('FORBIDDEN', 'Only operators may check a list hourly; use daily.');
    }
  }

  function toAccountDto(account: { id: string; watchlistId: string; addedAt: Date }, t: TargetRow) {
    const since = flagsSince();
    const dto: WatchedAccount = {
      id: account.id,
      watchlistId: account.watchlistId,
      platform: watchPlatformSchema.parse(t.platform),
      username: t.username,
      addedAt: account.addedAt.toISOString(),
      status: watchStatusSchema.safeParse(t.status).data ?? 'pending',
      lastCheckedAt: t.lastCheckedAt?.toISOString() ?? null,
      nextCheckAt: t.nextCheckAt.toISOString(),
      failures: t.failures,
      failureReason: t.failureReason,
      latest: latestOf(t.latest),
      recentFlags: storedFlags(t.flags).filter((f) => f.day >= since),
    };
    return dto;
  }

  async function listDto(id: string, ownerId: string, tx?: Tx) {
    const row = await repo.listWithCounts(id, ownerId, flagsSince(), tx);
    if (!row) throw notFound();
    return toWatchlistDto(row);
  }

  /** The owner's list, locked for the transaction; else 404. */
  async function ownList(tx: Tx, id: string, userId: string): Promise<WatchlistRow> {
    const list = await repo.lockList(id, userId, tx);
    if (!list) throw notFound();
    return list;
  }

  /** Adds accounts to a locked list within the list's limit; returns how many were new. */
  async function addToList(
    tx: Tx,
    list: WatchlistRow,
    accounts: { platform: WatchPlatform; username: string }[],
  ) {
    const now = clock.now();
    // The first spelling of an account in the request is the one kept.
    const unique = new Map<string, { platform: WatchPlatform; username: string }>();
    for (const a of accounts) {
      const username = a.username.trim().replace(/^@/, '');
      const key = `${a.platform}:${usernameKeyOf(username)}`;
      if (!unique.has(key)) unique.set(key, { platform: a.platform, username });
    }
    const targets = await repo.ensureTargets(
      [...unique.values()].map((a) => ({
        platform: a.platform,
        usernameKey: usernameKeyOf(a.username),
        username: a.username,
      })),
      now,
      tx,
    );
    const added = await repo.addAccounts(
      list.id,
      targets.map((t) => t.id),
      now,
      tx,
    );
    if (added.length > 0 && (await repo.accountCount(list.id, tx)) > MAX_WATCHED_PER_LIST) {
      throw new AppError(
        'CONFLICT',
        `A list holds at most ${MAX_WATCHED_PER_LIST} accounts; nothing was added.`,
        { params: { limit: MAX_WATCHED_PER_LIST } },
      );
    }
    await repo.recomputeIntervals(
      added.map((a) => a.targetId),
      now,
      tx,
    );
    if (added.length > 0 && targets.some((t) => t.lastCheckedAt === null)) await deps.checkSoon(tx);
    return { targets, added };
  }

  /** Refuses a username the platform's lookup would refuse (the check could never run). */
  function lookupable(platform: WatchPlatform, username: string) {
    const input = relookupInput(platform, username.trim().replace(/^@/, ''));
    if (!input.ok) throw new AppError('VALIDATION_FAILED', input.message);
  }

  return {
    async lists(userId: string) {
      const rows = await repo.listsOf(userId, flagsSince());
      return { items: rows.map(toWatchlistDto) };
    },

    async create(caller: Caller, body: CreateWatchlistRequest): Promise<Watchlist> {
      const interval = body.interval ?? 'daily';
      refuseHourly(interval, caller);
      return deps.transaction(async (tx) => {
        if ((await repo.countLists(caller.userId, tx)) >= MAX_WATCHLISTS_PER_USER) {
          throw new AppError(
            'CONFLICT',
            `You keep ${MAX_WATCHLISTS_PER_USER} watchlists already; delete one first.`,
            { params: { limit: MAX_WATCHLISTS_PER_USER } },
          );
        }
        const row = await repo.insertList(
          {
            ownerId: caller.userId,
            name: body.name.trim(),
            interval,
            rules: alertRulesSchema.parse(body.rules ?? {}),
          },
          tx,
        );
        if (caller.language) await deps.alerts.rememberLanguage(caller.userId, caller.language, tx);
        return listDto(row.id, caller.userId, tx);
      });
    },

    async update(caller: Caller, id: string, body: UpdateWatchlistRequest): Promise<Watchlist> {
      refuseHourly(body.interval, caller);
      return deps.transaction(async (tx) => {
        const list = await ownList(tx, id, caller.userId);
        const rules = body.rules ? { ...rulesOf(list.rules), ...body.rules } : undefined;
        await repo.updateList(
          list.id,
          {
            ...(body.name !== undefined ? { name: body.name.trim() } : {}),
            ...(body.interval !== undefined ? { interval: body.interval } : {}),
            ...(rules ? { rules: alertRulesSchema.parse(rules) } : {}),
          },
          tx,
        );
        if (body.interval !== undefined && body.interval !== list.interval) {
          await repo.recomputeIntervals(await repo.targetsOfList(list.id, tx), clock.now(), tx);
        }
        return listDto(list.id, caller.userId, tx);
      });
    },

    async remove(userId: string, id: string) {
      await deps.transaction(async (tx) => {
        const list = await ownList(tx, id, userId);
        const targets = await repo.deleteList(list.id, tx);
        await repo.recomputeIntervals(targets, clock.now(), tx);
      });
    },

    async accounts(userId: string, id: string, query: WatchedAccountsQuery) {
      const list = await repo.findList(id, userId);
      if (!list) throw notFound();
      const { rows, total } = await repo.accountsPage(list.id, query);
      return {
        items: rows.map((r) => toAccountDto(r.account, r.target)),
        total,
        page: query.page,
        limit: query.limit,
        pages: pageCount(total, query.limit),
      };
    },

    /** The whole filtered list of a list's accounts (`format=csv|json`). */
    async exportAccounts(userId: string, id: string, query: WatchedAccountsQuery) {
      const list = await repo.findList(id, userId);
      if (!list) throw notFound();
      const batches = repo.accountBatches(list.id, query);
      return (async function* () {
        for await (const rows of batches) yield rows.map((r) => toAccountDto(r.account, r.target));
      })();
    },

    /** Adds one account; one already on the list is returned as it is (`created` false). */
    async addAccount(userId: string, id: string, body: WatchAccountRequest) {
      lookupable(body.platform, body.username);
      return deps.transaction(async (tx) => {
        const list = await ownList(tx, id, userId);
        const { targets, added } = await addToList(tx, list, [body]);
        const row = await repo.account(list.id, targets[0]!.id, tx);
        return { account: toAccountDto(row!.account, row!.target), created: added.length > 0 };
      });
    },

    async removeAccount(userId: string, id: string, accountId: string) {
      await deps.transaction(async (tx) => {
        const list = await ownList(tx, id, userId);
        const targetId = await repo.removeAccount(list.id, accountId, tx);
        if (!targetId) throw new AppError('NOT_FOUND', 'The account is not on this list.');
        await repo.recomputeIntervals([targetId], clock.now(), tx);
      });
    },

    /**
     * A CSV of `platform,username` lines: every line is checked first, and any bad line refuses
     * the whole file (400 naming the lines in `params.lines`); else all are added in one
     * transaction, or none when the list would grow past its limit.
     */
    async importCsv(userId: string, id: string, csv: string): Promise<WatchImportReply> {
      const list = await repo.findList(id, userId);
      if (!list) throw notFound();
      const parsed = parseWatchCsv(csv, (platform, username) => {
        const input = relookupInput(platform, username);
        return input.ok ? null : input.message;
      });
      if (!parsed.ok) {
        const first = parsed.errors[0]!;
        throw new AppError(
          'VALIDATION_FAILED',
          `The file has ${parsed.errors.length} bad line(s); nothing was added. First: line ${first.line}: ${first.message}`,
          {
            params: {
              lines: parsed.errors.map((e) => e.line).join(','),
              errors: parsed.errors
                .slice(0, 100)
                .map((e) => `${e.line}: ${e.message}`)
                .join('\n'),
            },
          },
        );
      }
      return deps.transaction(async (tx) => {
        const locked = await ownList(tx, id, userId);
        const { added } = await addToList(tx, locked, parsed.lines);
        return { added: added.length, alreadyWatched: parsed.lines.length - added.length };
      });
    },

    async containing(userId: string, platform: WatchPlatform, username: string) {
      return { items: await repo.containing(userId, platform, usernameKeyOf(username)) };
    },

    /**
     * A watched account's growth flags of the last year as trust reasons (one per kind, its
     * loudest flag), joining the estimate a lookup of it answers with: for a user whose lists
     * watch it and for operators, as its history (a stranger learns nothing of who is watched).
     */
    async trustReasons(
      platform: string,
      usernameKey: string,
      viewer: { userId: string; isOperator: () => Promise<boolean> },
    ): Promise<TrustReasonDto[]> {
      const since = new Date(clock.now().getTime() - GROWTH_REASON_DAYS * DAY_MS)
        .toISOString()
        .slice(0, 10);
      const target = await repo.flaggedSince(platform, usernameKey, since);
      if (!target) return [];
      const visible =
        (await repo.watchedBy(viewer.userId, target.id)) || (await viewer.isOperator());
      if (!visible) return [];
      const flags = storedFlags(target.flags).filter((f) => f.day >= since);
      return growthReasons(flags).map(({ code, value, effect }) => ({ code, value, effect }));
    },

    /**
     * An account's points in range, oldest first, and its growth flags in range: for a user
     * whose lists watch it (operators: any watched account, badges' included); else 404.
     */
    async history(
      caller: Caller,
      platform: WatchPlatform,
      username: string,
      range: HistoryRange,
    ): Promise<HistoryReply> {
      const target = await repo.targetByKey(platform, usernameKeyOf(username));
      const visible =
        target && (caller.operator || (await repo.watchedBy(caller.userId, target.id)));
      if (!target || !visible) {
        throw new AppError('NOT_FOUND', 'None of your watchlists watches this account.');
      }
      const days = HISTORY_RANGE_DAYS[range];
      const sinceMs = days === null ? null : clock.now().getTime() - days * DAY_MS;
      const sinceDay = sinceMs === null ? '' : new Date(sinceMs).toISOString().slice(0, 10);
      const points = await repo.points(target.id, sinceMs);
      return {
        platform,
        username: target.username,
        range,
        points: points.map(pointDto),
        flags: storedFlags(target.flags).filter((f) => f.day >= sinceDay),
      };
    },

    /**
     * A badge's profile is watched (daily) or no longer: the system watch of its account, kept
     * per profile (two badges of one account keep it until both are gone). Platforms whose
     * accounts cannot be looked up again are ignored.
     */
    async setBadgeWatch(
      p: { profileId: string; platform: string; username: string; watch: boolean },
      tx: Tx | undefined,
    ) {
      const platform = watchPlatformSchema.safeParse(p.platform);
      const username = p.username.trim().replace(/^@/, '');
      if (!platform.success || !relookupInput(platform.data, username).ok) return;
      const account = { platform: platform.data, usernameKey: usernameKeyOf(username), username };
      const run = async (t: Tx) => {
        await repo.setBadgeWatch(account, p.profileId, p.watch, clock.now(), t);
        if (p.watch) await deps.checkSoon(t);
      };
      if (tx) await run(tx);
      else await deps.transaction(run);
    },

    /** A user's lists with their accounts (their data export). */
    async exportOf(userId: string) {
      const lists = await repo.listsOf(userId, flagsSince());
      const out = [];
      for (const list of lists) {
        const accounts = [];
        for await (const rows of repo.accountBatches(list.id, { sort: 'added', order: 'asc' })) {
          accounts.push(
            ...rows.map((r) => ({
              platform: r.target.platform,
              username: r.target.username,
              addedAt: r.account.addedAt.toISOString(),
            })),
          );
        }
        out.push({ ...toWatchlistDto(list), accounts });
      }
      return out;
    },

    /** What the watch of an account last found (badge pages: "last checked …"); null if unwatched. */
    async watchOf(platform: string, username: string) {
      const t = await repo.targetByKey(platform, usernameKeyOf(username));
      if (!t) return null;
      return {
        status: watchStatusSchema.safeParse(t.status).data ?? 'pending',
        lastCheckedAt: t.lastCheckedAt?.toISOString() ?? null,
        nextCheckAt: t.intervalMs === null ? null : t.nextCheckAt.toISOString(),
        flags: storedFlags(t.flags),
      };
    },
  };
}
export type WatchlistsService = ReturnType<typeof createWatchlistsService>;
