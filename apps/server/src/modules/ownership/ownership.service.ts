import { randomInt } from 'node:crypto';
import {
  PROOF_CODE_PREFIX,
  type OwnerProof,
  type Ownership,
  type PersonPage,
  type PersonPageInput,
  type ProfilePlatform,
  type ProofCheckReply,
  type ProofLapseReason,
  type ProofMethod,
  type ProofState,
  personPageInputSchema,
} from '@vigil/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { RunInTransaction } from '../../db/transaction';
import type { Mailer } from '../../integrations/mail/mailer';
import type { DemoBios } from '../../integrations/social/demo/demo-bios';
import type { BioReader, BioReading } from '../../integrations/social/profile-bio';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/audit.service';
import type { AuthService } from '../auth';
import type { JobsService } from '../jobs/jobs.service';
import type { ProfileRecord, ProfilesService } from '../profiles';
import type { OwnershipRepo, PersonPageRow, ProofRow } from './ownership.repo';
import { ownershipSentence } from './proof-text';

const CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
/** 16 × 5 = 80 random bits: a code cannot be guessed or copied from another profile. */
export const newProofCode = () =>
  `${PROOF_CODE_PREFIX}${Array.from({ length: 16 }, () => CODE_ALPHABET[randomInt(32)]).join('')}`;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const handleKey = (h: string) => h.replace(/^@/, '').trim().toLowerCase();

/** A proof's state as people read it. */
export function proofState(row: ProofRow | undefined): ProofState {
  if (!row) return 'none';
  if (row.provenAt && row.method) return row.lapsedAt ? 'lapsed' : 'proven';
  return row.code ? 'pending' : 'none';
}

/** What a bio reading says about a proven (or to-be-proven) code. */
export function judgeBio(
  reading: BioReading,
  code: string,
  provenExternalId: string | null,
): { ok: true; externalId: string | null } | { ok: false; reason: ProofLapseReason } {
  if (!reading.found) return { ok: false, reason: 'gone' };
  // The handle now belongs to another account: the proven one was renamed away.
  if (provenExternalId && reading.externalId && reading.externalId !== provenExternalId) {
    return { ok: false, reason: 'renamed' };
  }
  if (!reading.bio.toLowerCase().includes(code.toLowerCase())) {
    return { ok: false, reason: 'code_missing' };
  }
  return { ok: true, externalId: reading.externalId };
}

const isUniqueViolation = (err: unknown) => {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** How long a bio-code proof goes without a re-check (the daily job's cut-off). */
const RECHECK_AGE_MS = 20 * 60 * 60 * 1000;
const RECHECK_PAGE = 100;

export type OwnershipServiceDeps = {
  repo: OwnershipRepo;
  profiles: ProfilesService;
  auth: Pick<AuthService, 'findUser'>;
  audit: AuditService;
  mailer: Mailer;
  jobs: JobsService;
  bios: BioReader;
  /** Set in demo mode: the owner may edit the demo provider's bio. */
  demoBios: DemoBios | null;
  transaction: RunInTransaction;
  clock: Clock;
  publicBaseUrl: string;
  log: FastifyBaseLogger;
};

/**
 * Ownership proof without an operator (issue 13 §3) and person pages (§4).
 *
 * The owner of a profile is the account in its `owner_user_id` (issue 20): the signed-in
 * submitter, or the account that proved control of the profile's address by a link. The bio
 * code then proves that the same person controls the handle.
 */
export function createOwnershipService(deps: OwnershipServiceDeps) {
  const { repo, profiles, clock, audit } = deps;
  const log = deps.log.child({ component: 'ownership' });

  const toOwnership = (profileId: string, row: ProofRow | undefined): Ownership => ({
    profile_id: profileId,
    state: proofState(row),
    method: row?.provenAt ? (row.method ?? null) : null,
    proven_at: iso(row?.provenAt),
    checked_at: iso(row?.checkedAt),
    lapsed_at: iso(row?.lapsedAt),
    lapse_reason: row?.lapsedAt ? (row.lapseReason ?? null) : null,
  });

  const toOwner = (profile: ProfileRecord, row: ProofRow | undefined): OwnerProof => {
    const platform = profile.platform as ProfilePlatform;
    return {
      ...toOwnership(profile.id, row),
      platform,
      username: profile.username,
      code: row?.code ?? null,
      code_requested_at: iso(row?.codeRequestedAt),
      bio_proof_available: deps.bios.supports(platform),
      demo: deps.demoBios !== null,
      demo_bio:
        deps.demoBios && deps.bios.supports(platform)
          ? (deps.demoBios.get(platform as never, profile.username) ?? null)
          : null,
    };
  };

  /**
   * The live profile, if the signed-in account owns it. To anyone else the owner's view does
   * not exist: 404, as for other people's jobs (a 403 would also end the web app's session).
   */
  async function requireOwner(profileId: string, userId: string) {
    const profile = await profiles.findById(profileId);
    if (!profile || profile.deletedAt) throw new AppError('NOT_FOUND', `No profile ${profileId}.`);
    // Issue 20 §1: ownership is the profile's owner id, never "account e-mail = profile e-mail".
    if (!profiles.isOwner(profile, userId)) {
      throw new AppError('NOT_FOUND', 'Only the account that owns this profile may prove it.');
    }
    return profile;
  }

  /** Proven: record it, verify the profile (if not yet) and audit, in one transaction. */
  async function prove(
    profile: ProfileRecord,
    p: { method: ProofMethod; externalId: string | null; ownerUserId: string | null },
  ) {
    const at = clock.now();
    return deps.transaction(async (tx) => {
      const before = await repo.find(profile.id, tx);
      const row = await repo.markProven(profile.id, { ...p, at }, tx);
      const verified = await profiles.markVerifiedByProof(profile.id, at, tx);
      if (!before?.provenAt || before.lapsedAt || before.method !== p.method) {
        await audit.record(
          {
            actorId: p.ownerUserId,
            action: before?.lapsedAt ? 'ownership.restore' : 'ownership.prove',
            subjectType: 'profile',
            subjectId: profile.id,
            details: {
              method: p.method,
              platform: profile.platform,
              verified: Boolean(verified),
            },
          },
          tx,
        );
      }
      return row;
    });
  }

  async function mailLapse(
    target: { email: string; fullName: string; platform: string; username: string; id: string },
    reason: ProofLapseReason,
  ) {
    const why = {
      code_missing: [
        'der Prüfcode steht nicht mehr in der Bio',
        'the proof code is no longer in the bio',
      ],
      gone: ['das Profil wurde nicht mehr gefunden', 'the profile can no longer be found'],
      renamed: [
        'der Benutzername gehört jetzt zu einem anderen Konto',
        'the username now belongs to another account',
      ],
    }[reason];
    const link = `${deps.publicBaseUrl}/#/badge/${target.id}`;
    try {
      await deps.mailer.send({
        to: target.email,
        subject: 'Vigil: Eigentumsnachweis nicht mehr gefunden / ownership proof lapsed',
        text:
          `Hallo ${target.fullName},\n\nbei der regelmäßigen Prüfung deines Profils ${target.platform} ` +
          `@${target.username} (${target.id}) ist aufgefallen: ${why[0]}. Dein Badge zeigt das jetzt an. ` +
          `Stelle den Code wieder her und klicke auf 'Prüfen':\n${link}\n\n` +
          `Hello ${target.fullName},\n\nthe regular check of your profile found that ${why[1]}. ` +
          `Your badge now shows this. Restore the code and press 'Check':\n${link}`,
      });
    } catch (err) {
      log.error({ err, profileId: target.id }, 'lapse e-mail could not be sent');
    }
  }

  /** One re-check of a proven bio code; provider outages leave the proof as it is. */
  async function recheck(item: Awaited<ReturnType<OwnershipRepo['dueForRecheck']>>[number]) {
    const { proof } = item;
    if (!proof.code) return 'skipped' as const;
    let reading: BioReading;
    try {
      reading = await deps.bios.read(item.platform as ProfilePlatform, item.username);
    } catch (err) {
      log.warn({ err, profileId: proof.profileId }, 'ownership re-check: provider failed');
      return 'skipped' as const;
    }
    const verdict = judgeBio(reading, proof.code, proof.externalId);
    const at = clock.now();
    if (verdict.ok) {
      if (proof.lapsedAt) {
        await deps.transaction(async (tx) => {
          await repo.markProven(
            proof.profileId,
            { method: 'bio_code', at, externalId: verdict.externalId, ownerUserId: null },
            tx,
          );
          await audit.record(
            {
              actorId: null,
              action: 'ownership.restore',
              subjectType: 'profile',
              subjectId: proof.profileId,
              details: { method: 'bio_code', by: 'recheck' },
            },
            tx,
          );
        });
      } else {
        await repo.markChecked(proof.profileId, at);
      }
      return 'ok' as const;
    }
    const lapsed = await deps.transaction(async (tx) => {
      const row = await repo.markLapsed(proof.profileId, verdict.reason, at, tx);
      if (row) {
        await audit.record(
          {
            actorId: null,
            action: 'ownership.lapse',
            subjectType: 'profile',
            subjectId: proof.profileId,
            details: { reason: verdict.reason, platform: item.platform },
          },
          tx,
        );
      }
      return row;
    });
    if (lapsed) {
      await mailLapse(
        {
          email: item.email,
          fullName: item.fullName,
          platform: item.platform,
          username: item.username,
          id: proof.profileId,
        },
        verdict.reason,
      );
    }
    return 'lapsed' as const;
  }

  const recheckJob = deps.jobs.define({
    type: 'ownership.recheck',
    payload: z.object({}),
    keyScope: 'active',
    maxAttempts: 2,
    timeoutMs: 30 * 60_000,
    handler: async (_p, ctx) => {
      const cutoff = new Date(clock.now().getTime() - RECHECK_AGE_MS);
      const counts = { ok: 0, lapsed: 0, skipped: 0 };
      const seen = new Set<string>();
      for (;;) {
        // Checked proofs leave the due list; skipped ones stay at its front, hence the offset.
        const page = await repo.dueForRecheck(cutoff, RECHECK_PAGE, counts.skipped);
        const fresh = page.filter((i) => !seen.has(i.proof.profileId));
        if (fresh.length === 0) break;
        for (const item of fresh) {
          ctx.signal.throwIfAborted();
          seen.add(item.proof.profileId);
          counts[await recheck(item)] += 1;
          ctx.progress(seen.size, seen.size + 1, item.proof.profileId);
        }
      }
      return counts;
    },
  });
  deps.jobs.schedule('ownership.recheck', recheckJob, {}, { dailyAtUtc: '05:15' });

  async function personPageOf(userId: string, row: PersonPageRow | undefined) {
    const user = await deps.auth.findUser(userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'This account no longer exists.');
    const items = await repo.unlockedProfilesOf({ userId });
    return {
      handle: row?.handle ?? null,
      enabled: row?.enabled ?? false,
      url: row ? `${deps.publicBaseUrl}/u/${row.handle}` : null,
      profiles: items.map((p) => ({
        id: p.id,
        platform: p.platform as ProfilePlatform,
        username: p.username,
        profile_url: p.profileUrl,
        verified_at: iso(p.verifiedAt) ?? '',
        proof_method: p.provenAt && !p.lapsedAt ? (p.method ?? null) : null,
        proven_at: p.lapsedAt ? null : iso(p.provenAt),
        public_url: `${deps.publicBaseUrl}/p/${p.id}`,
      })),
    } satisfies PersonPage;
  }

  return {
    /** Loads the demo bios into the demo provider (start-up, demo mode only). */
    async loadDemoBios() {
      if (!deps.demoBios) return;
      for (const b of await repo.allDemoBios())
        deps.demoBios.set(b.platform as never, b.handleKey, b.bio);
    },

    /** Public: how and when ownership was proven (badge screen, `/p/:id`). */
    async ownership(profileId: string): Promise<Ownership> {
      const profile = await profiles.findById(profileId);
      if (!profile) throw new AppError('NOT_FOUND', `No profile ${profileId}.`);
      if (profile.deletedAt) return toOwnership(profileId, undefined);
      return toOwnership(profileId, await repo.find(profileId));
    },

    /** `/p/:id`: how and when ownership was proven (or that it lapsed), in one sentence. */
    async publicSentence(profileId: string) {
      const row = await repo.find(profileId);
      if (!row) return null;
      return ownershipSentence({
        method: row.method,
        provenAt: row.provenAt,
        lapsedAt: row.lapsedAt,
        lapseReason: row.lapseReason,
      });
    },

    /** The proof row of a profile (for the credential and the public page). */
    proofOf: (profileId: string) => repo.find(profileId),

    async ownerView(profileId: string, userId: string): Promise<OwnerProof> {
      const profile = await requireOwner(profileId, userId);
      return toOwner(profile, await repo.find(profileId));
    },

    /** The owner asks for a code; asking again returns the same code. */
    async requestCode(profileId: string, userId: string): Promise<OwnerProof> {
      const profile = await requireOwner(profileId, userId);
      if (!deps.bios.supports(profile.platform as ProfilePlatform)) {
        throw new AppError(
          'CONFLICT',
          `A ${profile.platform} profile cannot be proven by a bio code; the operator reviews it.`,
        );
      }
      const before = await repo.find(profileId);
      const row = await repo.setCode(profileId, newProofCode(), userId, clock.now());
      if (!before?.code) {
        await audit.record({
          actorId: userId,
          action: 'ownership.code_request',
          subjectType: 'profile',
          subjectId: profileId,
        });
      }
      return toOwner(profile, row);
    },

    /** 'Prüfen': reads the bio through the provider now and proves the profile if the code is there. */
    async check(profileId: string, userId: string): Promise<ProofCheckReply> {
      const profile = await requireOwner(profileId, userId);
      const current = await repo.find(profileId);
      if (!current?.code) throw new AppError('CONFLICT', 'Ask for a proof code first.');
      const reading = await deps.bios.read(profile.platform as ProfilePlatform, profile.username);
      const verdict = judgeBio(
        reading,
        current.code,
        current.method === 'bio_code' ? current.externalId : null,
      );
      if (!verdict.ok) {
        await repo.markChecked(profileId, clock.now());
        return {
          found: false,
          reason: verdict.reason,
          proof: toOwner(profile, await repo.find(profileId)),
        };
      }
      const row = await prove(profile, {
        method: 'bio_code',
        externalId: verdict.externalId,
        ownerUserId: userId,
      });
      return { found: true, reason: null, proof: toOwner(profile, row) };
    },

    /** Demo mode only: the owner writes the demo provider's bio of the profile's handle. */
    async setDemoBio(profileId: string, userId: string, bio: string): Promise<OwnerProof> {
      if (!deps.demoBios) {
        throw new AppError('NOT_FOUND', 'Demo bios exist only with the demo provider.');
      }
      const profile = await requireOwner(profileId, userId);
      if (!deps.bios.supports(profile.platform as ProfilePlatform)) {
        throw new AppError('CONFLICT', `A ${profile.platform} bio cannot be read.`);
      }
      await repo.setDemoBio(profile.platform, handleKey(profile.username), bio, userId);
      deps.demoBios.set(profile.platform as never, profile.username, bio);
      return toOwner(profile, await repo.find(profileId));
    },

    /**
     * Ownership proven by signing in with the platform (Instagram, Facebook): the lead wires
     * this from the OAuth callback. Takes the profile id or the platform and handle the sign-in
     * returned; returns null when no live profile matches. Verifies the profile like a bio code.
     */
    async markProven(
      target: { profileId: string } | { platform: ProfilePlatform; handle: string },
      opts: {
        method: Extract<ProofMethod, 'instagram_signin' | 'facebook_signin'>;
        userId?: string | null;
        externalId?: string | null;
      },
    ): Promise<Ownership | null> {
      const id =
        'profileId' in target
          ? target.profileId
          : (await repo.liveProfileByHandle(target.platform, target.handle))?.id;
      if (!id) return null;
      const profile = await profiles.findById(id);
      if (!profile || profile.deletedAt) return null;
      const row = await prove(profile, {
        method: opts.method,
        externalId: opts.externalId ?? null,
        ownerUserId: opts.userId ?? null,
      });
      return toOwnership(id, row);
    },

    /**
     * A platform sign-in or link showed that `userId` controls `handle` on `platform`: the live
     * badge profile of that handle is proven by it, but only when this account owns the profile
     * (the owner id of `requireOwner`), so signing in as a handle never proves someone
     * else's submission. Null when no such profile exists.
     */
    async proveBySignIn(identity: {
      userId: string;
      platform: 'instagram' | 'facebook';
      username: string | null;
      platformUserId: string;
    }): Promise<Ownership | null> {
      if (!identity.username) return null;
      const found = await repo.liveProfileByHandle(identity.platform, identity.username);
      if (!found) return null;
      const profile = await profiles.findById(found.id);
      if (!profile || profile.deletedAt) return null;
      if (!profiles.isOwner(profile, identity.userId)) return null;
      const row = await prove(profile, {
        method: identity.platform === 'instagram' ? 'instagram_signin' : 'facebook_signin',
        externalId: identity.platformUserId,
        ownerUserId: identity.userId,
      });
      return toOwnership(profile.id, row);
    },

    /** Runs the re-check now (tests, operators); normally the daily schedule does. */
    enqueueRecheck: () =>
      deps.jobs.enqueue(recheckJob, {}, { idempotencyKey: 'ownership.recheck' }),

    // -- person pages ---------------------------------------------------------------------------

    async personPage(userId: string): Promise<PersonPage> {
      return personPageOf(userId, await repo.personPage(userId));
    },

    async savePersonPage(userId: string, input: PersonPageInput): Promise<PersonPage> {
      const { handle, enabled } = personPageInputSchema.parse(input);
      try {
        return personPageOf(userId, await repo.savePersonPage(userId, handle, enabled));
      } catch (err) {
        if (isUniqueViolation(err)) {
          throw new AppError('CONFLICT', 'This handle is taken.');
        }
        throw err;
      }
    },

    /** `/u/:handle`: the page and the person's name, if its owner switched it on. */
    async publicPersonPage(handle: string) {
      const row = await repo.personPageByHandle(handle.toLowerCase());
      if (!row?.enabled) return null;
      const user = await deps.auth.findUser(row.userId);
      if (!user) return null;
      const page = await personPageOf(row.userId, row);
      const name = (await repo.latestNameOf({ userId: row.userId })) ?? row.handle;
      return { ...page, name };
    },
  };
}
export type OwnershipService = ReturnType<typeof createOwnershipService>;
