import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  lookupEndpoints,
  lookupUrl,
  type LookupEndpointId,
  type LookupInput,
  type LookupReply,
} from '@vigil/shared';
import { api } from '../../../lib/api-client';

/**
 * The one lookup call of the web app: the URL comes from the shared table's `lookupUrl` (path
 * parameters encoded, the rest in the query string) and the reply is parsed with the table's
 * reply schema. Every lookup hook below is built on it; there are no per-endpoint fetchers.
 */
export function fetchLookup<K extends LookupEndpointId>(
  id: K,
  input: LookupInput<K>,
  signal?: AbortSignal,
): Promise<LookupReply<K>> {
  // `lookupUrl` starts with '/api', which `api()` adds itself.
  const path = lookupUrl(id, input).replace(/^\/api(?=\/)/, '');
  return api(path, { schema: lookupEndpoints[id].reply, signal }) as Promise<LookupReply<K>>;
}

/**
 * Query options of a lookup read: the key is the call and its input; a failure is shown at once
 * instead of being asked again (the server already retries the provider), and a result stays
 * fresh for a minute.
 */
export const lookupQueryOptions = <K extends LookupEndpointId>(id: K, input: LookupInput<K>) =>
  queryOptions({
    queryKey: ['lookups', id, input] as const,
    queryFn: ({ signal }) => fetchLookup(id, input, signal),
    retry: false,
    staleTime: 60_000,
  });

/**
 * A lookup as the action a user starts with a click (e.g. `useLookup('tiktokProfile')`): every
 * `mutate(input)` asks the server, which counts the check and stores the account, and a new
 * lookup starts from an empty result.
 */
export const useLookup = <K extends LookupEndpointId>(id: K) =>
  useMutation({
    mutationKey: ['lookups', id],
    mutationFn: (input: LookupInput<K>) => fetchLookup(id, input),
  });

/**
 * A follow-up read that depends on an earlier lookup (posts by the profile's id): idle while
 * `input` is null, cached by its input otherwise.
 */
export const useLookupQuery = <K extends LookupEndpointId>(id: K, input: LookupInput<K> | null) =>
  useQuery({
    // The placeholder input is never fetched: the query is disabled without one.
    ...lookupQueryOptions(id, input ?? ({} as LookupInput<K>)),
    enabled: input !== null,
  });
