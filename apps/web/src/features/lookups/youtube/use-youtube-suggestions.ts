import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { LookupSource, YoutubeVideo } from '@vigil/shared';
import { fetchLookup } from '../api/use-lookup';

/** One page of the list: the first from the suggestions call, later ones from more-videos. */
export type SuggestionsPage = {
  videos: YoutubeVideo[];
  continuation: string | null;
  source: LookupSource;
  cached: boolean;
  dataAsOf: string;
};

/** A search: its text and a counter, so that searching the same text again starts afresh. */
export type SuggestionsSearch = { q: string; n: number };

/**
 * 'Suggestions' as pages: the first from `youtubeSuggestions`, each 'Load more' from
 * `youtubeMoreVideos` with the last continuation token (both calls of the shared table).
 */
export const youtubeSuggestionsQueryOptions = ({ q, n }: SuggestionsSearch) =>
  infiniteQueryOptions({
    queryKey: ['lookups', 'youtubeSuggestions', q, n],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<SuggestionsPage> => {
      if (pageParam === null) {
        const { items, ...rest } = await fetchLookup(
          'youtubeSuggestions',
          { q, continuation: undefined },
          signal,
        );
        return { ...rest, videos: items };
      }
      // 'Load more' appends the returned videos and keeps the new continuation token (spec 001 §4).
      return fetchLookup('youtubeMoreVideos', { continuation: pageParam }, signal);
    },
    getNextPageParam: (last) => last.continuation ?? undefined,
    // The server already retries the provider; asking again here only delays the message.
    retry: false,
    staleTime: Infinity,
  });

/** The suggestions of a search, or an idle query while nothing has been searched. */
export const useYoutubeSuggestions = (search: SuggestionsSearch | null) =>
  useInfiniteQuery({
    ...youtubeSuggestionsQueryOptions(search ?? { q: '', n: 0 }),
    enabled: search !== null,
  });
