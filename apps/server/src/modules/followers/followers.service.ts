import {
  DEFAULT_SAMPLE_SIZE,
  canListFollowers,
  errorCodeSchema,
  followerAuditOutcomeSchema,
  followerPlatformSchema,
  parseBatchCsv,
  seedOf,
  trustConfidenceSchema,
  trustReasonSchema,
  lookupSourceSchema,
  type LookupSource,
  type BatchItem,
  type BatchLine,
  type BatchResult,
  type FollowerAuditResult,
  type FollowerPlatform,
  type Job,
  type ProfileTrust,
} from '@vigil/shared';
import { z } from 'zod';
import type { ImageUrls } from '../../lib/image-hosts';
import type { InstagramProvider } from '../../integrations/social/instagram.provider';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { JobsService } from '../jobs/jobs.service';
import type { LookupQuota, LookupsService } from '../lookups/lookups.service';
import { auditFollowers, type FollowerLister } from './follower-audit';
import type { BatchItemRow, FollowersRepo } from './followers.repo';

export const AUDIT_JOB = 'followers.audit';
export const BATCH_JOB = 'followers.batch';
/** Batch lines scored at once (each is a profile lookup). */
const BATCH_CONCURRENCY = 4;

/** The provider a job was started with; jobs from before it was kept have none (unknown). */
const jobSource = lookupSourceSchema.optional();
const auditPayloadSchema = z.object({
  platform: followerPlatformSchema,
  username: z.string().min(1),
  sampleSize: z.number().int().min(1),
  source: jobSource,
});
const batchPayloadSchema = z.object({
  lines: z.array(
    z.object({ line: z.number().int(), platform: followerPlatformSchema, username: z.string() }),
  ),
  source: jobSource,
});

export type FollowersServiceDeps = {
  jobs: JobsService;
  lookups: LookupsService;
  /** The provider that lists Instagram followers (demo or live). */
  instagram: Pick<InstagramProvider, 'followers'>;
  repo: FollowersRepo;
  clock: Clock;
  /** Profile pictures as the page shows them (Instagram's through the signed image proxy). */
  imageUrls: Pick<ImageUrls, 'display'>;
  /**
   * The per-user lookup quota (issue 20 §4): every follower page an audit reads and every line
   * a batch scores takes one lookup of the job's owner, waiting for the next window when used up.
   */
  quota: Pick<LookupQuota, 'acquire'>;
  /** Audits and batches one user may have queued or running (JOBS_MAX_ACTIVE_PER_USER). */
  maxActiveJobs: number;
  /** Where the provider's data comes from (the demo dataset or live): each job records it. */
  source: LookupSource;
};

const progressOf = (job: Job) => ({
  done: job.progress.done,
  total: job.progress.total,
  percent: job.progress.percent,
});

const itemDto = (row: BatchItemRow): BatchItem => ({
  line: row.line,
  platform: followerPlatformSchema.parse(row.platform),
  username: row.username,
  trust_score: row.trustScore,
  fake: row.fake,
  confidence: trustConfidenceSchema.safeParse(row.confidence).data ?? null,
  reasons: z.array(trustReasonSchema).safeParse(row.reasons).data ?? [],
  error: row.error,
});

/**
 * The follower analyzer: a profile's trust score (its lookup, scored by the trust model), sampled
 * follower audits and CSV batches as durable jobs. Jobs belong to who started them; to anyone
 * else (but admins) they do not exist.
 */
export function createFollowersService(deps: FollowersServiceDeps) {
  const { jobs, lookups, repo, clock } = deps;

  async function profileTrust(
    platform: FollowerPlatform,
    username: string,
    userId: string,
  ): Promise<ProfileTrust> {
    const t = await lookups.profileTrust(platform, username, userId);
    return {
      trust_score: 100 - t.fake.probability,
      fake: t.fake.probability >= 50,
      reasons: t.fake.reasons,
      username: t.username,
      profile_image_url: deps.imageUrls.display(t.avatarUrl),
      confidence: t.fake.confidence,
      data_as_of: t.dataAsOf,
      followers_listable: canListFollowers(platform),
      source: t.source,
    };
  }

  const listerFor = (
    platform: FollowerPlatform,
    username: string,
    owner: string | null,
  ): FollowerLister => {
    if (platform !== 'instagram') {
      throw new AppError('VALIDATION_FAILED', `The ${platform} provider does not list followers.`);
    }
    return async (cursor, signal) => {
      // One provider call: one lookup of the owner's quota (the job waits for it).
      if (owner) await deps.quota.acquire(owner, signal);
      const page = await deps.instagram.followers(username, cursor);
      const observedAt = clock.now().toISOString();
      return {
        total: page.total,
        followers: page.accounts.map((a) => ({ ...a.facts, observedAt })),
        next: page.next,
      };
    };
  };

  const audit = jobs.define({
    type: AUDIT_JOB,
    payload: auditPayloadSchema,
    maxAttempts: 3,
    timeoutMs: 10 * 60_000,
    keyScope: 'active',
    handler: async (p, ctx) =>
      auditFollowers(listerFor(p.platform, p.username, ctx.ownerId), {
        sampleSize: p.sampleSize,
        // Seeded by the account and size: a repeat (or a retry after a restart) draws the same.
        seed: seedOf(`${p.platform}:${p.username.toLowerCase()}:${p.sampleSize}`),
        signal: ctx.signal,
        progress: (done, total) => ctx.progress(done, total),
      }),
  });

  const batch = jobs.define({
    type: BATCH_JOB,
    payload: batchPayloadSchema,
    maxAttempts: 3,
    timeoutMs: 30 * 60_000,
    handler: async (p, ctx) => {
      if (!ctx.ownerId) throw new Error('a batch needs its owner');
      const owner = ctx.ownerId;
      // A retry after a restart skips the lines stored before.
      const done = new Set((await repo.items(ctx.jobId)).map((r) => r.line));
      const todo = p.lines.filter((l) => !done.has(l.line));
      let finished = done.size;
      ctx.progress(finished, p.lines.length);
      let next = 0;
      const worker = async () => {
        while (next < todo.length) {
          ctx.signal.throwIfAborted();
          const line = todo[next++]!;
          await deps.quota.acquire(owner, ctx.signal);
          await repo.saveItem(await scoreLine(line, owner, ctx.jobId));
          ctx.progress(++finished, p.lines.length);
        }
      };
      await Promise.all(Array.from({ length: BATCH_CONCURRENCY }, worker));
      return { lines: p.lines.length };
    },
  });

  async function scoreLine(line: BatchLine, owner: string, jobId: string) {
    const base = { jobId, line: line.line, platform: line.platform, username: line.username };
    try {
      const t = await profileTrust(line.platform, line.username, owner);
      return {
        ...base,
        trustScore: t.trust_score,
        fake: t.fake,
        confidence: t.confidence,
        reasons: t.reasons,
        modelVersion: null,
        error: null,
      };
    } catch (err) {
      const code = err instanceof AppError ? err.code : 'INTERNAL';
      return {
        ...base,
        trustScore: null,
        fake: null,
        confidence: null,
        reasons: null,
        modelVersion: null,
        error: errorCodeSchema.parse(code),
      };
    }
  }

  /**
   * At most `maxActiveJobs` audits and batches queued or running per user (operators: no
   * limit); `sameAudit` is the idempotency key of an audit start, which returns its running job.
   */
  async function checkActiveJobs(userId: string, exempt: boolean, sameAudit?: string) {
    if (exempt) return;
    const active = await jobs.activeOf(userId, [AUDIT_JOB, BATCH_JOB]);
    if (sameAudit && active.some((j) => j.type === AUDIT_JOB && j.idempotencyKey === sameAudit)) {
      return;
    }
    if (active.length >= deps.maxActiveJobs) {
      throw new AppError(
        'RATE_LIMITED',
        `You already have ${active.length} follower analyses queued or running. Wait until one has finished, or cancel one, then try again.`,
        // A hint, not a promise: a job's length depends on its size and the lookup quota.
        { headers: { 'retry-after': '60' } },
      );
    }
  }

  /** The job with its payload when `userId` may see it (its owner, or an admin). */
  async function visibleJob(id: string, type: string, userId: string, isAdmin: boolean) {
    const found = await jobs.getWithPayload(id);
    if (!found || found.job.type !== type || (found.job.ownerId !== userId && !isAdmin)) {
      throw new AppError('NOT_FOUND', 'No such analysis.');
    }
    return found;
  }

  return {
    profileTrust,

    /**
     * Starts a sampled audit of an account's followers (202 with the job id). A second start for
     * the same account and sample size while one is queued or running returns that job.
     */
    async startAudit(
      input: { username: string; platform: FollowerPlatform; sampleSize?: number | undefined },
      userId: string,
      opts: { operator?: boolean } = {},
    ): Promise<{ jobId: string }> {
      if (!canListFollowers(input.platform)) {
        throw new AppError(
          'VALIDATION_FAILED',
          `The ${input.platform} provider does not list followers: only the profile trust score is available.`,
        );
      }
      const sampleSize = input.sampleSize ?? DEFAULT_SAMPLE_SIZE;
      const username = input.username;
      const key = `${input.platform}:${username.toLowerCase()}:${sampleSize}`;
      await checkActiveJobs(userId, opts.operator ?? false, key);
      const job = await jobs.enqueue(
        audit,
        { platform: input.platform, username, sampleSize, source: deps.source },
        {
          ownerId: userId,
          idempotencyKey: key,
        },
      );
      return { jobId: job.id };
    },

    async auditResult(id: string, userId: string, isAdmin: boolean): Promise<FollowerAuditResult> {
      const { job, payload } = await visibleJob(id, AUDIT_JOB, userId, isAdmin);
      const p = auditPayloadSchema.parse(payload);
      const outcome = followerAuditOutcomeSchema.safeParse(job.result).data;
      return {
        jobId: job.id,
        status: job.status,
        progress: progressOf(job),
        username: p.username,
        platform: p.platform,
        total_followers: outcome?.total_followers ?? null,
        real_followers: outcome?.real_followers ?? null,
        fake_followers: outcome?.fake_followers ?? null,
        sample_size: outcome?.sample_size ?? null,
        fake_share: outcome?.fake_share ?? null,
        ci95_low: outcome?.ci95_low ?? null,
        ci95_high: outcome?.ci95_high ?? null,
        insufficient: outcome?.insufficient ?? null,
        error: job.error,
        source: p.source ?? null,
      };
    },

    /** Checks the whole file first (every bad line with its number: 400), then runs one job. */
    async startBatch(
      csv: string,
      userId: string,
      opts: { operator?: boolean } = {},
    ): Promise<{ jobId: string }> {
      const parsed = parseBatchCsv(csv);
      if (!parsed.ok) {
        const first = parsed.errors[0]!;
        throw new AppError(
          'VALIDATION_FAILED',
          `The batch file has ${parsed.errors.length} bad line(s); first: line ${first.line} (${first.error}).`,
          {
            params: {
              lines: parsed.errors.map((e) => e.line).join(','),
              errors: parsed.errors.map((e) => `${e.line}:${e.error}`).join(','),
            },
          },
        );
      }
      await checkActiveJobs(userId, opts.operator ?? false);
      const job = await jobs.enqueue(
        batch,
        { lines: parsed.lines, source: deps.source },
        { ownerId: userId },
      );
      return { jobId: job.id };
    },

    async batchResult(id: string, userId: string, isAdmin: boolean): Promise<BatchResult> {
      const { job, payload } = await visibleJob(id, BATCH_JOB, userId, isAdmin);
      const items = (await repo.items(job.id)).map(itemDto);
      return {
        jobId: job.id,
        status: job.status,
        progress: progressOf(job),
        items,
        error: job.error,
        source: batchPayloadSchema.safeParse(payload).data?.source ?? null,
      };
    },
  };
}
export type FollowersService = ReturnType<typeof createFollowersService>;
