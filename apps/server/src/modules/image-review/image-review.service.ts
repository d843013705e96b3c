import {
  accountPlatformSchema,
  matchKeyword,
  REVIEW_CLAIM_MS,
  REVIEW_UNDO_MS,
  sampledForSecondReview,
  snapshotSourceSchema,
  type AccountPlatform,
  type ImageListQuery,
  type ImageListPage,
  type MonitoredKeyword,
  type ReviewItem,
} from '@vigil/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { RunInTransaction, Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/audit.service';
import type { JobsService } from '../jobs/jobs.service';
import type { LicenceCheckoutInput, PaymentsService } from '../payments';
import type {
  AccountRef,
  CandidatePost,
  ImageReviewRepo,
  NewReviewItem,
  ReviewItemRow,
} from './image-review.repo';

export type { LicenceCheckoutInput };
export type LicenceStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

/** The port Accept uses: the payments module's licence checkout (PayPal, else the demo checkout). */
export type LicencePayments = Pick<PaymentsService, 'startLicenceCheckout' | 'licenceStatusOf'>;

/** An image another module (content upload) puts into the review queue. */
export type EnqueueImageInput = {
  source: 'content';
  /** The content item's id: one queue item per content item (a second call returns the first). */
  contentId: string;
  platform: AccountPlatform;
  /** The monitored keyword it is queued for; left out: the first monitored keyword its caption
   *  or hashtags mention, else its first hashtag, else none. */
  keyword?: string | null;
  username: string;
  /** The uploader (their account's erasure removes the item). */
  ownerId?: string;
  /** The item's own tags (matched like a post's hashtags). */
  hashtags?: readonly string[];
  /** A content upload in our storage (its random name) … */
  imageFile?: string;
  /** … or an `https:` / `/uploads/…` / `data:image/` address. */
  imageUrl?: string;
  priceCents: number;
  caption?: string | null;
};

const refSchema = z.object({
  platform: z.string(),
  key: z.string().nullable(),
  externalId: z.string().nullable(),
});
const matchPayloadSchema = z.union([
  z.object({ refs: z.array(refSchema).max(1000) }),
  z.object({ keyword: z.string().min(1) }),
]);

const SUBJECT = 'image_review_item';
const BACKFILL_BATCH = 500;
const KEYWORDS_TTL_MS = 10_000;
const TOTALS_TTL_MS = 5_000;
const TOTALS_MAX = 500;

export type ImageReviewDeps = {
  repo: ImageReviewRepo;
  audit: AuditService;
  transaction: RunInTransaction;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: JobsService;
  /** The licence checkout of Accept (the payments module). */
  payments: LicencePayments;
  /** Whether the image proxy (`GET /api/proxy-image`) fetches pictures from this address. */
  proxyAllows: (url: string) => boolean;
  /** The signed proxy address of a picture (`ImageUrls.proxied`): an `<img>` sends no token. */
  proxied: (url: string) => string;
  /** A short-lived signed address of a content upload (the content module's `sharedFileSrc`). */
  fileSrc: (name: string) => string;
  /**
   * One process owns the database (embedded PGlite) and sees every write: list totals stay
   * cached until this service writes. Otherwise (PostgreSQL, several servers) for 5 s at most.
   */
  ownsDatabase?: boolean;
  /** The licence price of a looked-up post's image (content items bring their own). */
  defaultPriceCents: number;
};

/**
 * The image review queue: keyword matching of looked-up posts (a job after each lookup, and
 * over the stored posts when a keyword is added), the content module's `enqueueImage`, and the
 * review itself: claims (5 min), accept (a licence checkout), deny, undo (10 s), and a second
 * review of a deterministic 5 % sample. Every decision is audited in its transaction.
 */
export function createImageReviewService(deps: ImageReviewDeps) {
  const { repo, clock } = deps;
  let keywordsCache: { list: string[]; until: number } | null = null;
  /**
   * A list's total by its filter: `count(*)` of 100,000 items costs more than the page itself.
   * This process forgets them on every write it makes; writes of other processes (PostgreSQL
   * with several servers) show within the TTL (see `ownsDatabase`).
   */
  const totals = new Map<string, { n: number; until: number }>();
  const forgetTotals = () => totals.clear();
  const countVia = (q: ImageListQuery) => async (load: () => Promise<number>) => {
    const key = JSON.stringify([q.status, q.platform, q.keyword, q.secondReview, q.q]);
    const now = Date.now();
    const hit = totals.get(key);
    if (hit && hit.until > now) return hit.n;
    const n = await load();
    if (totals.size >= TOTALS_MAX) totals.clear();
    totals.set(key, { n, until: deps.ownsDatabase ? Infinity : now + TOTALS_TTL_MS });
    return n;
  };
  async function keywords() {
    const now = Date.now();
    if (keywordsCache && keywordsCache.until > now) return keywordsCache.list;
    const list = await repo.keywordStrings();
    keywordsCache = { list, until: now + KEYWORDS_TTL_MS };
    return list;
  }

  /** Where the browser loads a picture from; null when we cannot show it. */
  function imageSrc(imageUrl: string | null, imageFile: string | null): string | null {
    if (imageFile) return deps.fileSrc(imageFile);
    if (!imageUrl) return null;
    if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(imageUrl)) return imageUrl;
    if (/^\/uploads\/[A-Za-z0-9._-]+$/.test(imageUrl)) return imageUrl;
    if (imageUrl.startsWith('https://') && deps.proxyAllows(imageUrl)) {
      return deps.proxied(imageUrl);
    }
    return null;
  }

  async function toItems(rows: ReviewItemRow[], viewerId: string): Promise<ReviewItem[]> {
    const now = clock.now();
    const people = await repo.emailsOf([
      ...new Set(rows.flatMap((r) => [r.claimedBy, r.decidedBy].filter((x): x is string => !!x))),
    ]);
    const postRows = rows.map((r) => r.postRowId).filter((x): x is string => !!x);
    const sources = await repo.postSources(postRows);
    const paid = rows.filter((r) => r.paymentId).map((r) => r.id);
    const licences = paid.length
      ? await deps.payments.licenceStatusOf(paid).catch((err: unknown) => {
          deps.log.warn({ err }, 'licence status could not be read');
          return new Map<string, LicenceStatus>();
        })
      : new Map<string, LicenceStatus>();
    return rows.map((r, index) => {
      const claimLive =
        r.status === 'pending' && r.claimedBy && r.claimedUntil && r.claimedUntil > now;
      const undoUntil =
        r.status === 'denied' && r.decidedAt && r.decidedBy === viewerId
          ? new Date(r.decidedAt.getTime() + REVIEW_UNDO_MS)
          : null;
      const platform = accountPlatformSchema.safeParse(r.platform);
      return {
        id: r.id,
        index,
        source: r.source,
        // A looked-up post's account source; an uploaded content item is the uploader's own.
        dataSource: r.postRowId
          ? (snapshotSourceSchema.safeParse(sources.get(r.postRowId)).data ?? null)
          : r.source === 'content'
            ? ('submitted' as const)
            : null,
        platform: platform.success ? platform.data : 'instagram',
        keyword: r.keyword,
        username: r.username,
        userName: r.username,
        createdAt: r.createdAt.toISOString(),
        imageSrc: imageSrc(r.imageUrl, r.imageFile) ?? '',
        caption: r.caption,
        priceCents: r.priceCents,
        currency: 'eur' as const,
        state: claimLive ? 'claimed' : r.status,
        claim: claimLive
          ? {
              mine: r.claimedBy === viewerId,
              until: r.claimedUntil!.toISOString(),
              by: people.get(r.claimedBy!) ?? null,
            }
          : null,
        decidedAt: r.decidedAt?.toISOString() ?? null,
        decidedBy: (r.decidedBy && people.get(r.decidedBy)) || null,
        undoUntil: undoUntil && undoUntil > now ? undoUntil.toISOString() : null,
        secondReview: r.secondReview,
        licence: r.status === 'accepted' ? (licences.get(r.id) ?? 'pending') : null,
      };
    });
  }
  const toItem = async (row: ReviewItemRow, viewerId: string) =>
    (await toItems([row], viewerId))[0]!;

  /**
   * A review step: the conditional change (undefined when its condition no longer holds: another
   * operator's claim, a closed undo window …) and its audit entry in one transaction.
   */
  async function audited(
    step: { id: string; viewerId: string; action: string },
    change: (tx: Tx) => Promise<ReviewItemRow | undefined>,
    details: (row: ReviewItemRow) => Record<string, unknown>,
  ): Promise<ReviewItemRow | undefined> {
    const row = await deps.transaction(async (tx) => {
      const updated = await change(tx);
      if (!updated) return undefined;
      await deps.audit.record(
        {
          actorId: step.viewerId,
          action: step.action,
          subjectType: SUBJECT,
          subjectId: step.id,
          details: details(updated),
        },
        tx,
      );
      return updated;
    });
    forgetTotals();
    return row;
  }

  /** Accept or deny a pending item the caller holds the claim of; sampled ones await a second review. */
  function decide(
    id: string,
    viewerId: string,
    status: 'accepted' | 'denied',
    extra: { paymentId?: string; details?: Record<string, unknown> } = {},
  ) {
    const sampled = sampledForSecondReview(id);
    return audited(
      { id, viewerId, action: `image_review.${status}` },
      (tx) =>
        repo.decide(
          id,
          viewerId,
          clock.now(),
          {
            status,
            secondReview: sampled ? 'pending' : null,
            ...(extra.paymentId ? { paymentId: extra.paymentId } : {}),
          },
          tx,
        ),
      () => ({
        before: { status: 'pending' },
        after: { status },
        ...extra.details,
        secondReview: sampled,
      }),
    );
  }

  /** Queue items for the candidates that mention a keyword and whose picture we can show. */
  function itemsFor(candidates: CandidatePost[], list: readonly string[]): NewReviewItem[] {
    return candidates.flatMap((c) => {
      const keyword = matchKeyword(list, c);
      if (!keyword || !imageSrc(c.imageUrl, null)) return [];
      return [
        {
          source: 'lookup' as const,
          platform: c.platform,
          keyword,
          username: c.username,
          imageUrl: c.imageUrl,
          caption: c.text || null,
          postRowId: c.postRowId,
          priceCents: deps.defaultPriceCents,
        },
      ];
    });
  }

  /** Matches the stored posts of these accounts against the keywords; returns items queued. */
  async function matchAccounts(refs: AccountRef[]): Promise<number> {
    const list = await keywords();
    if (list.length === 0 || refs.length === 0) return 0;
    const rows = await repo.insertItems(itemsFor(await repo.candidatesOf(refs), list));
    if (rows.length) forgetTotals();
    return rows.length;
  }

  /** Matches every stored post that may mention `keyword` (a new keyword). */
  async function backfill(keyword: string, signal: AbortSignal): Promise<number> {
    const list = [keyword];
    let after: string | null = null;
    let queued = 0;
    for (;;) {
      signal.throwIfAborted();
      const batch = await repo.candidatesMentioning(keyword, after, BACKFILL_BATCH);
      if (batch.length === 0) return queued;
      const rows = await repo.insertItems(itemsFor(batch, list));
      if (rows.length) forgetTotals();
      queued += rows.length;
      after = batch.at(-1)!.postRowId;
    }
  }

  const matchJob = deps.jobs.define({
    type: 'image-review.match',
    payload: matchPayloadSchema,
    maxAttempts: 3,
    handler: async (p, ctx) => {
      const queued =
        'refs' in p ? await matchAccounts(p.refs) : await backfill(p.keyword, ctx.signal);
      return { queued };
    },
  });

  const notFound = () => new AppError('NOT_FOUND', 'No such image in the review queue.');

  /** Why an item cannot be decided by `viewerId` now (a 404 or a 409 with what is current). */
  async function refusal(id: string, viewerId: string): Promise<AppError> {
    const row = await repo.find(id);
    if (!row) return notFound();
    if (row.status !== 'pending') {
      return new AppError('CONFLICT', 'This image has been decided already.', {
        params: { state: row.status },
      });
    }
    const now = clock.now();
    if (row.claimedBy && row.claimedBy !== viewerId && row.claimedUntil && row.claimedUntil > now) {
      return new AppError('CONFLICT', 'Another operator is reviewing this image.', {
        params: { state: 'claimed', claimedUntil: row.claimedUntil.toISOString() },
      });
    }
    return new AppError('CONFLICT', 'Claim this image before deciding (your claim ran out).', {
      params: { state: 'unclaimed' },
    });
  }

  return {
    matchJob,
    matchAccounts,

    /**
     * `lookup.stored`: queues a matching job for the accounts a lookup stored, in the
     * publisher's transaction when it has one (nothing when no keyword is monitored). A failure
     * is logged: the lookup stands.
     */
    async afterLookupStored(refs: AccountRef[], tx?: Tx): Promise<void> {
      try {
        if (refs.length === 0 || (await keywords()).length === 0) return;
        const payload = { refs: refs.slice(0, 1000) };
        if (tx) await deps.jobs.enqueueIn(tx, matchJob, payload);
        else await deps.jobs.enqueue(matchJob, payload);
      } catch (err) {
        deps.log.error({ err }, 'queueing the image keyword match failed');
      }
    },

    /** Puts an uploaded image into the queue (once per content item: a repeat returns the first). */
    async enqueueImage(input: EnqueueImageInput): Promise<{ id: string; created: boolean }> {
      const imageUrl = input.imageUrl ?? null;
      const imageFile = input.imageFile ?? null;
      if (!imageSrc(imageUrl, imageFile)) {
        throw new AppError('VALIDATION_FAILED', 'The image address cannot be shown for review.');
      }
      if (!Number.isInteger(input.priceCents) || input.priceCents < 0) {
        throw new AppError('VALIDATION_FAILED', 'The price must be a whole number of cents.');
      }
      const hashtags = input.hashtags ?? [];
      const keyword =
        input.keyword !== undefined
          ? input.keyword
          : (matchKeyword(await keywords(), { text: input.caption ?? '', hashtags }) ??
            hashtags[0] ??
            null);
      const [row] = await repo.insertItems([
        {
          source: 'content',
          contentId: input.contentId,
          ownerId: input.ownerId ?? null,
          platform: accountPlatformSchema.parse(input.platform),
          keyword: keyword?.toLowerCase() ?? null,
          username: input.username,
          imageUrl,
          imageFile,
          caption: input.caption ?? null,
          priceCents: input.priceCents,
        },
      ]);
      if (row) {
        forgetTotals();
        return { id: row.id, created: true };
      }
      const existing = await repo.findByContent(input.contentId);
      return { id: existing!.id, created: false };
    },

    // Keywords.
    async listKeywords(): Promise<{ items: MonitoredKeyword[] }> {
      const rows = await repo.listKeywords();
      return {
        items: rows.map((r) => ({
          id: r.id,
          keyword: r.keyword,
          createdAt: r.createdAt.toISOString(),
          items: Number(r.items),
        })),
      };
    },

    async addKeyword(keyword: string, by: string): Promise<MonitoredKeyword> {
      const row = await deps.transaction(async (tx) => {
        const inserted = await repo.insertKeyword(keyword, by, tx);
        if (!inserted) {
          throw new AppError('CONFLICT', 'This keyword is monitored already.', {
            params: { keyword },
          });
        }
        await deps.audit.record(
          {
            actorId: by,
            action: 'image_review.keyword_added',
            subjectType: 'review_keyword',
            subjectId: inserted.id,
            details: { keyword },
          },
          tx,
        );
        return inserted;
      });
      keywordsCache = null;
      // The posts stored before the keyword existed are matched too (a job).
      await deps.jobs.enqueue(matchJob, { keyword });
      return { id: row.id, keyword: row.keyword, createdAt: row.createdAt.toISOString(), items: 0 };
    },

    async removeKeyword(id: string, by: string): Promise<void> {
      await deps.transaction(async (tx) => {
        const row = await repo.deleteKeyword(id, tx);
        if (!row) throw new AppError('NOT_FOUND', 'No such keyword.');
        await deps.audit.record(
          {
            actorId: by,
            action: 'image_review.keyword_removed',
            subjectType: 'review_keyword',
            subjectId: id,
            details: { keyword: row.keyword },
          },
          tx,
        );
      });
      keywordsCache = null;
    },

    // Review.
    async list(query: ImageListQuery, viewerId: string): Promise<ImageListPage> {
      const page = await repo.list(query, countVia(query));
      return {
        items: await toItems(page.rows, viewerId),
        total: page.total,
        page: page.page,
        limit: page.limit,
        pages: page.pages,
      };
    },

    async get(id: string, viewerId: string): Promise<ReviewItem> {
      const row = await repo.find(id);
      if (!row) throw notFound();
      return toItem(row, viewerId);
    },

    /** Claims an item for 5 minutes (again: renews it); 409 when someone else holds it. */
    async claim(id: string, viewerId: string): Promise<ReviewItem> {
      const now = clock.now();
      const row = await repo.claim(id, viewerId, now, new Date(now.getTime() + REVIEW_CLAIM_MS));
      if (!row) throw await refusal(id, viewerId);
      return toItem(row, viewerId);
    },

    /** Gives a claim back (closing the modal); a no-op when it is not held. */
    async release(id: string, viewerId: string): Promise<ReviewItem> {
      const row = (await repo.release(id, viewerId)) ?? (await repo.find(id));
      if (!row) throw notFound();
      return toItem(row, viewerId);
    },

    /**
     * Accept: licenses the image. The licence checkout is created first (a provider failure
     * leaves the item pending and claimed, and is answered); then the decision is stored with
     * its payment, if the claim is still the caller's.
     */
    async accept(id: string, viewerId: string, lang: 'de' | 'en') {
      const row = await repo.find(id);
      if (!row) throw notFound();
      const now = clock.now();
      if (
        row.status !== 'pending' ||
        row.claimedBy !== viewerId ||
        !row.claimedUntil ||
        row.claimedUntil <= now
      ) {
        throw await refusal(id, viewerId);
      }
      const checkout = await deps.payments.startLicenceCheckout({
        subjectId: id,
        amountCents: row.priceCents,
        currency: 'eur',
        payerId: viewerId,
        description: `Image licence: ${row.username} (${row.platform})`,
        lang,
      });
      const decided = await decide(id, viewerId, 'accepted', {
        paymentId: checkout.paymentId,
        details: { paymentId: checkout.paymentId, priceCents: row.priceCents },
      });
      if (!decided) throw await refusal(id, viewerId);
      return { links: checkout.links, item: await toItem(decided, viewerId) };
    },

    async deny(id: string, viewerId: string): Promise<ReviewItem> {
      const decided = await decide(id, viewerId, 'denied');
      if (!decided) throw await refusal(id, viewerId);
      return toItem(decided, viewerId);
    },

    /** Takes back one's own denial within 10 s: pending again, and claimed by the caller. */
    async undo(id: string, viewerId: string): Promise<ReviewItem> {
      const now = clock.now();
      const row = await audited(
        { id, viewerId, action: 'image_review.undone' },
        (tx) =>
          repo.undo(
            id,
            viewerId,
            new Date(now.getTime() - REVIEW_UNDO_MS),
            new Date(now.getTime() + REVIEW_CLAIM_MS),
            tx,
          ),
        () => ({ before: { status: 'denied' }, after: { status: 'pending' } }),
      );
      if (row) return toItem(row, viewerId);
      const current = await repo.find(id);
      if (!current) throw notFound();
      throw new AppError(
        'CONFLICT',
        'Only your own denial can be undone, within 10 seconds (an acceptance is undone by not paying).',
        { params: { state: current.status } },
      );
    },

    /** The second review of a sampled decision, by another operator than its decider. */
    async secondReview(id: string, viewerId: string, agree: boolean): Promise<ReviewItem> {
      const row = await audited(
        { id, viewerId, action: 'image_review.second_review' },
        (tx) => repo.secondReview(id, viewerId, agree, clock.now(), tx),
        (updated) => ({ decision: updated.status, agree }),
      );
      if (row) return toItem(row, viewerId);
      const current = await repo.find(id);
      if (!current) throw notFound();
      throw new AppError(
        'CONFLICT',
        current.secondReview === 'pending'
          ? 'A second review must come from another operator than the one who decided.'
          : 'This image is not awaiting a second review.',
        { params: { state: current.status } },
      );
    },
  };
}
export type ImageReviewService = ReturnType<typeof createImageReviewService>;
