import {
  BADGE_REVIEW_SCORE_THRESHOLD,
  badgeReviewPageSchema,
  badgeReviewSchema,
  credentialInfoSchema,
  credentialVerifyReplySchema,
  publicProfileSchema,
  verificationReplySchema,
  type BadgeReview,
} from '@vigil/shared';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { jobs, outboxMessages } from '../src/db/schema';
import { createTransactionRunner } from '../src/db/transaction';
import type { DomainEventPayload } from '../src/modules/events';
import { createBadgeReviewRepo } from '../src/modules/profiles/badge-review.repo';
import { createProfilesRepo } from '../src/modules/profiles/profiles.repo';
import {
  BADGE_TEST_ENV,
  auditRows,
  createProfile,
  payOnDemo,
  unlockedProfile,
  verifyAsAdmin,
} from './badge-helpers';
import { until } from './jobs-helpers';
import {
  bearer,
  errorOf,
  signIn,
  type Principal,
  useTestApp,
  expectError,
  requestAs,
} from './helper';

/**
 * Badges that stay true: a badge's watch starts when it is unlocked and ends when it is revoked
 * (`badge.watch`); each check of its profile (`watch.checked`, from the watchlists module) is
 * recorded as "last checked" and, when suspicious, puts the badge into the operators' review
 * queue (never revokes it) and mails the owner once; operators revoke with a public reason or
 * clear. The checks here are published the way the watchlists module publishes them.
 */
// The checks are published by hand below; the scheduler's own checks (a badge's first check is
// enqueued at once) observe nothing, so they cannot interleave with them.
const t = useTestApp({
  env: { ...BADGE_TEST_ENV, JOBS_POLL_INTERVAL_MS: '50' },
  watchObserve: async () => ({ found: false, miss: 'failed', code: 'UPSTREAM_UNAVAILABLE' }),
});
let admin: Principal;
let user: Principal;

type WatchEvent = DomainEventPayload<'badge.watch'>;
const watchEvents: WatchEvent[] = [];
/** Makes the next `badge.watch` subscriber call fail (as a failing watchlists handler would). */
let failNextWatch = false;

beforeAll(async () => {
  [admin, user] = await Promise.all([signIn(t.app, 'admin'), signIn(t.app, 'user')]);
  t.app.services.events.subscribe('badge.watch', {
    subscriber: 'badge-watch-test',
    delivery: 'sync',
    async handle(p) {
      if (failNextWatch) {
        failNextWatch = false;
        throw new Error('the watch could not be kept');
      }
      watchEvents.push(p);
    },
  });
});

const watchesOf = (profileId: string) => watchEvents.filter((e) => e.profileId === profileId);

let day = 0;
/** A check's time: each call one day later than the last (checks arrive in order). */
const nextAt = () => new Date(Date.UTC(2026, 2, 1, 6) + ++day * 86_400_000).toISOString();

type Check = DomainEventPayload<'watch.checked'>;
const check = (username: string, over: Partial<Check> = {}): Check => ({
  platform: 'instagram',
  usernameKey: username.toLowerCase(),
  at: nextAt(),
  status: 'ok',
  trustScore: 15,
  modelVersion: '2.test',
  newFlags: [],
  bio: null,
  ...over,
});
/** Publishes a check as the watchlists module does: in the transaction that stores its point. */
const deliver = (c: Check) =>
  createTransactionRunner(t.app.database.db)((tx) =>
    t.app.services.events.publish(tx, { name: 'watch.checked', payload: c }),
  );

const badgeOf = async (username: string, email?: string) =>
  unlockedProfile(t.app, admin.token, {
    platform: 'instagram',
    username,
    profile_url: `https://instagram.com/${username}`,
    ...(email ? { email } : {}),
  });

const publicProfile = async (id: string) =>
  publicProfileSchema.parse((await t.app.inject({ url: `/api/profile/${id}` })).json());

const reviewsPage = async (query = '') => {
  const res = await t.app.inject({
    url: `/api/badge-reviews${query}`,
    headers: bearer(admin.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return badgeReviewPageSchema.parse(res.json());
};
const reviewsOf = async (profileId: string, state = 'open') =>
  (await reviewsPage(`?state=${state}&limit=100`)).items.filter((r) => r.profile_id === profileId);

const verifyJson = async (profileId: string) => {
  const token = await t.app.inject({
    method: 'POST',
    url: '/api/generate-token',
    payload: { profileId },
  });
  expect(token.statusCode, token.body).toBe(200);
  const { verify_url } = token.json<{ verify_url: string }>();
  const url = new URL(verify_url);
  const res = await t.app.inject({
    url: `${url.pathname}${url.search}`,
    headers: { accept: 'application/json' },
  });
  return { json: verificationReplySchema.parse(res.json()), path: `${url.pathname}${url.search}` };
};

/** Review mails to `email` once every queued mail job has run. */
async function reviewMails(email: string) {
  await until(async () => {
    const [pending] = await t.app.database.db
      .select({ n: count() })
      .from(jobs)
      .where(
        and(
          eq(jobs.type, 'profiles.badge-review-mail'),
          inArray(jobs.status, ['queued', 'running']),
        ),
      );
    return pending?.n === 0;
  });
  return t.app.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
}
const underReviewMails = async (email: string) =>
  (await reviewMails(email)).filter((m) => m.subject?.includes('under review'));

const decide = (review: BadgeReview, action: 'revoke' | 'clear', payload: object, who = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/badge-reviews/${review.id}/${action}`,
    headers: bearer(who.token),
    payload,
  });

describe('a badge is watched from the moment it is unlocked until it is revoked', () => {
  test('verified after payment: badge.watch true, once, with the handle', async () => {
    const { profile_id } = await createProfile(t.app, {
      platform: 'instagram',
      username: '@Watch_Me',
      profile_url: 'https://instagram.com/watch_me',
    });
    await payOnDemo(t.app, profile_id);
    expect(watchesOf(profile_id)).toEqual([]);
    await verifyAsAdmin(t.app, admin.token, profile_id);
    expect(watchesOf(profile_id)).toEqual([
      { profileId: profile_id, platform: 'instagram', username: 'Watch_Me', watch: true },
    ]);
    // Verifying again changes nothing and announces nothing.
    await verifyAsAdmin(t.app, admin.token, profile_id);
    expect(watchesOf(profile_id)).toHaveLength(1);
  });

  test('paid after verification: the payment unlocks it and starts the watch', async () => {
    const { profile_id } = await createProfile(t.app, {
      platform: 'tiktok',
      username: 'paid_last',
      profile_url: 'https://tiktok.com/@paid_last',
    });
    await verifyAsAdmin(t.app, admin.token, profile_id);
    expect(watchesOf(profile_id)).toEqual([]);
    await payOnDemo(t.app, profile_id);
    expect(watchesOf(profile_id)).toEqual([
      { profileId: profile_id, platform: 'tiktok', username: 'paid_last', watch: true },
    ]);
  });

  test('the watch starts in the unlocking transaction: when it fails, nothing is verified', async () => {
    const { profile_id } = await createProfile(t.app, {
      platform: 'instagram',
      username: 'atomic_unlock',
    });
    await payOnDemo(t.app, profile_id);
    failNextWatch = true;
    const res = await requestAs(t.app, admin, 'POST', `/api/verify-profile/${profile_id}`);
    expect(res.statusCode).toBe(500);
    expect((await publicProfile(profile_id)).status).toBe('awaiting_review');
    expect(await auditRows(t.app, 'profile.verify', profile_id)).toHaveLength(0);
    await verifyAsAdmin(t.app, admin.token, profile_id);
    expect((await publicProfile(profile_id)).status).toBe('unlocked');
  });

  test('platforms a watchlist cannot check (GitHub, LinkedIn) are not announced', async () => {
    const id = await unlockedProfile(t.app, admin.token, { platform: 'github', username: 'gh_x' });
    expect(watchesOf(id)).toEqual([]);
  });

  test('deleting an unlocked badge ends its watch', async () => {
    const id = await badgeOf('to_delete');
    const res = await requestAs(t.app, admin, 'DELETE', `/api/delete-profile/${id}`);
    expect(res.statusCode).toBe(200);
    expect(watchesOf(id).map((e) => e.watch)).toEqual([true, false]);
  });

  test('the daily reconcile announces every unlocked badge again, and no other', async () => {
    const unlocked = await badgeOf('reconciled');
    const { profile_id: unpaid } = await createProfile(t.app, {
      platform: 'instagram',
      username: 'not_unlocked',
    });
    const before = watchEvents.length;
    const job = await t.app.services.jobs.enqueue('profiles.badge-watch-reconcile', {});
    const done = await until(async () => {
      const j = await t.app.services.jobs.get(job.id);
      return j?.status === 'succeeded' ? j : undefined;
    });
    const announced = watchEvents.slice(before);
    expect(announced).toContainEqual({
      profileId: unlocked,
      platform: 'instagram',
      username: 'reconciled',
      watch: true,
    });
    expect(announced.some((e) => e.profileId === unpaid)).toBe(false);
    expect(announced.every((e) => e.watch)).toBe(true);
    expect(done.result).toEqual({ published: announced.length });
  });
});

describe('a clean check: only "last checked"', () => {
  let id: string;
  let checkedAt: string;
  beforeAll(async () => {
    id = await badgeOf('Clean_Check');
  });

  test('records the time on the badge; no review, no mail', async () => {
    const c = check('clean_check');
    checkedAt = c.at;
    await deliver(c);
    const pub = await publicProfile(id);
    expect(pub).toMatchObject({ status: 'unlocked', last_checked_at: c.at, under_review: false });
    expect(await reviewsOf(id)).toEqual([]);
    expect(await auditRows(t.app, 'badge.review_open', id)).toHaveLength(0);
  });

  test('the public page and the QR verification say when it was last checked', async () => {
    const page = await t.app.inject({ url: `/p/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Zuletzt geprüft');
    expect(page.body).toContain(`datetime="${checkedAt}"`);
    expect(page.body).not.toContain('Wird erneut geprüft');
    const { json, path } = await verifyJson(id);
    expect(json).toMatchObject({
      result: 'verified',
      last_checked_at: checkedAt,
      under_review: false,
    });
    expect(json.message).toMatch(/Last checked \d{1,2} \w+ 2026\./);
    const html = await t.app.inject({ url: path, headers: { accept: 'text/html' } });
    expect(html.body).toContain('Zuletzt geprüft');
  });

  test('a failed check observed nothing: "last checked" stays', async () => {
    await deliver(check('clean_check', { status: 'failed', trustScore: null }));
    expect(await publicProfile(id)).toMatchObject({ last_checked_at: checkedAt });
  });

  test('an older check arriving late is ignored', async () => {
    await deliver({ ...check('clean_check', { trustScore: 99 }), at: '2026-01-01T00:00:00.000Z' });
    expect(await publicProfile(id)).toMatchObject({ last_checked_at: checkedAt });
    expect(await reviewsOf(id)).toEqual([]);
  });

  test('"is this a badge?" is one probe of the unlocked-handle index', async () => {
    const query = createProfilesRepo(t.app.database.db).unlockedByHandleQuery(
      'instagram',
      'someone',
    );
    const plan = await t.app.database.db.transaction(async (tx) => {
      // Tiny test tables are scanned whatever the indexes; forbid that to see the index is usable.
      await tx.execute(sql`set local enable_seqscan = off`);
      return (await tx.execute(sql`explain ${query}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
    });
    // The handle itself is in the index condition, not filtered row by row afterwards.
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(
      /Index Scan using profiles_unlocked_handle_idx[^\n]*\n\s*Index Cond: \(\(platform = [^\n]*lower\(ltrim\(username/,
    );
  });

  test('the in-process pre-filter (one process: PGlite) never hides a badge', async () => {
    const repo = createProfilesRepo(t.app.database.db, { cacheRows: true });
    const before = await badgeOf('Filter_Before');
    const found = await repo.unlockedByHandle('instagram', 'filter_before');
    expect(found.map((r) => r.profile.id)).toEqual([before]);
    expect(await repo.unlockedByHandle('instagram', 'filter_nobody')).toEqual([]);
    // Unlocked after the filter was filled: the unlock itself adds the handle.
    const { profile_id: after } = await createProfile(t.app, {
      platform: 'instagram',
      username: '@Filter_After',
    });
    await payOnDemo(t.app, after);
    await repo.markVerified(after, null, new Date());
    const later = await repo.unlockedByHandle('instagram', 'filter_after');
    expect(later.map((r) => r.profile.id)).toEqual([after]);
  });

  test('a check of an account that is no badge changes nothing', async () => {
    await deliver(check('nobody_badged', { trustScore: 99 }));
    expect(await reviewsPage('?q=nobody_badged')).toMatchObject({ total: 0 });
  });
});

describe('a suspicious check: the review queue and one mail, never a revocation', () => {
  let id: string;
  let email: string;
  let suspicious: Check;
  beforeAll(async () => {
    email = `owner-${Date.now()}@example.test`;
    id = await badgeOf('Turned_Bad', email);
    await deliver(check('turned_bad'));
    suspicious = check('turned_bad', { trustScore: BADGE_REVIEW_SCORE_THRESHOLD + 15 });
  });

  test('a score over the threshold opens an entry with the evidence; the badge stays valid', async () => {
    await deliver(suspicious);
    const [review] = await reviewsOf(id);
    expect(review).toMatchObject({
      profile_id: id,
      username: 'Turned_Bad',
      state: 'open',
      last_checked_at: suspicious.at,
      evidence: [
        {
          kind: 'score',
          checked_at: suspicious.at,
          score: BADGE_REVIEW_SCORE_THRESHOLD + 15,
          threshold: BADGE_REVIEW_SCORE_THRESHOLD,
          model_version: '2.test',
        },
      ],
    });
    expect(await publicProfile(id)).toMatchObject({ status: 'unlocked', under_review: true });
    const [audit] = await auditRows(t.app, 'badge.review_open', id);
    expect(audit).toMatchObject({ actorId: null, details: { reviewId: review!.id } });
  });

  test('the owner gets one e-mail in both languages with what was found', async () => {
    const mails = await underReviewMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(
      `Der Fake-Score des Profils liegt bei ${BADGE_REVIEW_SCORE_THRESHOLD + 15}`,
    );
    expect(mails[0]!.body).toContain(
      `The profile's fake score is ${BADGE_REVIEW_SCORE_THRESHOLD + 15}`,
    );
    expect(mails[0]!.body).toContain(`http://vigil.test/#/badge/${id}`);
  });

  test('the same check delivered twice: one entry, one mail, one audit entry', async () => {
    await deliver(suspicious);
    expect(await reviewsOf(id)).toHaveLength(1);
    expect((await reviewsOf(id))[0]!.evidence).toHaveLength(1);
    expect(await underReviewMails(email)).toHaveLength(1);
    expect(await auditRows(t.app, 'badge.review_open', id)).toHaveLength(1);
    const [review] = await reviewsOf(id);
    const [mailJobs] = await t.app.database.db
      .select({ n: count() })
      .from(jobs)
      .where(
        and(
          eq(jobs.type, 'profiles.badge-review-mail'),
          sql`${jobs.payload}->>'reviewId' = ${review!.id}`,
        ),
      );
    expect(mailJobs!.n).toBe(1);
  });

  test('a later check with new evidence updates the open entry: no second entry, no second mail', async () => {
    const later = check('turned_bad', {
      trustScore: 92,
      newFlags: [{ kind: 'spike', day: '2026-03-20', size: 12_400, ratio: 40 }],
    });
    await deliver(later);
    const entries = await reviewsOf(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.evidence.map((e) => e.kind)).toEqual(['score', 'growth']);
    expect(entries[0]!.evidence[1]).toMatchObject({ flag: 'spike', size: 12_400, ratio: 40 });
    expect(entries[0]!.last_evidence_at).toBe(later.at);
    expect(await underReviewMails(email)).toHaveLength(1);
    expect(await auditRows(t.app, 'badge.review_evidence', id)).toHaveLength(1);
  });

  test('a clean check meanwhile leaves the entry open for the operator', async () => {
    await deliver(check('turned_bad', { trustScore: 10 }));
    expect(await reviewsOf(id)).toHaveLength(1);
    expect(await publicProfile(id)).toMatchObject({ under_review: true });
  });

  test('the public page and the QR verification say so neutrally, without the evidence', async () => {
    const page = await t.app.inject({ url: `/p/${id}` });
    expect(page.body).toContain('Wird erneut geprüft');
    expect(page.body).toContain('✔ Verifiziert durch Vigil');
    expect(page.body).not.toContain('Fake');
    const { json } = await verifyJson(id);
    expect(json).toMatchObject({ result: 'verified', under_review: true });
    expect(json.message).toContain('Vigil is checking this profile again');
  });
});

describe('signals the checks raise', () => {
  test('the account gone (not_found) opens an entry', async () => {
    const id = await badgeOf('gone_away');
    await deliver(check('gone_away'));
    await deliver(check('gone_away', { status: 'not_found', trustScore: null }));
    const [review] = await reviewsOf(id);
    expect(review?.evidence).toEqual([{ kind: 'gone', checked_at: expect.any(String) }]);
  });

  test('the bio code removed where ownership was proven by it', async () => {
    // The real proof: the owner's code in the demo provider's bio, checked, then paid.
    const owner = await signIn(t.app, 'user');
    const { profile_id: id } = await createProfile(t.app, {
      email: owner.email,
      platform: 'instagram',
      username: 'bio_prover',
      profile_url: 'https://instagram.com/bio_prover',
    });
    const call = (method: 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(owner.token), ...(payload ? { payload } : {}) });
    const { code } = (await call('POST', `/api/profile/${id}/proof`)).json<{ code: string }>();
    expect(
      (await call('PUT', `/api/profile/${id}/proof/demo-bio`, { bio: `Hi ${code}` })).statusCode,
    ).toBe(200);
    expect((await call('POST', `/api/profile/${id}/proof/check`)).json()).toMatchObject({
      found: true,
    });
    await payOnDemo(t.app, id);
    expect(watchesOf(id)).toEqual([
      { profileId: id, platform: 'instagram', username: 'bio_prover', watch: true },
    ]);

    await deliver(check('bio_prover', { bio: `Hi ${code}` }));
    expect(await reviewsOf(id)).toEqual([]);
    await deliver(check('bio_prover', { bio: 'Hi, no code any more' }));
    const [review] = await reviewsOf(id);
    expect(review?.evidence).toEqual([{ kind: 'code_removed', checked_at: expect.any(String) }]);
  });

  test('a handle with @ and capitals matches the watchlists’ key', async () => {
    const id = await badgeOf('@Mixed_Case');
    await deliver(check('mixed_case', { trustScore: 95 }));
    expect(await reviewsOf(id)).toHaveLength(1);
  });
});

describe('operators decide: revoke with a public reason', () => {
  let id: string;
  let email: string;
  let review: BadgeReview;
  let credential: string;
  /** A QR printed while the badge was valid. */
  let qrPath: string;
  beforeAll(async () => {
    email = `revoked-${Date.now()}@example.test`;
    id = await badgeOf('to_revoke', email);
    credential = (await t.app.inject({ url: `/api/profile/${id}/credential` })).body;
    qrPath = (await verifyJson(id)).path;
    await deliver(
      check('to_revoke', {
        newFlags: [{ kind: 'spike', day: '2026-03-02', size: 50_000, ratio: 80 }],
      }),
    );
    [review] = (await reviewsOf(id)) as [BadgeReview];
  });

  test('only admins; a reason is required; a bad or unknown id is refused', async () => {
    expect((await decide(review, 'revoke', { reason: 'x y z' }, user)).statusCode).toBe(403);
    const empty = await decide(review, 'revoke', { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toContain('reason');
    const bad = await requestAs(t.app, admin, 'POST', '/api/badge-reviews/not-a-uuid/revoke', {
      reason: 'Bought followers',
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await decide(
      { ...review, id: '00000000-0000-4000-8000-000000000000' },
      'revoke',
      { reason: 'Bought followers' },
    );
    expect(unknown.statusCode).toBe(404);
    expect((await publicProfile(id)).status).toBe('unlocked');
  });

  test('revoke: the badge is revoked with the reason, audited with the evidence, watch ended', async () => {
    const res = await decide(review, 'revoke', { reason: 'Bought followers in March 2026' });
    expect(res.statusCode, res.body).toBe(200);
    expect(badgeReviewSchema.parse(res.json())).toMatchObject({
      state: 'revoked',
      reason: 'Bought followers in March 2026',
      decided_at: expect.any(String),
    });
    expect(await publicProfile(id)).toMatchObject({
      status: 'revoked',
      revoke_reason: 'Bought followers in March 2026',
      revoked_at: expect.any(String),
    });
    const [audit] = await auditRows(t.app, 'badge.revoke', id);
    expect(audit?.details).toMatchObject({
      reviewId: review.id,
      reason: 'Bought followers in March 2026',
      evidence: [{ kind: 'growth', flag: 'spike', size: 50_000 }],
    });
    expect(watchesOf(id).map((e) => e.watch)).toEqual([true, false]);
    expect(await reviewsOf(id, 'revoked')).toHaveLength(1);
    expect(await reviewsOf(id)).toEqual([]);
  });

  test('the public page says revoked, when and why; the QR verification too', async () => {
    const page = await t.app.inject({ url: `/p/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Badge widerrufen');
    expect(page.body).toContain('Bought followers in March 2026');
    expect(page.body).not.toContain('to_revoke');
    const json = verificationReplySchema.parse(
      (await t.app.inject({ url: qrPath, headers: { accept: 'application/json' } })).json(),
    );
    expect(json).toMatchObject({
      result: 'revoked',
      revoke_reason: 'Bought followers in March 2026',
      profile: null,
    });
    expect(json.message).toContain('Reason: Bought followers in March 2026');
    const html = await t.app.inject({ url: qrPath, headers: { accept: 'text/html' } });
    expect(html.body).toContain('Begründung: <strong>Bought followers in March 2026</strong>');
  });

  test('the signed credential follows: revoked', async () => {
    const info = credentialInfoSchema.parse(
      (await t.app.inject({ url: `/api/profile/${id}/credential/info` })).json(),
    );
    expect(info.state).toBe('revoked');
    const verdict = credentialVerifyReplySchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/credentials/verify',
          payload: { credential },
        })
      ).json(),
    );
    expect(verdict.verdict).toBe('revoked');
  });

  test('the owner is told, with the reason; deciding again is a conflict', async () => {
    const mails = await reviewMails(email);
    const revoked = mails.filter((m) => m.subject?.includes('revoked'));
    expect(revoked).toHaveLength(1);
    expect(revoked[0]!.body).toContain('Bought followers in March 2026');
    const again = await decide(review, 'clear', {});
    expectError(again, 409, 'CONFLICT');
  });
});

describe('operators decide: clear', () => {
  let id: string;
  let review: BadgeReview;
  beforeAll(async () => {
    id = await badgeOf('to_clear');
    await deliver(check('to_clear', { trustScore: 88 }));
    [review] = (await reviewsOf(id)) as [BadgeReview];
  });

  test('the badge is back to normal; the evidence stays in the audit log', async () => {
    const res = await decide(review, 'clear', { note: 'Known viral post, checked by hand' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'cleared',
      reason: 'Known viral post, checked by hand',
    });
    expect(await publicProfile(id)).toMatchObject({ status: 'unlocked', under_review: false });
    const [audit] = await auditRows(t.app, 'badge.review_clear', id);
    expect(audit?.details).toMatchObject({
      reviewId: review.id,
      evidence: [{ kind: 'score', score: 88 }],
    });
    expect(await reviewsOf(id, 'cleared')).toHaveLength(1);
    expect((await t.app.inject({ url: `/p/${id}` })).body).not.toContain('Wird erneut geprüft');
  });

  test('the same finding on the next check does not reopen it; a new one does', async () => {
    await deliver(check('to_clear', { trustScore: 90 }));
    expect(await reviewsOf(id)).toEqual([]);
    await deliver(check('to_clear', { status: 'not_found', trustScore: null }));
    const [reopened] = await reviewsOf(id);
    expect(reopened?.id).not.toBe(review.id);
    expect(reopened?.evidence.map((e) => e.kind)).toEqual(['gone']);
  });
});

describe('the owner’s erasure', () => {
  test('ends the watch and removes the badge’s review entries', async () => {
    const owner = await signIn(t.app, 'user');
    const id = await badgeOf('erased_owner', owner.email);
    await deliver(check('erased_owner', { trustScore: 97 }));
    expect(await reviewsOf(id)).toHaveLength(1);
    // Until then the entry is part of the owner's data export, without the deciding operator.
    const user = (await t.app.services.auth.findUserByEmail(owner.email))!;
    const exported = await createBadgeReviewRepo(t.app.database.db).personalDataOf(user.id);
    expect(exported).toEqual([expect.objectContaining({ profileId: id, state: 'open' })]);
    expect(exported[0]).not.toHaveProperty('decidedBy');
    const res = await requestAs(t.app, owner, 'DELETE', '/api/accounts/current', {
      password: owner.password,
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(watchesOf(id).map((e) => e.watch)).toEqual([true, false]);
    expect(await reviewsOf(id)).toEqual([]);
    expect((await t.app.inject({ url: `/p/${id}` })).statusCode).toBe(404);
  });
});
