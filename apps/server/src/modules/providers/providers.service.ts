import { AsyncLocalStorage } from 'node:async_hooks';
import { accountPlatformNames, storedServiceSchema, type StoredService } from '@vigil/shared';
import {
  providerFailureReasonSchema,
  type ProviderFailureReason,
  type ProviderMode,
  type ProviderStatusDto,
  type ProviderTestReply,
} from '@vigil/shared/providers';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type {
  ProviderCallReport,
  ProviderObserver,
} from '../../integrations/social/provider-client';
import type { SocialProviders } from '../../integrations/social/social-providers';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ProvidersRepo, ProviderStatusRow, ProviderStatusWrite } from './providers.repo';
import { probes } from './test-accounts';

type Failure = NonNullable<ProviderStatusWrite['lastFailure']>;
type Quota = NonNullable<ProviderStatusWrite['quota']>;

/** What this process knows of one provider: the latest it saw, and what is not written yet. */
type Seen = {
  lastSuccessAt: Date | null;
  lastFailure: Failure | null;
  quota: Quota | null;
  calls: number;
  failures: number;
  /** A write is queued: it takes the latest state when it runs. */
  writeQueued: boolean;
};

export type ProvidersServiceDeps = {
  repo: ProvidersRepo;
  clock: Clock;
  /** `live` with RAPIDAPI_KEY, else `demo`. */
  live: boolean;
  hosts: Record<StoredService, string>;
  testAccounts: Record<StoredService, string>;
  /** The adapters the lookups answer with (the lookups module loads after this one). */
  adapters: () => SocialProviders;
  /** Runs the status writes after the reply (in order; awaited before the database closes). */
  background: { run: (name: string, task: () => Promise<void>) => void };
  /** The process's Prometheus registry (`GET /api/metrics`). */
  registry: Registry;
  /** A monotonic clock in ms (the test's duration). */
  now?: () => number;
};

/** Other screens a provider answers besides its own (the social-profile screen). */
const alsoServes: Partial<Record<StoredService, string[]>> = {
  instagram: ['social-profile'],
  twitter: ['social-profile'],
};

const later = <T extends { at: Date }>(a: T | null, b: T | null) =>
  !a ? b : !b ? a : b.at > a.at ? b : a;
const laterDate = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : b > a ? b : a);

function rowFailure(row: ProviderStatusRow | undefined): Failure | null {
  // A reason this version does not know (written by a newer one) is left out.
  const known = providerFailureReasonSchema.safeParse(row?.lastFailureReason);
  if (!row?.lastFailureAt || !known.success) return null;
  return {
    at: row.lastFailureAt,
    reason: known.data,
    status: row.lastFailureStatus,
    path: row.lastFailurePath ?? '',
  };
}

function rowQuota(row: ProviderStatusRow | undefined): Quota | null {
  if (!row?.quotaSeenAt) return null;
  return {
    remaining: row.quotaRemaining,
    limit: row.quotaLimit,
    resetAt: row.quotaResetAt,
    seenAt: row.quotaSeenAt,
  };
}

const isReason = (r: string): r is ProviderFailureReason => r !== 'ok' && r !== 'not-found';

/**
 * The data providers' health: every provider call reports here once (`observe`, passed to the
 * provider client at composition). Counters and the latency histogram are this process's
 * (Prometheus sums the processes); the last success, last failure and quota go to the
 * `provider_status` table (one coalesced upsert per provider after the reply), so the status
 * survives restarts and every process shows the latest any of them saw.
 */
export function createProvidersService(deps: ProvidersServiceDeps) {
  const now = deps.now ?? (() => performance.now());
  const keys = storedServiceSchema.options;
  const seen = new Map<StoredService, Seen>(
    keys.map((k) => [
      k,
      {
        lastSuccessAt: null,
        lastFailure: null,
        quota: null,
        calls: 0,
        failures: 0,
        writeQueued: false,
      },
    ]),
  );
  /** The reports of the calls a provider test makes (set only inside `test`). */
  const testCalls = new AsyncLocalStorage<ProviderCallReport[]>();

  const requests = new Counter({
    name: 'vigil_provider_requests_total',
    help: 'Provider calls after their retries, by provider and outcome (ok, not-found or the failure reason).',
    labelNames: ['provider', 'outcome'] as const,
    registers: [deps.registry],
  });
  const failures = new Counter({
    name: 'vigil_provider_failures_total',
    help: 'Failed provider calls (the data source unavailable), by provider and reason.',
    labelNames: ['provider', 'reason'] as const,
    registers: [deps.registry],
  });
  const duration = new Histogram({
    name: 'vigil_provider_request_duration_seconds',
    help: 'Time of a provider call including its retries, by provider.',
    labelNames: ['provider'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [deps.registry],
  });
  const quotaLeft = new Gauge({
    name: 'vigil_provider_quota_remaining',
    help: "Requests left in the provider's RapidAPI quota, as its last reply said.",
    labelNames: ['provider'] as const,
    registers: [deps.registry],
  });

  const queueWrite = (platform: StoredService, s: Seen) => {
    if (s.writeQueued) return;
    s.writeQueued = true;
    deps.background.run('providers.status', async () => {
      s.writeQueued = false;
      await deps.repo.record({
        platform,
        lastSuccessAt: s.lastSuccessAt,
        lastFailure: s.lastFailure,
        quota: s.quota,
      });
    });
  };

  const observe: ProviderObserver = (r) => {
    testCalls.getStore()?.push(r);
    const s = seen.get(r.provider);
    if (!s) return;
    const at = deps.clock.now();
    s.calls += 1;
    requests.inc({ provider: r.provider, outcome: r.outcome });
    duration.observe({ provider: r.provider }, r.durationMs / 1000);
    if (isReason(r.outcome)) {
      s.failures += 1;
      failures.inc({ provider: r.provider, reason: r.outcome });
      s.lastFailure = { at, reason: r.outcome, status: r.status, path: r.path };
    } else {
      // The vendor answering "no such account" is the provider working.
      s.lastSuccessAt = at;
    }
    if (r.quota) {
      s.quota = {
        remaining: r.quota.remaining,
        limit: r.quota.limit,
        resetAt:
          r.quota.resetSeconds === null
            ? null
            : new Date(at.getTime() + r.quota.resetSeconds * 1000),
        seenAt: at,
      };
      if (r.quota.remaining !== null) quotaLeft.set({ provider: r.provider }, r.quota.remaining);
    }
    queueWrite(r.provider, s);
  };

  const modeOf = (platform: StoredService): ProviderMode =>
    !deps.live ? 'demo' : deps.hosts[platform].trim() ? 'live' : 'not-configured';

  return {
    observe,

    /** Every provider: this process's latest merged with what any process wrote. */
    async status(): Promise<ProviderStatusDto[]> {
      const rows = new Map((await deps.repo.all()).map((r) => [r.platform, r]));
      return keys.map((platform) => {
        const mine = seen.get(platform)!;
        const row = rows.get(platform);
        const failure = later(mine.lastFailure, rowFailure(row));
        const quota = later(
          mine.quota && { ...mine.quota, at: mine.quota.seenAt },
          rowQuota(row) && { ...rowQuota(row)!, at: rowQuota(row)!.seenAt },
        );
        const mode = modeOf(platform);
        return {
          platform,
          name: accountPlatformNames[platform],
          mode,
          host: mode === 'demo' ? null : deps.hosts[platform] || null,
          alsoServes: alsoServes[platform] ?? [],
          lastSuccessAt:
            laterDate(mine.lastSuccessAt, row?.lastSuccessAt ?? null)?.toISOString() ?? null,
          lastFailure: failure && {
            at: failure.at.toISOString(),
            reason: failure.reason as ProviderFailureReason,
            status: failure.status,
            path: failure.path,
          },
          quota: quota && {
            remaining: quota.remaining,
            limit: quota.limit,
            resetAt: quota.resetAt?.toISOString() ?? null,
            seenAt: quota.seenAt.toISOString(),
          },
          testAccount: deps.testAccounts[platform],
          calls: mine.calls,
          failures: mine.failures,
        };
      });
    },

    /**
     * Looks up the platform's test account straight through the adapter (never the lookup
     * cache), and says whether the provider answered and, if not, why.
     */
    async test(platform: StoredService): Promise<ProviderTestReply> {
      const account = deps.testAccounts[platform];
      if (modeOf(platform) === 'not-configured') {
        throw new AppError(
          'PROVIDER_NOT_CONFIGURED',
          `No data provider host is configured for ${accountPlatformNames[platform]}.`,
        );
      }
      const calls: ProviderCallReport[] = [];
      const started = now();
      const reply = (ok: boolean, reason: ProviderTestReply['reason']) => ({
        platform,
        ok,
        account,
        reason,
        status: calls.at(-1)?.status ?? null,
        durationMs: Math.max(0, Math.round(now() - started)),
      });
      try {
        await testCalls.run(calls, () => probes[platform](deps.adapters(), account));
        return reply(true, null);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const last = calls.at(-1);
        if (last && last.outcome !== 'ok') return reply(false, last.outcome);
        // The reply came but the adapter could not read it (a vendor that changed its shape).
        if (err.code === 'PROVIDER_BAD_REPLY') return reply(false, 'bad-reply');
        if (err.code === 'PROVIDER_NOT_FOUND') return reply(false, 'not-found');
        throw err;
      }
    },
  };
}
export type ProvidersService = ReturnType<typeof createProvidersService>;
