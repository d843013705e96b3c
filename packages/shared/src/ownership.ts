import { z } from 'zod';
import { profilePlatformSchema, type ProfilePlatform } from './badge';

/*
 * Ownership proof without an operator (issue 13 §3) and portable badges (§4): the proof code a
 * profile's owner places in the bio, its re-checks, the person page `/u/:handle` and the badge
 * as a verifiable credential.
 */

/** Every proof code starts with this, followed by 16 random base32 characters. */
export const PROOF_CODE_PREFIX = 'vigil-';
export const proofCodeSchema = z.string().regex(/^vigil-[a-z2-7]{16}$/);

/** How ownership of a profile was proven. */
export const proofMethodSchema = z.enum(['bio_code', 'instagram_signin', 'facebook_signin']);
export type ProofMethod = z.infer<typeof proofMethodSchema>;

/**
 * - `none`: no code requested and not proven;
 * - `pending`: a code was handed out and not found yet;
 * - `proven`: proven (and, for a bio code, found at the last re-check);
 * - `lapsed`: proven once, but the last re-check found the profile gone, renamed or the code
 *   removed (`lapse_reason`).
 */
export const proofStateSchema = z.enum(['none', 'pending', 'proven', 'lapsed']);
export type ProofState = z.infer<typeof proofStateSchema>;

export const proofLapseReasonSchema = z.enum(['code_missing', 'gone', 'renamed']);
export type ProofLapseReason = z.infer<typeof proofLapseReasonSchema>;

/**
 * Platforms whose provider reads a profile's bio by its handle, so a bio code can prove it.
 * Facebook has no provider, LinkedIn's is a people search, and the Snapchat and Telegram
 * vendors' replies carry no bio: those are proven by sign-in or the operator's review; GitHub
 * has no provider yet.
 */
export const BIO_PROOF_PLATFORMS = [
  'instagram',
  'twitter',
  'tiktok',
  'truthsocial',
  'youtube',
] as const satisfies readonly ProfilePlatform[];
export const isBioProofPlatform = (p: ProfilePlatform) =>
  (BIO_PROOF_PLATFORMS as readonly string[]).includes(p);

/** Longest bio the demo provider stores (the real platforms allow 80–1,000 characters). */
export const DEMO_BIO_MAX = 500;

/** What anyone may know about a profile's ownership proof (badge screen, `/p/:id`). */
export const ownershipSchema = z.object({
  profile_id: z.string(),
  state: proofStateSchema,
  method: proofMethodSchema.nullable(),
  /** When ownership was first proven (ISO), or null. */
  proven_at: z.string().nullable(),
  /** The last re-check through the provider, or null. */
  checked_at: z.string().nullable(),
  lapsed_at: z.string().nullable(),
  lapse_reason: proofLapseReasonSchema.nullable(),
});
export type Ownership = z.infer<typeof ownershipSchema>;

/** The owner's view: the code to place and whether this platform can be proven by a bio code. */
export const ownerProofSchema = ownershipSchema.extend({
  platform: profilePlatformSchema,
  username: z.string(),
  code: z.string().nullable(),
  code_requested_at: z.string().nullable(),
  bio_proof_available: z.boolean(),
  /** The demo provider is active: the owner may edit the demo bio (`PUT …/proof/demo-bio`). */
  demo: z.boolean(),
  /** The demo bio as stored (demo mode only), else null. */
  demo_bio: z.string().nullable(),
});
export type OwnerProof = z.infer<typeof ownerProofSchema>;

/** `POST /api/profile/:id/proof/check` → 200: what 'Prüfen' found. */
export const proofCheckReplySchema = z.object({
  /** The code was in the bio of the profile the provider returned. */
  found: z.boolean(),
  /** Why not, when not found. */
  reason: z.enum(['code_missing', 'gone', 'renamed']).nullable(),
  proof: ownerProofSchema,
});
export type ProofCheckReply = z.infer<typeof proofCheckReplySchema>;

/** `PUT /api/profile/:id/proof/demo-bio` body (demo provider only). */
export const demoBioInputSchema = z.object({
  bio: z.string().max(DEMO_BIO_MAX, { error: `At most ${DEMO_BIO_MAX} characters` }),
});
export type DemoBioInput = z.infer<typeof demoBioInputSchema>;

// ---------------------------------------------------------------------------------------------
// Person page `/u/:handle`

/** Words that cannot be a handle (paths and names people would mistake for us). */
export const RESERVED_PERSON_HANDLES = [
  'admin',
  'api',
  'vigil',
  'support',
  'help',
  'root',
  'system',
  'operator',
  'verify',
  'login',
  'me',
  'null',
  'undefined',
] as const;

/**
 * A person-page handle: 3–30 lower-case letters, digits and single hyphens, starting with a
 * letter and not ending with a hyphen; case-insensitive (stored lower-cased); not reserved.
 */
export const personHandleSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, { error: 'A handle has at least 3 characters' })
  .max(30, { error: 'A handle has at most 30 characters' })
  .regex(/^[a-z](?:[a-z0-9]|-(?=[a-z0-9]))*$/, {
    error: 'Letters, digits and single hyphens, starting with a letter',
  })
  .refine((h) => !(RESERVED_PERSON_HANDLES as readonly string[]).includes(h), {
    error: 'This handle is reserved',
  });

/** One verified handle listed on a person page. */
export const personProfileSchema = z.object({
  id: z.string(),
  platform: profilePlatformSchema,
  username: z.string(),
  profile_url: z.string(),
  verified_at: z.string(),
  proof_method: proofMethodSchema.nullable(),
  proven_at: z.string().nullable(),
  public_url: z.string(),
});
export type PersonProfile = z.infer<typeof personProfileSchema>;

/** `GET|PUT /api/person-page` → 200: the signed-in person's page settings. */
export const personPageSchema = z.object({
  handle: z.string().nullable(),
  enabled: z.boolean(),
  /** `{PUBLIC_BASE_URL}/u/{handle}` once a handle is chosen. */
  url: z.string().nullable(),
  /** What the page lists: the person's unlocked profiles. */
  profiles: z.array(personProfileSchema),
});
export type PersonPage = z.infer<typeof personPageSchema>;

/** `PUT /api/person-page` body: the owner switches the page on or off and picks the handle. */
export const personPageInputSchema = z.object({
  handle: personHandleSchema,
  enabled: z.boolean(),
});
export type PersonPageInput = z.input<typeof personPageInputSchema>;

// ---------------------------------------------------------------------------------------------
// Verifiable credentials

/** Verdicts of `POST /api/credentials/verify`. */
export const credentialVerdictSchema = z.enum([
  'valid',
  'altered',
  'forged',
  'expired',
  'revoked',
  'malformed',
]);
export type CredentialVerdict = z.infer<typeof credentialVerdictSchema>;

/** A credential stays valid for a year (like the QR token); the status list says if revoked. */
export const CREDENTIAL_TTL_SECONDS = 365 * 24 * 60 * 60;
/** Media type of the download (W3C VC-JOSE-COSE). */
export const CREDENTIAL_MEDIA_TYPE = 'application/vc+jwt';

/** `POST /api/credentials/verify` body: the file's text (upload or paste). */
export const credentialVerifyInputSchema = z.object({
  credential: z.string().trim().min(1, { error: 'Paste the credential' }).max(20_000),
});
export type CredentialVerifyInput = z.infer<typeof credentialVerifyInputSchema>;

export const credentialVerifyReplySchema = z.object({
  verdict: credentialVerdictSchema,
  /** An English sentence saying why (the web words each verdict itself). */
  message: z.string(),
  credential_id: z.string().nullable(),
  issuer: z.string().nullable(),
  /** What the credential claims, when its signature is ours. */
  subject: z
    .object({
      profile_id: z.string(),
      name: z.string(),
      platform: z.string(),
      username: z.string(),
      profile_url: z.string(),
      proof_method: z.string().nullable(),
    })
    .nullable(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
});
export type CredentialVerifyReply = z.infer<typeof credentialVerifyReplySchema>;

/** `GET /api/profile/:id/credential/status` → 200: whether a credential exists and its state. */
export const credentialInfoSchema = z.object({
  profile_id: z.string(),
  state: z.enum(['not_issued', 'active', 'revoked']),
  credential_id: z.string().nullable(),
  issued_at: z.string().nullable(),
  valid_until: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /** Where to download it (unlocked profiles only). */
  download_url: z.string().nullable(),
});
export type CredentialInfo = z.infer<typeof credentialInfoSchema>;

/** `POST /api/profile/:id/credential/revoke` body (operator). */
export const credentialRevokeInputSchema = z.object({
  reason: z.string().trim().max(500).optional(),
});
