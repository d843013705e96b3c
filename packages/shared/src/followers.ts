/**
 * The follower analyzer (spec 002 "Follower analyzer", §3 "Follower analysis result",
 * "Single-profile result", "Batch CSV"; issue 10 §4): a profile's trust score, a sampled audit of
 * its followers run as a job, and a batch of profiles from a CSV file run as one job.
 */
import { z } from 'zod';
import { jobStatusSchema } from './jobs';
import { lookupSourceSchema, trustConfidenceSchema, trustReasonSchema } from './lookup/common';

/** The analyzer's platforms (spec 002: instagram, tiktok, youtube, telegram; default instagram). */
export const followerPlatforms = ['instagram', 'tiktok', 'youtube', 'telegram'] as const;
export const followerPlatformSchema = z.enum(followerPlatforms);
export type FollowerPlatform = z.infer<typeof followerPlatformSchema>;
export const DEFAULT_FOLLOWER_PLATFORM: FollowerPlatform = 'instagram';

/**
 * Platforms whose data provider lists an account's followers one by one with their profile
 * facts. YouTube does not list subscribers, Telegram does not list members to outsiders, and
 * TikTok's follower list carries only names and follower counts (too little to score): those
 * offer the profile trust score only.
 */
export const followerListPlatforms: readonly FollowerPlatform[] = ['instagram'];
export const canListFollowers = (p: FollowerPlatform) => followerListPlatforms.includes(p);

/** Sample size of an audit: default, and the bounds a caller may choose within. */
export const DEFAULT_SAMPLE_SIZE = 200;
export const MIN_SAMPLE_SIZE = 10;
export const MAX_SAMPLE_SIZE = 2_000;

const handle = z
  .string()
  .trim()
  .transform((v) => v.replace(/^@/, ''))
  .pipe(z.string().min(1).max(100));

/** `GET /api/follower/analyze-profile/:platform/:username` */
export const analyzeProfileParamsSchema = z.object({
  platform: followerPlatformSchema,
  username: handle,
});

/** Single-profile result (spec 002 §3) plus what the model adds. trust_score = 100 − fake score. */
export const profileTrustSchema = z.object({
  trust_score: z.number().int().min(0).max(100),
  fake: z.boolean(),
  /** Message codes with values; translate with `reasonText(code, value, lang)`. */
  reasons: z.array(trustReasonSchema),
  username: z.string(),
  profile_image_url: z.string().nullable(),
  confidence: trustConfidenceSchema,
  data_as_of: z.iso.datetime(),
  /** The platform's provider can list followers (else only this score is offered). */
  followers_listable: z.boolean(),
  /** Where the profile came from: 'demo' (synthetic, marked 'Demo') or 'live'. */
  source: lookupSourceSchema,
});
export type ProfileTrust = z.infer<typeof profileTrustSchema>;

/** `POST /api/analyze-followers` (the spec's password field is not accepted: issue 10 §4). */
export const analyzeFollowersRequestSchema = z.strictObject({
  username: handle,
  platform: followerPlatformSchema.default(DEFAULT_FOLLOWER_PLATFORM),
  sampleSize: z.number().int().min(MIN_SAMPLE_SIZE).max(MAX_SAMPLE_SIZE).optional(),
});
export type AnalyzeFollowersRequest = z.input<typeof analyzeFollowersRequestSchema>;

/** → 202 */
export const jobStartedSchema = z.object({ jobId: z.string() });
export type JobStarted = z.infer<typeof jobStartedSchema>;

export const followerJobParamsSchema = z.object({ jobId: z.string().max(100) });

/** How far a job is, in the analyzer's words: `done` of `total` sampled (or batch lines). */
export const followerProgressSchema = z.object({
  done: z.number().int(),
  total: z.number().int().nullable(),
  percent: z.number().nullable(),
});

/**
 * `GET /api/analyze-followers/:jobId/results`: the spec's follower analysis result (§3) while the
 * job runs (null counts until it ends) and once it ended. `fake_share` and the 95 % interval are
 * shares 0–1 of the account's followers; `fake_followers` = round(fake_share × total_followers).
 */
export const followerAuditResultSchema = z.object({
  jobId: z.string(),
  status: jobStatusSchema,
  progress: followerProgressSchema,
  username: z.string(),
  platform: followerPlatformSchema,
  total_followers: z.number().int().nullable(),
  real_followers: z.number().int().nullable(),
  fake_followers: z.number().int().nullable(),
  sample_size: z.number().int().nullable(),
  fake_share: z.number().nullable(),
  ci95_low: z.number().nullable(),
  ci95_high: z.number().nullable(),
  /** Sampled followers the model had too little data on (counted by their score all the same). */
  insufficient: z.number().int().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** The provider the job read followers from ('demo' is marked); null = unknown (older job). */
  source: lookupSourceSchema.nullable(),
});
export type FollowerAuditResult = z.infer<typeof followerAuditResultSchema>;

/** What an audit job stores as its result. */
export const followerAuditOutcomeSchema = z.object({
  total_followers: z.number().int(),
  sample_size: z.number().int(),
  fake_in_sample: z.number().int(),
  insufficient: z.number().int(),
  fake_share: z.number(),
  ci95_low: z.number(),
  ci95_high: z.number(),
  fake_followers: z.number().int(),
  real_followers: z.number().int(),
  seed: z.number().int(),
  model_version: z.string(),
});
export type FollowerAuditOutcome = z.infer<typeof followerAuditOutcomeSchema>;

// ---------------------------------------------------------------------------------------------
// Batch CSV

/** At most this many profile lines in one batch file. */
export const MAX_BATCH_LINES = 1_000;
/** The file is text of at most this many bytes. */
export const MAX_BATCH_BYTES = 200_000;

export type BatchLine = { line: number; platform: FollowerPlatform; username: string };
export type BatchLineError = {
  line: number;
  error: 'unknownPlatform' | 'emptyUsername' | 'badLine' | 'tooManyLines' | 'notText' | 'empty';
};

/** A binary file read as text: control characters other than tab, line feed, form feed, CR. */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0b && c !== 0x0c && c !== 0x0d) return true;
  }
  return false;
}

/**
 * Reads a batch CSV (spec 002 §3: one profile per non-blank line, `platform,username`): blank
 * lines are skipped; every bad line is reported with its 1-based number before anything runs. A
 * header line `platform,username` is allowed. `line` 0 names the whole file.
 */
export function parseBatchCsv(
  text: string,
): { ok: true; lines: BatchLine[] } | { ok: false; errors: BatchLineError[] } {
  if (hasControlCharacters(text)) return { ok: false, errors: [{ line: 0, error: 'notText' }] };
  const lines: BatchLine[] = [];
  const errors: BatchLineError[] = [];
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  let count = 0;
  rows.forEach((row, i) => {
    const line = i + 1;
    if (row.trim() === '') return;
    const cells = row.split(/[,;]/).map((c) =>
      c
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    );
    if (count === 0 && lines.length === 0 && errors.length === 0) {
      if (cells[0]?.toLowerCase() === 'platform' && cells[1]?.toLowerCase() === 'username') return;
    }
    count++;
    if (count > MAX_BATCH_LINES) {
      if (count === MAX_BATCH_LINES + 1) errors.push({ line, error: 'tooManyLines' });
      return;
    }
    if (cells.length !== 2) return void errors.push({ line, error: 'badLine' });
    const platform = followerPlatformSchema.safeParse(cells[0]!.toLowerCase());
    if (!platform.success) return void errors.push({ line, error: 'unknownPlatform' });
    const username = cells[1]!.replace(/^@/, '');
    if (username === '' || username.length > 100)
      return void errors.push({ line, error: 'emptyUsername' });
    lines.push({ line, platform: platform.data, username });
  });
  if (errors.length > 0) return { ok: false, errors };
  if (lines.length === 0) return { ok: false, errors: [{ line: 0, error: 'empty' }] };
  return { ok: true, lines };
}

/** `POST /api/analyze-followers/batch` with the file's text. */
export const batchRequestSchema = z.strictObject({ csv: z.string().max(MAX_BATCH_BYTES) });

/** One line's result: its trust score or its error. */
export const batchItemSchema = z.object({
  line: z.number().int(),
  platform: followerPlatformSchema,
  username: z.string(),
  trust_score: z.number().int().nullable(),
  fake: z.boolean().nullable(),
  confidence: trustConfidenceSchema.nullable(),
  reasons: z.array(trustReasonSchema),
  /** An error code (as the API's error codes) when this line failed. */
  error: z.string().nullable(),
});
export type BatchItem = z.infer<typeof batchItemSchema>;

/** `GET /api/analyze-followers/batch/:jobId`: the batch's state and the lines done so far. */
export const batchResultSchema = z.object({
  jobId: z.string(),
  status: jobStatusSchema,
  progress: followerProgressSchema,
  items: z.array(batchItemSchema),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** The provider the job scored its lines with ('demo' is marked); null = unknown (older job). */
  source: lookupSourceSchema.nullable(),
});
export type BatchResult = z.infer<typeof batchResultSchema>;

// ---------------------------------------------------------------------------------------------
// Statistics

/** z for a two-sided 95 % interval. */
const Z95 = 1.959964;

/**
 * Share of fakes among all followers from a uniform sample without replacement: the sample share
 * and a 95 % Wilson score interval, narrowed by the finite population correction (a sample of
 * every follower has no uncertainty left).
 */
export function estimateShare(
  fakes: number,
  sample: number,
  population: number,
): { share: number; low: number; high: number } {
  if (sample <= 0) return { share: 0, low: 0, high: 1 };
  const p = fakes / sample;
  if (population <= sample) return { share: p, low: p, high: p };
  // Effective sample size after the correction: n × (N − 1) / (N − n).
  const n = (sample * (population - 1)) / (population - sample);
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return {
    share: p,
    low: Math.max(0, centre - half),
    high: Math.min(1, centre + half),
  };
}

/** The seeded generator the trust model trains with: the same seed draws the same sample. */
export { seededRandom } from './trust/learn/random';

/**
 * `k` distinct indices drawn uniformly from 0 … n−1 (Floyd's algorithm), ascending: which
 * followers of a list of `n` the audit scores.
 */
export function sampleIndices(n: number, k: number, random: () => number): number[] {
  const take = Math.min(n, Math.max(0, k));
  const chosen = new Set<number>();
  for (let j = n - take; j < n; j++) {
    const t = Math.floor(random() * (j + 1));
    chosen.add(chosen.has(t) ? j : t);
  }
  return [...chosen].sort((a, b) => a - b);
}

/** A stable seed for an account: the same account gives the same sample. */
export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
