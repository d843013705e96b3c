import type { FastifyReply } from 'fastify';

/** The httpOnly cookie that carries the refresh token; only `/api` routes ever see it. */
export const REFRESH_COOKIE = 'vigil_refresh';
const COOKIE_PATH = '/api';

/** Sets the refresh cookie of a new or rotated session. */
export function setSessionCookie(
  res: FastifyReply,
  session: { refreshToken: string; refreshExpiresAt: Date },
  opts: { secure: boolean },
) {
  res.setCookie(REFRESH_COOKIE, session.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: opts.secure,
    path: COOKIE_PATH,
    expires: session.refreshExpiresAt,
  });
}

/** Drops the refresh cookie (signed out, session ended, account deleted). */
export function clearSessionCookie(res: FastifyReply) {
  res.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
}
