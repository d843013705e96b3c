import {
  badgeReviewSignalSchema,
  type BadgeReview,
  type BadgeReviewPage,
  type BadgeReviewSignal,
  type badgeReviewListQuerySchema,
} from '@vigil/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { RunInTransaction, Tx } from '../../db/transaction';
import type { Mailer } from '../../integrations/mail/mailer';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { mapPage } from '../../lib/list/paginate';
import type { AuditService } from '../audit/audit.service';
import type { Publish } from '../events';
import type { JobsService } from '../jobs/jobs.service';
import type { BadgeReviewRepo, BadgeReviewRow } from './badge-review.repo';
import { reviewMail, type ReviewMailKind } from './badge-review-text';
import {
  badgeWatchEvent,
  handleKeyOf,
  judgeCheck,
  signalKey,
  type WatchCheck,
} from './badge-watch';
import type { ProfileRow, ProfilesRepo } from './profiles.repo';

type ListQuery = z.output<typeof badgeReviewListQuerySchema>;

const evidenceSchema = z.array(badgeReviewSignalSchema);
/** Badges per transaction of the daily reconcile. */
const RECONCILE_PAGE = 500;

/**
 * Badges that stay true: what a check of a badge's profile means for the badge, and the
 * operators' decisions about it. A check is reported by the watchlists module as the domain
 * event `watch.checked` (see `subscriptions.ts`); this service never looks anything up itself.
 *
 * Policy (docs/decisions/trust-badge.md, B20–B24): a suspicious check never revokes a badge; it
 * opens (or adds evidence to) one review entry per badge and mails the owner once per entry; an
 * operator revokes (with a public reason) or clears; both are audited with the evidence.
 */
export function createBadgeReviewService(deps: {
  repo: ProfilesRepo;
  reviews: BadgeReviewRepo;
  audit: AuditService;
  jobs: JobsService;
  publish: Publish;
  mailer: Mailer;
  transaction: RunInTransaction;
  clock: Clock;
  publicBaseUrl: string;
  log: FastifyBaseLogger;
}) {
  const { repo, reviews, audit, jobs, transaction, clock } = deps;
  const log = deps.log.child({ component: 'badge-review' });
  const badgeLink = (id: string) => `${deps.publicBaseUrl}/#/badge/${id}`;
  const evidenceOf = (row: BadgeReviewRow) => evidenceSchema.parse(row.evidence);

  /**
   * The owner's mail about an entry: a job written in the decision's transaction (the outbox
   * pattern: it exists if and only if the decision commits), sent after the commit, retried on
   * failure, once per entry and kind.
   */
  const mailJob = jobs.define({
    type: 'profiles.badge-review-mail',
    payload: z.object({
      reviewId: z.uuid(),
      kind: z.enum(['opened', 'revoked', 'cleared']),
    }),
    maxAttempts: 5,
    handler: async ({ reviewId, kind }) => {
      const review = await reviews.find(reviewId);
      // Gone with the owner's erasure: nobody to write to.
      if (!review) return { sent: false };
      const profile = await repo.findById(review.profileId);
      if (!profile) return { sent: false };
      await deps.mailer.send(
        reviewMail(kind, {
          to: profile.email,
          fullName: profile.fullName,
          platform: profile.platform,
          username: profile.username,
          profileId: profile.id,
          evidence: evidenceOf(review),
          reason: review.reason,
          badgeLink: badgeLink(profile.id),
        }),
      );
      return { sent: true };
    },
  });
  const mailOwner = (tx: Tx, reviewId: string, kind: ReviewMailKind) =>
    jobs.enqueueIn(
      tx,
      mailJob,
      { reviewId, kind },
      { idempotencyKey: `${reviewId}:${kind}`, keyScope: 'always' },
    );

  const toDto = (row: BadgeReviewRow, profile: ProfileRow): BadgeReview => ({
    id: row.id,
    profile_id: row.profileId,
    full_name: profile.fullName,
    platform: profile.platform,
    username: profile.username,
    profile_url: profile.profileUrl,
    state: row.state,
    evidence: evidenceOf(row),
    opened_at: row.openedAt.toISOString(),
    last_evidence_at: row.lastEvidenceAt.toISOString(),
    last_checked_at: profile.watchCheckedAt?.toISOString() ?? null,
    decided_at: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
  });

  /** Puts what a check found into the badge's open entry, opening one if there is none. */
  async function addEvidence(profileId: string, signals: BadgeReviewSignal[], at: Date, tx: Tx) {
    let open = await reviews.openOf(profileId, tx);
    if (!open) {
      const created = await reviews.open(profileId, signals, at, tx);
      if (created) {
        await repo.setReviewOpened(profileId, at, tx);
        await audit.record(
          {
            actorId: null,
            action: 'badge.review_open',
            subjectType: 'profile',
            subjectId: profileId,
            details: { reviewId: created.id, evidence: signals },
          },
          tx,
        );
        await mailOwner(tx, created.id, 'opened');
        return;
      }
      // Another check opened it a moment ago (the unique open entry): add to that one.
      open = await reviews.openOf(profileId, tx);
      if (!open) return;
    }
    const evidence = evidenceOf(open);
    const known = new Set(evidence.map(signalKey));
    const fresh = signals.filter((s) => !known.has(signalKey(s)));
    if (fresh.length === 0) return;
    await reviews.addEvidence(open.id, [...evidence, ...fresh], at, tx);
    await audit.record(
      {
        actorId: null,
        action: 'badge.review_evidence',
        subjectType: 'profile',
        subjectId: profileId,
        details: { reviewId: open.id, evidence: fresh },
      },
      tx,
    );
  }

  async function judgeBadge(
    badge: Awaited<ReturnType<ProfilesRepo['unlockedByHandle']>>[number],
    check: WatchCheck,
    tx: Tx,
  ) {
    const { profile } = badge;
    const at = new Date(check.at);
    // The same check delivered again, or an older one arriving late: already judged.
    if (profile.watchCheckedAt && profile.watchCheckedAt.getTime() >= at.getTime()) return;
    const verdict = judgeCheck(
      {
        status: profile.watchStatus,
        trustScore: profile.watchTrustScore,
        codeSeen: profile.watchCodeSeen,
      },
      { method: badge.proofMethod, code: badge.proofCode, provenAt: badge.provenAt },
      check,
    );
    if (!verdict) return;
    const recorded = await repo.recordWatch(
      profile.id,
      profile.watchCheckedAt,
      { at, ...verdict.next },
      tx,
    );
    if (!recorded || verdict.signals.length === 0) return;
    await addEvidence(profile.id, verdict.signals, at, tx);
  }

  async function requireDecidable(id: string) {
    const row = await reviews.find(id);
    if (!row) throw new AppError('NOT_FOUND', `No badge review ${id}.`);
    if (row.state !== 'open') {
      throw new AppError('CONFLICT', `This badge review was decided already (${row.state}).`);
    }
    return row;
  }

  /** The decided entry and its profile as the operator's reply; a decided one is a 409. */
  async function decided(id: string, row: BadgeReviewRow | null) {
    if (!row) {
      await requireDecidable(id);
      throw new AppError('CONFLICT', 'This badge review was decided already.');
    }
    const profile = await repo.findById(row.profileId);
    if (!profile) throw new AppError('NOT_FOUND', `No badge review ${id}.`);
    return toDto(row, profile);
  }

  const reconcileJob = jobs.define({
    type: 'profiles.badge-watch-reconcile',
    payload: z.object({}),
    keyScope: 'active',
    maxAttempts: 2,
    timeoutMs: 30 * 60_000,
    handler: async (_p, ctx) => {
      let after = '';
      let published = 0;
      for (;;) {
        ctx.signal.throwIfAborted();
        const page = await repo.unlockedAfter(after, RECONCILE_PAGE);
        if (page.length === 0) break;
        await transaction(async (tx) => {
          for (const badge of page) {
            const event = badgeWatchEvent(badge, true);
            if (!event) continue;
            await deps.publish(tx, event);
            published += 1;
          }
        });
        after = page[page.length - 1]!.id;
        ctx.progress(published, null, after);
      }
      return { published };
    },
  });
  // Daily, and once at the first start after a missed slot: badges unlocked before their
  // watches existed (or whose `badge.watch` the other side lost) are watched from then on.
  jobs.schedule('profiles.badge-watch-reconcile', reconcileJob, {}, { dailyAtUtc: '04:40' });

  return {
    /**
     * A check of a watched account (`watch.checked`, synchronously in the check's transaction):
     * for each unlocked badge of that handle, record the check and judge it. One indexed query
     * when no badge matches, which is nearly always.
     */
    async onChecked(check: WatchCheck, tx: Tx | undefined) {
      if (check.status === 'failed') return;
      const badges = await repo.unlockedByHandle(
        check.platform,
        handleKeyOf(check.usernameKey),
        tx,
      );
      if (badges.length === 0) return;
      const judgeAll = async (t: Tx) => {
        for (const badge of badges) await judgeBadge(badge, check, t);
      };
      if (tx) await judgeAll(tx);
      else await transaction(judgeAll);
    },

    /** `GET /api/badge-reviews`: one page of the queue with each badge's profile. */
    async list(query: ListQuery): Promise<BadgeReviewPage> {
      const page = await reviews.list(query);
      const byId = new Map(
        (await repo.findMany(page.rows.map((r) => r.profileId))).map((p) => [p.id, p]),
      );
      const rows = page.rows.filter((r) => byId.has(r.profileId));
      return mapPage({ ...page, rows }, (r) => toDto(r, byId.get(r.profileId)!));
    },

    /**
     * An operator confirms: the badge is revoked with a public reason (the public page, the QR
     * verification and the credential's status say so at once), its watch ends, the owner is
     * told. The entry keeps the evidence; the audit log records both.
     */
    async revoke(id: string, actorId: string, reason: string): Promise<BadgeReview> {
      const at = clock.now();
      const row = await transaction(async (tx) => {
        const review = await reviews.decide(id, { state: 'revoked', by: actorId, reason }, at, tx);
        if (!review) return null;
        const profile = await repo.softDelete(review.profileId, actorId, at, tx, reason);
        await audit.record(
          {
            actorId,
            action: 'badge.revoke',
            subjectType: 'profile',
            subjectId: review.profileId,
            details: { reviewId: id, reason, evidence: evidenceOf(review) },
          },
          tx,
        );
        if (profile) {
          const event = badgeWatchEvent(profile, false);
          if (event) await deps.publish(tx, event);
        }
        await mailOwner(tx, id, 'revoked');
        return review;
      });
      log.info({ reviewId: id, actorId }, 'badge revoked after review');
      return decided(id, row);
    },

    /** An operator clears: the badge is back to normal; the evidence stays in the audit log. */
    async clear(id: string, actorId: string, note: string | undefined): Promise<BadgeReview> {
      const at = clock.now();
      const row = await transaction(async (tx) => {
        const review = await reviews.decide(
          id,
          { state: 'cleared', by: actorId, reason: note ?? null },
          at,
          tx,
        );
        if (!review) return null;
        await repo.setReviewOpened(review.profileId, null, tx);
        await audit.record(
          {
            actorId,
            action: 'badge.review_clear',
            subjectType: 'profile',
            subjectId: review.profileId,
            details: { reviewId: id, note: note ?? null, evidence: evidenceOf(review) },
          },
          tx,
        );
        await mailOwner(tx, id, 'cleared');
        return review;
      });
      return decided(id, row);
    },
  };
}
export type BadgeReviewService = ReturnType<typeof createBadgeReviewService>;
