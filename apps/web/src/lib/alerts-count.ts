import { apiResponse } from './api-client';

/**
 * The navbar bell's unread count, `GET /api/alerts/unread-count`. It is in the entry chunk
 * (the navbar is), so the reply is checked by hand instead of with the shared zod schema. The
 * inbox screen updates the same query key when alerts are read.
 */
export const UNREAD_ALERTS_KEY = ['alerts', 'unread'] as const;

/** How often the bell asks: once a minute while the tab is visible, and when it regains focus. */
export const ALERTS_POLL_MS = 60_000;

export async function fetchUnreadAlerts(signal?: AbortSignal): Promise<number> {
  const res = await apiResponse('/alerts/unread-count', { signal });
  const body = (await res.json()) as { unread?: unknown };
  if (typeof body.unread !== 'number' || !Number.isInteger(body.unread) || body.unread < 0) {
    throw new Error('The unread count is not a whole number');
  }
  return body.unread;
}
