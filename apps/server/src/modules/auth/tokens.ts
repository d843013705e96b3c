import { ACCESS_TOKEN_TTL_SECONDS, accessClaimsSchema, type Role } from '@vigil/shared';
import { createSecretKey } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';

/** The claims the server relies on: the web's claims plus the session the token belongs to. */
const serverClaimsSchema = accessClaimsSchema.extend({ sid: z.uuid() });
export type ServerClaims = z.infer<typeof serverClaimsSchema>;

const ISSUER = 'vigil';
const AUDIENCE = 'vigil-api';

/** How many verified tokens are remembered (a few hundred bytes each). */
const VERIFIED_MEMO_SIZE = 10_000;

/** Access JWTs: HS256 only (the algorithm is pinned on verify), 15 minutes. */
export function createTokenSigner(opts: {
  secret: string;
  ttlSeconds?: number;
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
}) {
  // A KeyObject made once: passing raw bytes makes jose import the HMAC key on every call.
  const key = createSecretKey(Buffer.from(opts.secret, 'utf8'));
  const ttl = opts.ttlSeconds ?? ACCESS_TOKEN_TTL_SECONDS;
  const now = opts.now ?? Date.now;
  /**
   * Tokens that passed the full check, by their exact text, until their `exp`. A client sends
   * the same token for up to 15 minutes, and the HMAC check through WebCrypto was the largest
   * CPU cost of an authenticated request (~14 % in the lookups bench). Only a byte-identical
   * token hits, so nothing unverified is ever trusted; session liveness is checked per request
   * by the caller either way. Oldest-first eviction keeps it bounded.
   */
  const verified = new Map<string, ServerClaims>();
  return {
    /** An access token of one session (`sid`), which every authenticated request checks. */
    async signAccess(user: { id: string; email: string; role: Role }, sessionId: string) {
      return new SignJWT({ email: user.email, role: user.role, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttl}s`)
        .sign(key);
    },
    /**
     * The claims of a valid token, or null for anything else (bad signature, alg, expiry, no
     * session). Whether the session is still live is the caller's second check.
     */
    async verifyAccess(token: string): Promise<ServerClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (known.exp * 1000 > now()) return known;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: new Date(now()),
        });
        const parsed = serverClaimsSchema.safeParse(payload);
        if (!parsed.success) return null;
        if (verified.size >= VERIFIED_MEMO_SIZE) {
          const oldest = verified.keys().next().value;
          if (oldest !== undefined) verified.delete(oldest);
        }
        verified.set(token, parsed.data);
        return parsed.data;
      } catch {
        return null;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;
