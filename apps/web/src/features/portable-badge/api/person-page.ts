import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { personPageSchema, type PersonPageInput } from '@vigil/shared';
import { api } from '../../../lib/api-client';

/** `GET /api/person-page`: the signed-in person's page settings and what it lists. */
export const usePersonPage = () =>
  useQuery({
    queryKey: ['person-page'],
    queryFn: ({ signal }) => api('/person-page', { schema: personPageSchema, signal }),
  });

/** `PUT /api/person-page`: switch the page on or off and choose its handle. */
export function useSavePersonPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PersonPageInput) =>
      api('/person-page', { method: 'PUT', body: input, schema: personPageSchema }),
    onSuccess: (page) => client.setQueryData(['person-page'], page),
  });
}
