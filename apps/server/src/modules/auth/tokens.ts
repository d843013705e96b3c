import { ACCESS_TOKEN_TTL_SECONDS, accessClaimsSchema, type Role } from '@vigil/shared';
import { createSecretKey } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';

/** The claims the server relies on: the web's claims plus the session the token belongs to. */
const serverClaimsSchema = accessClaimsSchema.extend({ sid: z.uuid() });
export type ServerClaims = z.infer<typeof serverClaimsSchema>;

const ISSUER = 'vigil';
const AUDIENCE = 'vigil-api';

/** Access JWTs: HS256 only (the algorithm is pinned on verify), 15 minutes. */
export function createTokenSigner(opts: { secret: string; ttlSeconds?: number }) {
  // A KeyObject made once: passing raw bytes makes jose import the HMAC key on every call.
  const key = createSecretKey(Buffer.from(opts.secret, 'utf8'));
  const ttl = opts.ttlSeconds ?? ACCESS_TOKEN_TTL_SECONDS;
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
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        const parsed = serverClaimsSchema.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;
