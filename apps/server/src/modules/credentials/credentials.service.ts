import { randomInt, randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  CREDENTIAL_TTL_SECONDS,
  type CredentialInfo,
  type CredentialVerdict,
  type CredentialVerifyReply,
} from '@vigil/shared';
import {
  SignJWT,
  calculateJwkThumbprint,
  compactVerify,
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  type JWK,
} from 'jose';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { SigningKeyPair } from '../../lib/signing-key';
import type { AuditService } from '../audit/audit.service';
import type { OwnershipService } from '../ownership/ownership.service';
import { isUnlocked, platformLabel, type ProfileRecord, type ProfilesService } from '../profiles';
import type { CredentialRow, CredentialsRepo } from './credentials.repo';

/**
 * Bits in the status list: the W3C Bitstring Status List's minimum (16 KB), so one list hides
 * which credential a verifier asks about. Indexes are drawn at random (no issue order leaks).
 */
export const STATUS_LIST_BITS = 131_072;
export const STATUS_LIST_ID = '1';
const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';

/** `did:web` of a base URL: host (port as %3A), then path segments joined by ':'. */
export function didWebOf(publicBaseUrl: string) {
  const url = new URL(publicBaseUrl);
  const path = url.pathname.split('/').filter(Boolean).map(encodeURIComponent);
  return ['did:web', encodeURIComponent(url.host), ...path].join(':');
}

/** The GZIP-compressed, base64url-encoded bitstring with multibase prefix `u` (index 0 = MSB). */
export function encodeStatusList(revoked: Iterable<number>, bits = STATUS_LIST_BITS) {
  const bytes = new Uint8Array(bits / 8);
  for (const i of revoked) {
    if (i >= 0 && i < bits) bytes[i >> 3]! |= 0x80 >> (i & 7);
  }
  return `u${gzipSync(bytes).toString('base64url')}`;
}

export function statusBit(encoded: string, index: number) {
  const bytes = gunzipSync(Buffer.from(encoded.replace(/^u/, ''), 'base64url'));
  return ((bytes[index >> 3] ?? 0) & (0x80 >> (index & 7))) !== 0;
}

/** What we read back out of a credential whose signature is ours. */
const issuedSchema = z.object({
  id: z.string(),
  type: z.array(z.string()),
  validFrom: z.string(),
  validUntil: z.string(),
  credentialSubject: z.object({
    profile: z.object({
      id: z.string(),
      name: z.string(),
      platform: z.string(),
      username: z.string(),
      url: z.string(),
      ownershipProof: z.object({ method: z.string().nullable() }).nullable(),
    }),
  }),
  credentialStatus: z.object({ statusListIndex: z.string() }),
});

const uuidOf = (urn: unknown) =>
  typeof urn === 'string' ? /^urn:uuid:([0-9a-f-]{36})$/i.exec(urn)?.[1]?.toLowerCase() : undefined;

/** The compact JWS inside an upload: a raw `vc+jwt`, or VC 2.0's EnvelopedVerifiableCredential. */
function unwrap(text: string): string | null {
  const s = text.trim();
  if (s.startsWith('{')) {
    try {
      const json = JSON.parse(s) as { id?: unknown };
      const id = typeof json.id === 'string' ? json.id : '';
      const m = /^data:application\/vc\+jwt,(.+)$/.exec(id);
      return m?.[1] ?? null;
    } catch {
      return null;
    }
  }
  return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(s) ? s : null;
}

const isUniqueViolation = (err: unknown) => {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

const MESSAGES: Record<CredentialVerdict, string> = {
  valid: 'Signed by Vigil, unchanged, within its validity and not revoked.',
  altered: 'Vigil issued a credential with this id, but this copy was changed after signing.',
  forged: 'Not signed with Vigil’s key: Vigil never issued this credential.',
  expired: 'Signed by Vigil, but its validity has ended.',
  revoked: 'Signed by Vigil, but revoked (the profile was deleted or an operator revoked it).',
  malformed: 'This is not a credential in the vc+jwt format.',
};

/**
 * The badge as a W3C Verifiable Credential / Open Badges 3.0 `OpenBadgeCredential`, secured as
 * a VC-JOSE JWT (`application/vc+jwt`, EdDSA) with the Ed25519 key of the QR tokens. The issuer
 * is `did:web:<host>`, whose document (`/.well-known/did.json`) carries the same public key as
 * `/api/verify/jwks`; revocation is the published Bitstring Status List.
 */
export async function createCredentialsService(deps: {
  repo: CredentialsRepo;
  profiles: ProfilesService;
  ownership: Pick<OwnershipService, 'proofOf'>;
  audit: AuditService;
  keys: SigningKeyPair;
  clock: Clock;
  publicBaseUrl: string;
}) {
  const { repo, clock, publicBaseUrl } = deps;
  const did = didWebOf(publicBaseUrl);
  const publicJwk: JWK = await exportJWK(deps.keys.publicKey);
  const thumbprint = await calculateJwkThumbprint(publicJwk);
  const kid = `${did}#${thumbprint}`;
  const statusListUrl = `${publicBaseUrl}/api/credentials/status/${STATUS_LIST_ID}`;
  const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

  const sign = (payload: Record<string, unknown>, iat: Date, exp?: Date) => {
    const jwt = new SignJWT(payload)
      .setProtectedHeader({ alg: 'EdDSA', typ: 'vc+jwt', cty: 'vc', kid })
      .setIssuedAt(seconds(iat));
    if (exp) jwt.setExpirationTime(seconds(exp));
    return jwt.sign(deps.keys.privateKey);
  };

  type Issue = { id: string; statusIndex: number; issuedAt: Date; validUntil: Date };

  /** Signs the credential once, at issue; the row keeps it (a credential is a snapshot). */
  async function credentialOf(profile: ProfileRecord, row: Issue) {
    const proof = await deps.ownership.proofOf(profile.id);
    const proven = proof?.provenAt && proof.method && !proof.lapsedAt ? proof : null;
    const verifiedAt = profile.verifiedAt?.toISOString() ?? null;
    const vc = {
      '@context': [VC_CONTEXT, OB_CONTEXT],
      id: `urn:uuid:${row.id}`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: did, type: ['Profile'], name: 'Vigil', url: publicBaseUrl },
      validFrom: row.issuedAt.toISOString(),
      validUntil: row.validUntil.toISOString(),
      name: 'Verified social media profile',
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [
          {
            type: 'IdentityObject',
            identityType: 'url',
            hashed: false,
            identityHash: profile.profileUrl,
          },
        ],
        achievement: {
          id: `${publicBaseUrl}/achievements/verified-profile`,
          type: ['Achievement'],
          name: 'Verified social media profile',
          description:
            'The holder registered this social media profile with Vigil and it was verified.',
          criteria: {
            narrative:
              'Verified by a Vigil operator from a screenshot, or by the owner proving the profile ' +
              '(a Vigil code in its bio, or signing in with the platform); the badge was paid.',
          },
        },
        profile: {
          id: profile.id,
          name: profile.fullName,
          platform: profile.platform,
          platformName: platformLabel(profile.platform),
          username: profile.username,
          url: profile.profileUrl,
          verifiedAt,
          ownershipProof: proven
            ? { method: proven.method, provenAt: proven.provenAt?.toISOString() ?? null }
            : null,
        },
      },
      evidence: [
        {
          id: `${publicBaseUrl}/p/${profile.id}`,
          type: ['Evidence'],
          name: 'Public badge page',
        },
      ],
      credentialStatus: {
        id: `${statusListUrl}#${row.statusIndex}`,
        type: 'BitstringStatusListEntry',
        statusPurpose: 'revocation',
        statusListIndex: String(row.statusIndex),
        statusListCredential: statusListUrl,
      },
    };
    return sign(vc, row.issuedAt, row.validUntil);
  }

  async function issueRow(profile: ProfileRecord): Promise<CredentialRow> {
    const issuedAt = clock.now();
    const validUntil = new Date(issuedAt.getTime() + CREDENTIAL_TTL_SECONDS * 1000);
    for (let attempt = 0; attempt < 8; attempt++) {
      const issue = {
        id: randomUUID(),
        statusIndex: randomInt(STATUS_LIST_BITS),
        issuedAt,
        validUntil,
      };
      try {
        const row = await repo.insert({
          ...issue,
          profileId: profile.id,
          jwt: await credentialOf(profile, issue),
        });
        await deps.audit.record({
          actorId: null,
          action: 'credential.issue',
          subjectType: 'profile',
          subjectId: profile.id,
          details: { credentialId: row.id, statusIndex: row.statusIndex },
        });
        return row;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // Another request issued this profile's credential, or the index was taken: re-read.
        const existing = await repo.byProfile(profile.id);
        if (existing) return existing;
      }
    }
    throw new Error('no free status list index');
  }

  const toInfo = (profile: ProfileRecord, row: CredentialRow | undefined): CredentialInfo => {
    const revoked = Boolean(row?.revokedAt || profile.deletedAt);
    const unlocked = isUnlocked(profile);
    return {
      profile_id: profile.id,
      state: !row ? 'not_issued' : revoked ? 'revoked' : 'active',
      credential_id: row ? `urn:uuid:${row.id}` : null,
      issued_at: row?.issuedAt.toISOString() ?? null,
      valid_until: row?.validUntil.toISOString() ?? null,
      revoked_at: (row?.revokedAt ?? (row ? profile.deletedAt : null))?.toISOString() ?? null,
      download_url:
        unlocked && !revoked ? `${publicBaseUrl}/api/profile/${profile.id}/credential` : null,
    };
  };

  async function requireProfile(id: string) {
    const profile = await deps.profiles.findById(id);
    if (!profile) throw new AppError('NOT_FOUND', `No profile ${id}.`);
    return profile;
  }

  /** The status list credential, re-signed at most every 10 s. */
  let statusCache: { jwt: string; until: number } | null = null;

  return {
    did,
    kid,
    statusListUrl,

    /** `/.well-known/did.json`: the issuer's DID document with the Ed25519 key as a JWK. */
    didDocument: () => ({
      '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/suites/jws-2020/v1'],
      id: did,
      verificationMethod: [
        {
          id: kid,
          type: 'JsonWebKey2020',
          controller: did,
          publicKeyJwk: { ...publicJwk, kid: thumbprint, alg: 'EdDSA', use: 'sig' },
        },
      ],
      assertionMethod: [kid],
    }),

    async info(profileId: string): Promise<CredentialInfo> {
      const profile = await requireProfile(profileId);
      return toInfo(profile, await repo.byProfile(profileId));
    },

    /** The credential of an unlocked profile (issued on the first download, then the same). */
    async download(profileId: string): Promise<{ jwt: string; id: string }> {
      const profile = await requireProfile(profileId);
      if (!isUnlocked(profile)) throw new AppError('NOT_FOUND', 'This badge is not unlocked.');
      const row = (await repo.byProfile(profileId)) ?? (await issueRow(profile));
      if (row.revokedAt) throw new AppError('NOT_FOUND', 'This credential was revoked.');
      return { jwt: row.jwt, id: row.id };
    },

    /** An operator revokes the profile's credential (audited); the status list says so at once. */
    async revoke(profileId: string, actorId: string, reason: string | undefined) {
      const profile = await requireProfile(profileId);
      const row = await repo.revoke(profileId, {
        at: clock.now(),
        by: actorId,
        reason: reason ?? null,
      });
      if (!row) throw new AppError('NOT_FOUND', 'No active credential for this profile.');
      statusCache = null;
      await deps.audit.record({
        actorId,
        action: 'credential.revoke',
        subjectType: 'profile',
        subjectId: profileId,
        details: { credentialId: row.id, reason: reason ?? null },
      });
      return toInfo(profile, row);
    },

    /** `GET /api/credentials/status/1`: the BitstringStatusListCredential as a vc+jwt. */
    async statusList(): Promise<string> {
      const now = clock.now();
      if (statusCache && statusCache.until > now.getTime()) return statusCache.jwt;
      const jwt = await sign(
        {
          '@context': [VC_CONTEXT],
          id: statusListUrl,
          type: ['VerifiableCredential', 'BitstringStatusListCredential'],
          issuer: did,
          validFrom: now.toISOString(),
          credentialSubject: {
            id: `${statusListUrl}#list`,
            type: 'BitstringStatusList',
            statusPurpose: 'revocation',
            encodedList: encodeStatusList(await repo.revokedIndexes()),
          },
        },
        now,
      );
      statusCache = { jwt, until: now.getTime() + 10_000 };
      return jwt;
    },

    /** Says whether an uploaded credential is valid, altered, forged, expired or revoked. */
    async verify(text: string): Promise<CredentialVerifyReply> {
      const empty = {
        credential_id: null,
        issuer: null,
        subject: null,
        valid_from: null,
        valid_until: null,
      };
      const answer = (verdict: CredentialVerdict, extra: Partial<CredentialVerifyReply> = {}) => ({
        verdict,
        message: MESSAGES[verdict],
        ...empty,
        ...extra,
      });
      const jws = unwrap(text);
      if (!jws) return answer('malformed');
      let header: ReturnType<typeof decodeProtectedHeader>;
      let claims: Record<string, unknown>;
      try {
        header = decodeProtectedHeader(jws);
        claims = decodeJwt(jws);
      } catch {
        return answer('malformed');
      }
      const claimedId = uuidOf(claims.id);
      const ours = header.alg === 'EdDSA';
      try {
        if (!ours) throw new Error('not our key');
        await compactVerify(jws, deps.keys.publicKey, { algorithms: ['EdDSA'] });
      } catch {
        // Our key did not sign these bytes. A copy of a credential we issued, carrying our
        // signature over other contents, was altered; any other signature is a forgery.
        const known = claimedId ? await repo.byId(claimedId) : undefined;
        const signature = jws.split('.')[2];
        const altered = known !== undefined && known.jwt.split('.')[2] === signature;
        return answer(altered ? 'altered' : 'forged', {
          credential_id: typeof claims.id === 'string' ? claims.id : null,
        });
      }
      const vc = issuedSchema.safeParse(claims);
      if (!vc.success || !vc.data.type.includes('OpenBadgeCredential')) return answer('malformed');
      const p = vc.data.credentialSubject.profile;
      const details = {
        credential_id: vc.data.id,
        issuer: did,
        subject: {
          profile_id: p.id,
          name: p.name,
          platform: p.platform,
          username: p.username,
          profile_url: p.url,
          proof_method: p.ownershipProof?.method ?? null,
        },
        valid_from: vc.data.validFrom,
        valid_until: vc.data.validUntil,
      };
      const index = Number(vc.data.credentialStatus.statusListIndex);
      const revoked = new Set(await repo.revokedIndexes());
      if (revoked.has(index)) return answer('revoked', details);
      if (Date.parse(vc.data.validUntil) <= clock.now().getTime())
        return answer('expired', details);
      return answer('valid', details);
    },
  };
}
export type CredentialsService = Awaited<ReturnType<typeof createCredentialsService>>;
