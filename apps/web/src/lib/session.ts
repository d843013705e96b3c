// Subpath imports keep the entry chunk free of the feature contracts (see bench bundle size).
import type { AccessClaims } from '@vigil/shared/auth';
import {
  ACCESS_TOKEN_KEY,
  LEGACY_TOKEN_KEY,
  REAUTH_BEFORE_EXPIRY_SECONDS,
} from '@vigil/shared/constants';

/**
 * The browser session: the access JWT under `access_token` (spec 000 §9), renewed from the
 * httpOnly refresh cookie 60 s before `exp`. Components subscribe through `useSession`.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
/** Why the session ended: a text to show as it is, or the API error that ended it. */
export type LogoutReason = string | Error;
let logoutReason: LogoutReason | undefined;

/**
 * The claims the app reads, checked by hand: zod stays out of the entry chunk. (The server has
 * verified the signature; this only guards against a foreign or damaged value in storage.)
 */
function isAccessClaims(value: unknown): value is AccessClaims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.sub === 'string' &&
    typeof c.email === 'string' &&
    (c.role === 'user' || c.role === 'admin') &&
    typeof c.exp === 'number'
  );
}

export function decodeClaims(token: string | null): AccessClaims | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return isAccessClaims(claims) ? claims : null;
  } catch {
    return null;
  }
}

export const getToken = () => localStorage.getItem(ACCESS_TOKEN_KEY);

/** Claims of a stored token that has not expired yet; null means signed out. */
export function getClaims(now = Date.now()): AccessClaims | null {
  const claims = decodeClaims(getToken());
  return claims && claims.exp * 1000 > now ? claims : null;
}

const notify = () => listeners.forEach((l) => l());

export function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function refreshToken(): Promise<boolean> {
  try {
    const res = await fetch('/api/token/refresh', { method: 'POST', credentials: 'same-origin' });
    if (!res.ok) return false;
    const body = (await res.json()) as { token?: unknown };
    if (typeof body.token !== 'string') return false;
    setToken(body.token);
    return true;
  } catch {
    return false;
  }
}

function scheduleRefresh() {
  clearTimeout(refreshTimer);
  const claims = decodeClaims(getToken());
  if (!claims) return;
  // A little jitter keeps several open tabs from renewing at the same instant.
  const jitter = Math.floor(Math.random() * 5_000);
  const delay = Math.max(
    0,
    claims.exp * 1000 - Date.now() - REAUTH_BEFORE_EXPIRY_SECONDS * 1000 - jitter,
  );
  refreshTimer = setTimeout(() => {
    // Another tab may have renewed the shared token meanwhile: then only re-arm the timer.
    const current = decodeClaims(getToken());
    if (current && current.exp > claims.exp) {
      scheduleRefresh();
      return;
    }
    void refreshToken().then((ok) => {
      if (!ok) clearSession();
    });
  }, delay);
}

// Tabs share the token: follow renewals and logouts made in another tab.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== ACCESS_TOKEN_KEY && event.key !== null) return;
    scheduleRefresh();
    notify();
  });
}

export function setToken(token: string) {
  localStorage.setItem(ACCESS_TOKEN_KEY, token);
  scheduleRefresh();
  notify();
}

/**
 * Removes every session key (both of the spec's keys) and stops the renewal timer. `reason`
 * is shown once on the login screen (`takeLogoutReason`).
 */
export function clearSession(reason?: LogoutReason) {
  clearTimeout(refreshTimer);
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  localStorage.removeItem(LEGACY_TOKEN_KEY);
  sessionStorage.removeItem(ACCESS_TOKEN_KEY);
  sessionStorage.removeItem(LEGACY_TOKEN_KEY);
  logoutReason = reason;
  notify();
}

/** A one-shot reason for the login screen (e.g. the 401 that ended the session). */
export function takeLogoutReason() {
  const r = logoutReason;
  logoutReason = undefined;
  return r;
}

/** Logs out on the server too (revokes the refresh cookie), then clears the browser. */
export async function logout() {
  try {
    await fetch('/api/logout', { method: 'POST', credentials: 'same-origin' });
  } finally {
    clearSession();
  }
}

/** On start: keep a valid token's timer running, or try the refresh cookie once. */
export async function initSession() {
  if (getClaims()) {
    scheduleRefresh();
    return;
  }
  if (getToken()) {
    if (!(await refreshToken())) clearSession();
  }
}
