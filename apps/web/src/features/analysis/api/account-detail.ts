import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountDetailSchema } from '@vigil/shared';
import { api } from '../../../lib/api-client';

const detailPath = (platform: string, username: string) =>
  `/accounts/${encodeURIComponent(platform)}/${encodeURIComponent(username)}`;

/** `GET /api/accounts/:platform/:username`: the stored account with its snapshots. */
export const getAccountDetail = (platform: string, username: string, signal?: AbortSignal) =>
  api(detailPath(platform, username), { schema: accountDetailSchema, signal });

export const useAccountDetail = (platform: string, username: string) =>
  useQuery({
    queryKey: ['analysis', 'detail', platform, username],
    queryFn: ({ signal }) => getAccountDetail(platform, username, signal),
    retry: false,
  });

/** The snapshots as a download. */
export const historyExportPath = (platform: string, username: string, format: 'csv' | 'json') =>
  `${detailPath(platform, username)}/history?format=${format}`;

/**
 * `POST /api/lookups/refresh/:platform/:username`: looks the account up again (past the cache,
 * under the lookups' rate limit); the detail reloads with the new snapshot.
 */
export function useRelookup(platform: string, username: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api(`/lookups/refresh/${encodeURIComponent(platform)}/${encodeURIComponent(username)}`, {
        method: 'POST',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['analysis'] }),
  });
}
