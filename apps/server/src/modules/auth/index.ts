/**
 * The auth module as other modules see it: the service (which owns the users table), the user
 * record type and the session cookie helpers. Never import its repo or routes from elsewhere.
 */
export type { UserRow as UserRecord } from './auth.repo';
export type { AuthService } from './auth.service';
export { clearSessionCookie, setSessionCookie } from './session-cookie';
export type { ServerClaims, TokenSigner } from './tokens';
export type { SessionState } from './session-check';
