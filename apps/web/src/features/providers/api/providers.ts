import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  providersStatusReplySchema,
  providerTestReplySchema,
  type ProviderKeyDto,
} from '@vigil/shared/providers';
import { api } from '../../../lib/api-client';

const statusKey = ['providers', 'status'] as const;

/** `GET /api/providers/status` (admin): each provider's mode, last success and failure, quota. */
export const useProvidersStatus = () =>
  useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) =>
      api('/providers/status', { schema: providersStatusReplySchema, signal }),
  });

/** `POST /api/providers/:platform/test` (admin): looks up the test account now; then re-reads the status. */
export function useProviderTest(platform: ProviderKeyDto) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api(`/providers/${encodeURIComponent(platform)}/test`, {
        method: 'POST',
        schema: providerTestReplySchema,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: statusKey }),
  });
}
