import type { ErrorCode } from '@vigil/shared/errors';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientErrorKind } from './client-error-kinds';
import { ApiError } from './api-client';
import type { RuntimeT } from './form-errors';
import { formatRetryIn } from './format';

/**
 * The one way a screen turns a failure into words. An API error reply
 * `{ error: { code, message, params? }, requestId }` is shown by its `code` (and `params`),
 * translated in the `apiErrors` catalogue of the UI language; the server's English `message`
 * is never shown. Failures that never reached our error shape get a client-side kind.
 *
 * A screen may give a more specific text for a code in its own context, as an i18n key with
 * its namespace, e.g. `{ CONFLICT: 'validateProfile:errors.conflict' }` for the spec's
 * 'Ein Profil mit dieser E-Mail existiert bereits.'.
 */
export type ErrorTextOverrides = Partial<Record<ErrorCode | ClientErrorKind, string>>;

/**
 * Overrides that show the screen's own failure text (an i18n key with namespace) whenever the
 * server said nothing: no connection, a reply outside our error shape, an unknown error. The
 * spec's "the server's message, else 'Login fehlgeschlagen'" reads this way.
 */
export const otherwise = (key: string): ErrorTextOverrides => ({
  NETWORK: key,
  HTTP: key,
  BAD_REPLY: key,
  UNKNOWN: key,
});

/** What went wrong, as the catalogue names it. */
export function errorKindOf(err: unknown): ErrorCode | ClientErrorKind {
  if (err instanceof ApiError) return err.code ?? 'HTTP';
  // fetch rejects with a TypeError when the server cannot be reached at all.
  if (err instanceof TypeError) return 'NETWORK';
  // A reply that did not match the shared schema (zod), e.g. during a deploy.
  if (err instanceof Error && err.name === 'ZodError') return 'BAD_REPLY';
  return 'UNKNOWN';
}

/** Translates `err` with `t` of the `apiErrors` namespace (for use outside components). */
export function errorText(
  t: RuntimeT,
  language: string,
  err: unknown,
  overrides: ErrorTextOverrides = {},
): string {
  const kind = errorKindOf(err);
  const params = err instanceof ApiError ? err.params : {};
  const status = err instanceof ApiError ? err.status : undefined;
  const retryAfter = Number(params.retryAfter);
  const retry = Number.isFinite(retryAfter) && retryAfter > 0;
  // A failure on our side names the request, so the user can quote it to support.
  const requestId = err instanceof ApiError ? err.requestId : undefined;
  const ref = requestId && (kind === 'INTERNAL' || (kind === 'HTTP' && (status ?? 0) >= 500));
  const options = {
    ...params,
    status,
    ...(retry ? { retryIn: formatRetryIn(retryAfter, language), context: 'retry' } : {}),
    ...(ref ? { requestId, context: 'ref' } : {}),
  };
  const override = overrides[kind];
  // An unknown code (a newer server) falls back to the text for its HTTP status.
  const keys = [...(override ? [override] : []), `apiErrors:${kind}`, 'apiErrors:HTTP'];
  return t(keys, options);
}

/**
 * `errorText` bound to the current language; loads the `apiErrors` catalogue with the
 * screen. Call it at the top of a component that can show a failure.
 */
export function useErrorText() {
  const { t, i18n } = useTranslation('apiErrors');
  const language = i18n.language;
  // Stable between renders, so it can sit in a memo's dependencies.
  return useCallback(
    (err: unknown, overrides?: ErrorTextOverrides) =>
      errorText(t as unknown as RuntimeT, language, err, overrides),
    [t, language],
  );
}
