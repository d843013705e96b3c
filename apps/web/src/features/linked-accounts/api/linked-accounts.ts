import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  linkedAccountSchema,
  linkedAccountsReplySchema,
  oauthProvidersReplySchema,
  oauthStartReplySchema,
  type SignInPlatform,
  type UpdateLinkedAccountInput,
} from '@vigil/shared/linked-accounts';
import { api } from '../../../lib/api-client';

export const linkedAccountsKey = ['linked-accounts'] as const;

/** `GET /api/linked-accounts`: the signed-in account's platform identities. */
export const linkedAccountsQueryOptions = () =>
  queryOptions({
    queryKey: linkedAccountsKey,
    queryFn: ({ signal }) => api('/linked-accounts', { schema: linkedAccountsReplySchema, signal }),
  });
export const useLinkedAccounts = () => useQuery(linkedAccountsQueryOptions());

/** `GET /api/linked-accounts/:id`. */
export const useLinkedAccount = (id: string) =>
  useQuery({
    queryKey: [...linkedAccountsKey, id],
    queryFn: ({ signal }) => api(`/linked-accounts/${id}`, { schema: linkedAccountSchema, signal }),
  });

/** `PUT /api/linked-accounts/:id`: Name and Extra Info (Vigil's notes). */
export function useUpdateLinkedAccount(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateLinkedAccountInput) =>
      api(`/linked-accounts/${id}`, { method: 'PUT', body: input, schema: linkedAccountSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkedAccountsKey }),
  });
}

/** `DELETE /api/linked-accounts/:id`: unlink (refused for the last way to sign in). */
export function useUnlinkAccount(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(`/linked-accounts/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkedAccountsKey }),
  });
}

/**
 * Review of identities linked before the address was verified (issue 20): `POST …/:id/keep`
 * lets one sign in; `DELETE …/:id` removes it.
 */
export function useReviewLinkedAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: 'keep' | 'remove' }) => {
      if (action === 'keep')
        await api(`/linked-accounts/${id}/keep`, { method: 'POST', schema: linkedAccountSchema });
      else await api(`/linked-accounts/${id}`, { method: 'DELETE' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkedAccountsKey }),
  });
}

/** `GET /api/oauth/providers`: which platforms can be linked here. */
export const useLinkablePlatforms = () =>
  useQuery({
    queryKey: ['oauth', 'providers'],
    queryFn: ({ signal }) => api('/oauth/providers', { schema: oauthProvidersReplySchema, signal }),
    staleTime: 5 * 60_000,
  });

/** `POST /api/oauth/:platform/start` with the session: the return links instead of signing in. */
export const useStartLink = () =>
  useMutation({
    mutationFn: async (platform: SignInPlatform) => {
      const { url } = await api(`/oauth/${platform}/start`, {
        method: 'POST',
        schema: oauthStartReplySchema,
      });
      window.location.assign(url);
    },
  });
