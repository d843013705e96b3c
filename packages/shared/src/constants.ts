// No zod here: the web app's entry chunk imports these constants.

/** Key under which the web app keeps the access JWT (spec 000 §9). */
export const ACCESS_TOKEN_KEY = 'access_token';
/** The old app's second session key; logout clears it too (spec 000 §4, conflict kept). */
export const LEGACY_TOKEN_KEY = 'token';
/** Renew the access JWT this many seconds before `exp` (spec 000 §9). */
export const REAUTH_BEFORE_EXPIRY_SECONDS = 60;
/** Lifetime of an access JWT. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Lifetime of a refresh token (httpOnly cookie). */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * Absolute lifetime of a session (ASVS 3.3.2): it ends this long after the sign-in, however
 * often its refresh token is renewed (the refresh token's own lifetime is the idle limit).
 */
export const SESSION_ABSOLUTE_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * Re-authentication of an account without a password (first password, deletion): its session
 * must have been started by a platform sign-in at most this long ago.
 */
export const RECENT_SIGN_IN_SECONDS = 10 * 60;
/** Lockout: this many failed logins for one address within the window lock it. */
export const LOGIN_LOCKOUT_THRESHOLD = 10;
export const LOGIN_LOCKOUT_WINDOW_SECONDS = 15 * 60;
/** Mobile verification codes. */
export const MOBILE_CODE_TTL_SECONDS = 10 * 60;
export const MOBILE_CODE_MAX_ATTEMPTS = 5;
/** E-mail verification and password reset links. */
export const EMAIL_VERIFICATION_TTL_SECONDS = 48 * 60 * 60;
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
/** The link that confirms an e-mail change (issue 20 §1). */
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 60 * 60;
/** Default paging of list calls (spec 000 §9). */
export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 100;
