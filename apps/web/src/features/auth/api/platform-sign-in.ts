import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  exchangeCodeReplySchema,
  oauthProvidersReplySchema,
  oauthStartReplySchema,
  type ExchangeCodeInput,
  type SignInPlatform,
} from '@vigil/shared/linked-accounts';
import { api } from '../../../lib/api-client';
import { decodeClaims } from '../../../lib/session';

/** `GET /api/oauth/providers`: the platform sign-ins the server has configured. */
export const oauthProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['oauth', 'providers'],
    queryFn: ({ signal }) =>
      api('/oauth/providers', { schema: oauthProvidersReplySchema, signal, anonymous: true }),
    staleTime: 5 * 60_000,
  });
export const useOAuthProviders = () => useQuery(oauthProvidersQueryOptions());

/** `POST /api/oauth/:platform/start`, then off to the platform's consent page. */
export async function startPlatformSignIn(platform: SignInPlatform) {
  const { url } = await api(`/oauth/${platform}/start`, {
    method: 'POST',
    schema: oauthStartReplySchema,
    anonymous: true,
  });
  window.location.assign(url);
}
export const useStartPlatformSignIn = () => useMutation({ mutationFn: startPlatformSignIn });

/**
 * `POST /api/exchange-code` (spec 000 §2.3): the platform's `code` (or refusal) and `state`.
 * With the session's token when there is one: a link started on the linked accounts screen
 * finishes only for the account that started it.
 */
export async function exchangeCode(input: ExchangeCodeInput) {
  const reply = await api('/exchange-code', {
    method: 'POST',
    body: input,
    schema: exchangeCodeReplySchema,
  });
  if (reply.mode === 'signed_in' && !decodeClaims(reply.token))
    throw new Error('The server sent an unreadable token');
  return reply;
}
export const useExchangeCode = () => useMutation({ mutationFn: exchangeCode });
