import { accountPlatformNames, lookupMessages, type ErrorCode } from '@vigil/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useTranslatedFieldError } from '../../../lib/form-errors';

type ValidationKey = Exclude<keyof typeof lookupMessages, 'notFound'>;

/**
 * The shared request schemas carry English messages (`lookupMessages`); the kit translates them
 * by key. A message missing here is shown as it is.
 */
export const validationKeys: Record<string, `validation.${ValidationKey}`> = Object.fromEntries(
  (Object.keys(lookupMessages) as (keyof typeof lookupMessages)[])
    .filter((k): k is ValidationKey => k !== 'notFound')
    .map((k) => [lookupMessages[k], `validation.${k}`]),
);

/** Turns a form field's error into translated text for Mantine's `error` prop. */
export const useLookupFieldError = () => useTranslatedFieldError('lookup', validationKeys);

/** The API error code of a failed lookup, or undefined (network failure, foreign error page). */
export function lookupErrorCode(err: unknown): ErrorCode | undefined {
  return err instanceof ApiError ? err.code : undefined;
}

/** True when the provider has no such account: screens show their own "not found" text. */
export const isNotFound = (err: unknown) => lookupErrorCode(err) === 'PROVIDER_NOT_FOUND';

/**
 * What a lookup was about, for the texts of its failures: the data provider's name and the
 * not-found sentence (the keys of the server's `lookupMessages.notFound`).
 */
export type LookupSubject = keyof typeof lookupMessages.notFound;

/** Brand names, the same in every language (the server names them alike). */
const providerNames: Record<LookupSubject, string> = {
  ...accountPlatformNames,
  instagramCommunity: accountPlatformNames.instagram,
};

/**
 * Says why a lookup failed, in the reader's language: chosen by the server's error code and what
 * was looked up, never by the server's (English) message, so that a German screen shows no
 * English. Used for the spec's '{message}' placeholders and for screens that show the reason
 * on its own.
 */
export function useLookupErrorText() {
  const { t } = useTranslation('lookup');
  return (err: unknown, subject: LookupSubject): string => {
    const provider = providerNames[subject];
    if (err instanceof ApiError) {
      switch (err.code) {
        case 'PROVIDER_NOT_FOUND':
          return t(`errors.notFound.${subject}`);
        case 'PROVIDER_RATE_LIMITED':
          return t('errors.providerBusy', { provider });
        case 'UPSTREAM_UNAVAILABLE':
          return t('errors.providerUnavailable', { provider });
        case 'PROVIDER_BAD_REPLY':
          return t('errors.providerBadReply', { provider });
        case 'PROVIDER_NOT_CONFIGURED':
          return t('errors.providerNotConfigured', { provider });
        case 'RATE_LIMITED':
          return t('errors.rateLimited');
        case 'VALIDATION_FAILED': {
          const key = validationKeys[err.message];
          return t(key ?? 'validation.invalid');
        }
        case 'UNAUTHENTICATED':
        case 'FORBIDDEN':
          return t('errors.signedOut');
        default:
          return t('errors.server', { status: err.status });
      }
    }
    // The reply did not match the shared schema (zod), or fetch itself failed (offline, DNS).
    if (err instanceof Error && err.name === 'ZodError') return t('errors.unreadable');
    return t('errors.network');
  };
}
