import type { GenerateTokenReply, VerificationReply } from '@vigil/shared';
import { AppError } from '../../lib/app-error';
import {
  isUnlocked,
  profileStatus,
  revocationOf,
  watchStateOf,
  type ProfileRecord,
  type ProfilesService,
} from '../profiles';
import { qrSvg } from './qr';
import type { TrustTokens } from './trust-tokens';

/** How long a rendered QR (and the token inside it) is reused for the public page. */
const QR_CACHE_MS = 60 * 60 * 1000;
const QR_CACHE_MAX = 5000;

const MESSAGES = {
  verified: 'This profile has been verified by Vigil.',
  invalid: 'This QR code was not issued by Vigil or has been altered.',
  expired: 'This QR code has expired. Ask the owner for a current one.',
  unknown: 'Vigil knows no profile for this QR code.',
  notUnlocked: 'This profile is not verified by Vigil.',
  revoked: 'This profile has been revoked by Vigil and is no longer verified.',
  underReview: 'Vigil is checking this profile again; the badge stays valid until a decision.',
} as const;

const ENGLISH_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
});
const englishDate = (iso: string) => ENGLISH_DATE.format(new Date(iso));

/** The watch and revocation fields of a verdict that concerns no live badge. */
const NO_WATCH = {
  last_checked_at: null,
  under_review: false,
  revoked_at: null,
  revoke_reason: null,
} as const;

export function createTrustService(deps: {
  tokens: TrustTokens;
  profiles: Pick<ProfilesService, 'findById'>;
  publicBaseUrl: string;
  now: () => Date;
}) {
  const { tokens, profiles, publicBaseUrl } = deps;
  const verifyUrl = (token: string) =>
    `${publicBaseUrl}/api/verify?token=${encodeURIComponent(token)}`;
  const qrCache = new Map<string, { svg: string; verifyUrl: string; until: number }>();

  const notVerified = (message: string, profileId: string | null = null): VerificationReply => ({
    result: 'not_verified',
    message,
    profile_id: profileId,
    profile: null,
    issued_at: null,
    expires_at: null,
    ...NO_WATCH,
  });

  return {
    jwks: tokens.jwks,

    /** `POST /api/generate-token`: only a paid and verified profile gets a token. */
    async issue(profileId: string, status: 'verified'): Promise<GenerateTokenReply> {
      const row = await profiles.findById(profileId);
      if (!row || row.deletedAt) throw new AppError('NOT_FOUND', `No profile ${profileId}.`);
      if (!isUnlocked(row)) {
        throw new AppError(
          'CONFLICT',
          profileStatus(row) === 'unpaid'
            ? 'This badge is not unlocked yet: the payment is missing.'
            : 'This badge is not unlocked yet: the profile awaits verification.',
        );
      }
      const { token, expiresAt } = await tokens.sign(row.id, status);
      return {
        token,
        verify_url: verifyUrl(token),
        profile_id: row.id,
        status,
        expires_at: expiresAt.toISOString(),
      };
    },

    /** `GET /api/verify`: the signature (our key, EdDSA only) and then the live record. */
    async verify(token: string): Promise<VerificationReply> {
      const check = await tokens.verify(token);
      if (!check.ok) return notVerified(MESSAGES[check.reason]);
      const { claims } = check;
      const row = await profiles.findById(claims.profileId);
      if (!row) return notVerified(MESSAGES.unknown, claims.profileId);
      const times = {
        issued_at: claims.issuedAt.toISOString(),
        expires_at: claims.expiresAt.toISOString(),
      };
      if (row.deletedAt) {
        const revocation = revocationOf(row);
        return {
          result: 'revoked',
          message: revocation.revoke_reason
            ? `${MESSAGES.revoked} Reason: ${revocation.revoke_reason}`
            : MESSAGES.revoked,
          profile_id: row.id,
          profile: null,
          ...times,
          ...NO_WATCH,
          ...revocation,
        };
      }
      if (!isUnlocked(row) || !row.verifiedAt) {
        return { ...notVerified(MESSAGES.notUnlocked, row.id), ...times };
      }
      const watch = watchStateOf(row);
      const message = [
        MESSAGES.verified,
        watch.last_checked_at ? `Last checked ${englishDate(watch.last_checked_at)}.` : null,
        watch.under_review ? MESSAGES.underReview : null,
      ];
      return {
        result: 'verified',
        message: message.filter(Boolean).join(' '),
        ...watch,
        revoked_at: null,
        revoke_reason: null,
        profile_id: row.id,
        profile: {
          full_name: row.fullName,
          platform: row.platform,
          username: row.username,
          profile_url: row.profileUrl,
          verified_at: row.verifiedAt.toISOString(),
          public_url: `${publicBaseUrl}/p/${row.id}`,
        },
        ...times,
      };
    },

    /**
     * The QR for an unlocked profile's public page. Reused for an hour per profile so that the
     * page costs one database read; the token inside is valid for a year and is checked
     * against the live record whenever it is scanned.
     */
    async qrFor(row: ProfileRecord) {
      const key = `${row.id}:${row.verifiedAt?.getTime() ?? 0}`;
      const now = deps.now().getTime();
      const hit = qrCache.get(key);
      if (hit && hit.until > now) return hit;
      const { token } = await tokens.sign(row.id, 'verified');
      const url = verifyUrl(token);
      const entry = { svg: await qrSvg(url), verifyUrl: url, until: now + QR_CACHE_MS };
      if (qrCache.size >= QR_CACHE_MAX) qrCache.delete(qrCache.keys().next().value as string);
      qrCache.set(key, entry);
      return entry;
    },
  };
}
export type TrustService = ReturnType<typeof createTrustService>;
