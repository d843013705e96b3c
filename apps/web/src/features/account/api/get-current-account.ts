import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentAccountSchema } from '@vigil/shared';
import { api } from '../../../lib/api-client';

export const currentAccountKey = ['account', 'current'] as const;

/** `GET /api/accounts/current`: the signed-in account. */
export const getCurrentAccount = ({ signal }: { signal?: AbortSignal } = {}) =>
  api('/accounts/current', { schema: currentAccountSchema, signal });

export const currentAccountQueryOptions = () =>
  queryOptions({ queryKey: currentAccountKey, queryFn: getCurrentAccount });

export const useCurrentAccount = () => useQuery(currentAccountQueryOptions());

/**
 * `POST /api{path}` for a change the server answers with the whole account (the registration
 * form, a verified mobile number): the reply becomes the cached account, so every part of the
 * screen shows the change without fetching the account again.
 */
export function useAccountChange<I>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) =>
      api(path, { method: 'POST', body: input, schema: currentAccountSchema }),
    onSuccess: (account) => queryClient.setQueryData(currentAccountKey, account),
  });
}
