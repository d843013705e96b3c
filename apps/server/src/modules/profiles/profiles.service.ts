import { randomInt } from 'node:crypto';
import {
  profileSubmitInputSchema,
  type AdminProfile,
  type AdminProfilePage,
  type ProfileStatus,
  type ProfileSubmitReply,
  type PublicProfile,
  type profileListQuerySchema,
} from '@vigil/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Mailer } from '../../integrations/mail/mailer';
import type { Storage } from '../../integrations/storage/storage';
import { AppError } from '../../lib/app-error';
import { mapBatches } from '../../lib/list/export';
import { mapPage } from '../../lib/list/paginate';
import type { Clock } from '../../lib/clock';
import type { RunInTransaction, Tx } from '../../db/transaction';
import type { AuditService } from '../audit/audit.service';
import type { Publish } from '../events';
import type { ImageUploads, MultipartForm } from '../uploads';
import { renderBadgePng } from './badge-image';
import type { BadgeReviewRepo } from './badge-review.repo';
import { badgeWatchEvent } from './badge-watch';
import type { ProfileRow, ProfilesRepo } from './profiles.repo';

/** RFC 4648 base32 alphabet: upper-case letters and digits without look-alikes 0/1/8/9. */
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** 16 characters × 5 bits = 80 random bits: ids cannot be guessed or enumerated. */
const ID_LENGTH = 16;

export const newProfileId = () =>
  `CPT-${Array.from({ length: ID_LENGTH }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('')}`;

/** The one place that derives a profile's state from its row. */
export function profileStatus(row: ProfileRow): ProfileStatus {
  if (row.deletedAt) return 'revoked';
  if (!row.paidAt) return 'unpaid';
  if (!row.verifiedAt) return 'awaiting_review';
  return 'unlocked';
}

export const isUnlocked = (row: ProfileRow) => profileStatus(row) === 'unlocked';

/** The badge's watch in public: when last checked, and whether an operator reviews it. */
export const watchStateOf = (row: ProfileRow) => ({
  last_checked_at: row.watchCheckedAt ? row.watchCheckedAt.toISOString() : null,
  under_review: row.reviewOpenedAt !== null,
});

/** A review's revocation in public: when and why (null for other revocations). */
export const revocationOf = (row: ProfileRow) => ({
  revoked_at: row.revokeReason && row.deletedAt ? row.deletedAt.toISOString() : null,
  revoke_reason: row.deletedAt ? row.revokeReason : null,
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Turns zod issues of a multipart form into the API's "body.field: message" sentence. */
function validationMessage(error: z.ZodError) {
  return error.issues
    .slice(0, 5)
    .map((i) => `body.${i.path.join('.') || 'form'}: ${i.message}`)
    .join('; ');
}

type ListQuery = z.output<typeof profileListQuerySchema>;

export function createProfilesService(deps: {
  repo: ProfilesRepo;
  reviews: BadgeReviewRepo;
  audit: AuditService;
  /** Domain events: a badge's watch starts when it is unlocked and ends when it is revoked. */
  publish: Publish;
  transaction: RunInTransaction;
  uploads: ImageUploads;
  storage: Storage;
  mailer: Mailer;
  clock: Clock;
  publicBaseUrl: string;
  log: FastifyBaseLogger;
  /** The id of the account that verified this address (opened a link sent to it), if any. */
  verifiedAccountOf: (email: string) => Promise<string | null>;
}) {
  const { repo, audit, uploads, clock, publicBaseUrl, transaction } = deps;
  const screenshotUrl = (filename: string) => `${publicBaseUrl}/uploads/${filename}`;
  const publicUrl = (id: string) => `${publicBaseUrl}/p/${id}`;
  /** Rendered badges by id and verification time; rendering costs ~10 ms, a lookup nothing. */
  const badgeCache = new Map<string, Buffer>();

  const toAdmin = (row: ProfileRow): AdminProfile => ({
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    platform: row.platform,
    username: row.username,
    profile_url: row.profileUrl,
    status: profileStatus(row),
    is_verified: Boolean(row.verifiedAt),
    paid: Boolean(row.paidAt),
    screenshot_filename: row.screenshotFilename,
    screenshot_url: screenshotUrl(row.screenshotFilename),
    verified_at: iso(row.verifiedAt),
    paid_at: iso(row.paidAt),
    deleted_at: iso(row.deletedAt),
    created_at: row.createdAt.toISOString(),
  });

  const toPublic = (row: ProfileRow): PublicProfile => {
    const flags = { is_verified: Boolean(row.verifiedAt), paid: Boolean(row.paidAt) };
    const status = profileStatus(row);
    if (status === 'revoked') return { id: row.id, status, ...flags, ...revocationOf(row) };
    return {
      id: row.id,
      status,
      ...flags,
      full_name: row.fullName,
      platform: row.platform,
      username: row.username,
      profile_url: row.profileUrl,
      verified_at: iso(row.verifiedAt),
      paid_at: iso(row.paidAt),
      public_url: publicUrl(row.id),
      ...(status === 'unlocked'
        ? watchStateOf(row)
        : { last_checked_at: null, under_review: false }),
    };
  };

  /** Starts (unlocked) or ends (revoked) the badge's watch, in the change's transaction. */
  async function publishWatch(
    badge: { id: string; platform: string; username: string },
    watch: boolean,
    tx: Tx,
  ) {
    const event = badgeWatchEvent(badge, watch);
    if (event) await deps.publish(tx, event);
  }

  /** After a change that may have unlocked the badge: its watch starts with it. */
  async function watchIfUnlocked(row: ProfileRow | undefined, tx: Tx) {
    if (row && isUnlocked(row)) await publishWatch(row, true, tx);
  }

  /** A live profile for an operator action; deleted profiles are gone for operators. */
  async function requireLive(id: string) {
    const row = await repo.findById(id);
    if (!row || row.deletedAt) throw new AppError('NOT_FOUND', `No profile ${id}.`);
    return row;
  }

  async function sendBadgeMail(row: ProfileRow) {
    const link = `${publicBaseUrl}/#/badge/${row.id}`;
    try {
      await deps.mailer.send({
        to: row.email,
        subject: 'Vigil: dein Trust-Badge / your trust badge',
        text:
          `Hallo ${row.fullName},\n\ndein Profil ${row.platform} @${row.username} ist bei Vigil eingegangen ` +
          `(Profil-ID ${row.id}).\nÜber diesen Link schaltest du dein Badge frei und siehst den Stand der ` +
          `Prüfung:\n${link}\n\n` +
          `Hello ${row.fullName},\n\nwe have received your profile (id ${row.id}). Unlock your badge and ` +
          `follow the review here:\n${link}\n\nIf you did not submit this profile, ignore this e-mail.`,
      });
    } catch (err) {
      // The profile exists either way; the badge page link is also shown on screen.
      deps.log.error({ err, profileId: row.id }, 'badge e-mail could not be sent');
    }
  }

  return {
    toAdmin,
    toPublic,

    /**
     * `POST /api/profile`: a visitor registers a profile with a screenshot as evidence. Who
     * owns it (issue 20, docs/security-notes/ownership.md): a signed-in submitter; else the
     * account that has verified the profile's address; else nobody until an account proves
     * control of the address ({@link claimByProvenEmail}). The answer is the same whether or
     * not the address has profiles already (issue 20 §3: no existence oracle); the badge mail
     * goes to the address either way.
     */
    async submit(
      form: MultipartForm,
      submitterId: string | null = null,
    ): Promise<ProfileSubmitReply> {
      const parsed = profileSubmitInputSchema.safeParse(form.fields);
      if (!parsed.success) {
        throw new AppError('VALIDATION_FAILED', validationMessage(parsed.error));
      }
      if (!form.file) {
        throw new AppError(
          'VALIDATION_FAILED',
          'body.screenshot: Please upload a screenshot (Bitte lade einen Screenshot hoch.)',
        );
      }
      const input = parsed.data;
      const owner = submitterId ?? (await deps.verifiedAccountOf(input.email));
      const filename = await uploads.storeImage(form.file.buffer);
      let row: ProfileRow;
      try {
        row = await repo.insert({
          id: newProfileId(),
          fullName: input.full_name,
          email: input.email,
          platform: input.platform,
          username: input.username,
          profileUrl: input.profile_url,
          screenshotFilename: filename,
          ownerUserId: owner,
        });
      } catch (err) {
        await deps.storage.delete(filename);
        throw err;
      }
      await audit.record({
        actorId: submitterId,
        action: 'profile.submit',
        subjectType: 'profile',
        subjectId: row.id,
        details: { platform: row.platform },
      });
      await sendBadgeMail(row);
      return {
        profile_id: row.id,
        screenshot_filename: filename,
        screenshot_url: screenshotUrl(filename),
        status: profileStatus(row),
        is_verified: Boolean(row.verifiedAt),
        paid: Boolean(row.paidAt),
      };
    },

    /** The record of one profile (deleted ones too), for the modules that build on it. */
    findById: (id: string): Promise<ProfileRow | undefined> => repo.findById(id),

    /**
     * Marks a profile paid inside the caller's (the payment's) transaction; a verified profile
     * is unlocked by it, and its watch starts.
     */
    async markPaid(id: string, at: Date, tx: Tx) {
      await watchIfUnlocked(await repo.markPaid(id, at, tx), tx);
    },

    /** `GET /api/profile/:id`: the badge screen's state; never the e-mail or screenshot. */
    async getPublic(id: string): Promise<PublicProfile> {
      const row = await repo.findById(id);
      if (!row) throw new AppError('NOT_FOUND', `No profile ${id}.`);
      return toPublic(row);
    },

    /** Whether `userId` owns the profile (by id; issue 20: never by e-mail). */
    isOwner: (row: ProfileRow, userId: string) =>
      row.ownerUserId !== null && row.ownerUserId === userId,

    /** The admin table: `order` or, from older screens, `dir`. */
    async list(query: ListQuery): Promise<AdminProfilePage> {
      return mapPage(await repo.list({ ...query, order: query.order ?? query.dir }), toAdmin);
    },

    /** `?format=csv|json`: the whole filtered table in its order, as admin rows, and its size. */
    async exportList(query: ListQuery) {
      const order = query.order ?? query.dir;
      return {
        total: await repo.count(query),
        batches: mapBatches(repo.exportBatches({ ...query, order }), toAdmin),
      };
    },

    /** Operator verification; verifying a verified profile again changes nothing. */
    async verify(id: string, actorId: string): Promise<AdminProfile> {
      const current = await requireLive(id);
      if (current.verifiedAt) return toAdmin(current);
      const row = await transaction(async (tx) => {
        const verified = await repo.markVerified(id, actorId, clock.now(), tx);
        if (!verified) return undefined;
        await audit.record(
          { actorId, action: 'profile.verify', subjectType: 'profile', subjectId: id },
          tx,
        );
        await watchIfUnlocked(verified, tx);
        return verified;
      });
      if (!row) return toAdmin(await requireLive(id));
      return toAdmin(row);
    },

    /**
     * Ownership proven without an operator (issue 13: a bio code or a sign-in): the profile is
     * verified by the system (`verified_by` null) inside the caller's transaction, which writes
     * the audit entry. An already verified profile stays as it is (undefined).
     */
    async markVerifiedByProof(id: string, at: Date, tx: Tx) {
      const row = await repo.markVerified(id, null, at, tx);
      await watchIfUnlocked(row, tx);
      return row;
    },

    /** Soft delete: the row stays so that every QR of the profile answers "revoked" at once. */
    async remove(id: string, actorId: string): Promise<AdminProfile> {
      const before = await requireLive(id);
      const at = clock.now();
      const row = await transaction(async (tx) => {
        const deleted = await repo.softDelete(id, actorId, at, tx);
        if (!deleted) return undefined;
        // Deleting settles an open review of the badge: nothing is left to decide.
        await deps.reviews.closeOpenOf(id, actorId, at, tx);
        await audit.record(
          { actorId, action: 'profile.delete', subjectType: 'profile', subjectId: id },
          tx,
        );
        if (isUnlocked(before)) await publishWatch(before, false, tx);
        return deleted;
      });
      if (!row) throw new AppError('NOT_FOUND', `No profile ${id}.`);
      return toAdmin(row);
    },

    /**
     * Account erasure: the profiles of this address lose their personal data and are revoked
     * (see the repo); the screenshot files are removed once the transaction commits.
     */
    async eraseOwner(who: { userId: string }, tx: Tx) {
      const erased = await repo.eraseOwner(who, clock.now(), tx);
      await deps.reviews.deleteOf(erased.ids, tx);
      await deps.reviews.forgetDecider(who.userId, tx);
      for (const badge of erased.unlocked) await publishWatch(badge, false, tx);
      return { ids: erased.ids, files: erased.files };
    },

    /**
     * An account proved control of its address (first verification, confirmed change): the
     * unowned live profiles of that address become its own (issue 20 §1), and the audit says so.
     */
    async claimByProvenEmail(user: { id: string; email: string }) {
      const ids = await repo.claimUnowned(user.id, user.email);
      for (const id of ids) {
        await audit.record({
          actorId: user.id,
          action: 'profile.claim',
          subjectType: 'profile',
          subjectId: id,
        });
      }
    },

    /** An operator replaces the evidence screenshot; the old file is removed. */
    async replaceScreenshot(id: string, file: MultipartForm['file'], actorId: string) {
      await requireLive(id);
      if (!file) {
        throw new AppError('VALIDATION_FAILED', 'body.screenshot: Please upload a screenshot.');
      }
      const filename = await uploads.storeImage(file.buffer);
      const replaced = await repo.replaceScreenshot(id, filename);
      if (!replaced) {
        await deps.storage.delete(filename);
        throw new AppError('NOT_FOUND', `No profile ${id}.`);
      }
      await audit.record({
        actorId,
        action: 'profile.screenshot_replace',
        subjectType: 'profile',
        subjectId: id,
        details: { from: replaced.previous, to: filename },
      });
      await deps.storage.delete(replaced.previous);
      return { filename, screenshot_url: screenshotUrl(filename) };
    },

    /** `GET /api/generate-badge/:id`: the PNG badge, only for unlocked profiles. */
    async badgePng(id: string): Promise<Buffer> {
      const row = await repo.findById(id);
      if (!row || !isUnlocked(row) || !row.verifiedAt) {
        throw new AppError('NOT_FOUND', 'This badge is not unlocked.');
      }
      const key = `${row.id}:${row.verifiedAt.getTime()}`;
      const cached = badgeCache.get(key);
      if (cached) return cached;
      const png = await renderBadgePng({
        fullName: row.fullName,
        platform: row.platform,
        username: row.username,
        verifiedAt: row.verifiedAt,
        profileId: row.id,
      });
      if (badgeCache.size >= 500) badgeCache.delete(badgeCache.keys().next().value as string);
      badgeCache.set(key, png);
      return png;
    },
  };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;
