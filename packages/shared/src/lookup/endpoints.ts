/**
 * The one table of lookup calls. Each entry names its platform, its path under `/api/lookups`
 * (Fastify syntax), its path-parameter and query schemas and its reply schema. The server
 * registers one route per entry (and so the OpenAPI document), and the web builds every lookup
 * hook from the same entry: adding a call is one line here plus its handler.
 */
import type { z } from 'zod';
import { type LookupPlatform } from './common';
import { facebookLookupQuerySchema, facebookProfileReplySchema } from './platforms/facebook';
import {
  instagramCommunityQuerySchema,
  instagramCommunityReplySchema,
  instagramPostsReplySchema,
  instagramProfileReplySchema,
  instagramUsernameParamsSchema,
} from './platforms/instagram';
import { linkedinSearchQuerySchema, linkedinSearchReplySchema } from './platforms/linkedin';
import { snapchatProfileReplySchema, snapchatUsernameParamsSchema } from './platforms/snapchat';
import { socialProfileParamsSchema, socialProfileReplySchema } from './platforms/social-profile';
import { telegramLookupParamsSchema, telegramLookupReplySchema } from './platforms/telegram';
import {
  tiktokPostsReplySchema,
  tiktokProfileReplySchema,
  tiktokSecUidParamsSchema,
  tiktokUsernameParamsSchema,
  tiktokUsersReplySchema,
} from './platforms/tiktok';
import {
  truthsocialIdParamsSchema,
  truthsocialPostsReplySchema,
  truthsocialProfileReplySchema,
  truthsocialUsernameParamsSchema,
} from './platforms/truthsocial';
import {
  twitterIdParamsSchema,
  twitterPostsReplySchema,
  twitterProfileReplySchema,
  twitterUsernameParamsSchema,
} from './platforms/twitter';
import {
  youtubeChannelParamsSchema,
  youtubeChannelReplySchema,
  youtubeMoreVideosQuerySchema,
  youtubeMoreVideosReplySchema,
  youtubeSuggestionsQuerySchema,
  youtubeSuggestionsReplySchema,
} from './platforms/youtube';

/** One lookup call. `params` fills the `:names` of `path`; `query` is its query string. */
export type LookupEndpoint = {
  platform: LookupPlatform;
  path: string;
  params?: z.ZodType<Record<string, string>>;
  query?: z.ZodType<Record<string, string | undefined>>;
  reply: z.ZodType;
};

export const lookupEndpoints = {
  instagramProfile: {
    platform: 'instagram',
    path: '/instagram/:username',
    params: instagramUsernameParamsSchema,
    reply: instagramProfileReplySchema,
  },
  instagramPosts: {
    platform: 'instagram',
    path: '/instagram/:username/posts',
    params: instagramUsernameParamsSchema,
    reply: instagramPostsReplySchema,
  },
  instagramCommunity: {
    platform: 'instagram',
    path: '/instagram-community',
    query: instagramCommunityQuerySchema,
    reply: instagramCommunityReplySchema,
  },
  facebook: {
    platform: 'facebook',
    path: '/facebook',
    query: facebookLookupQuerySchema,
    reply: facebookProfileReplySchema,
  },
  linkedin: {
    platform: 'linkedin',
    path: '/linkedin',
    query: linkedinSearchQuerySchema,
    reply: linkedinSearchReplySchema,
  },
  snapchat: {
    platform: 'snapchat',
    path: '/snapchat/:username',
    params: snapchatUsernameParamsSchema,
    reply: snapchatProfileReplySchema,
  },
  socialProfile: {
    platform: 'social-profile',
    path: '/social-profile/:platform/:username',
    params: socialProfileParamsSchema,
    reply: socialProfileReplySchema,
  },
  telegram: {
    platform: 'telegram',
    path: '/telegram/:kind/:username',
    params: telegramLookupParamsSchema,
    reply: telegramLookupReplySchema,
  },
  tiktokProfile: {
    platform: 'tiktok',
    path: '/tiktok/:username',
    params: tiktokUsernameParamsSchema,
    reply: tiktokProfileReplySchema,
  },
  tiktokPosts: {
    platform: 'tiktok',
    path: '/tiktok/sec-uid/:secUid/posts',
    params: tiktokSecUidParamsSchema,
    reply: tiktokPostsReplySchema,
  },
  tiktokFollowers: {
    platform: 'tiktok',
    path: '/tiktok/sec-uid/:secUid/followers',
    params: tiktokSecUidParamsSchema,
    reply: tiktokUsersReplySchema,
  },
  tiktokFollowings: {
    platform: 'tiktok',
    path: '/tiktok/sec-uid/:secUid/followings',
    params: tiktokSecUidParamsSchema,
    reply: tiktokUsersReplySchema,
  },
  truthsocialProfile: {
    platform: 'truthsocial',
    path: '/truthsocial/:username',
    params: truthsocialUsernameParamsSchema,
    reply: truthsocialProfileReplySchema,
  },
  truthsocialPosts: {
    platform: 'truthsocial',
    path: '/truthsocial/id/:id/posts',
    params: truthsocialIdParamsSchema,
    reply: truthsocialPostsReplySchema,
  },
  twitterProfile: {
    platform: 'twitter',
    path: '/twitter/:username',
    params: twitterUsernameParamsSchema,
    reply: twitterProfileReplySchema,
  },
  twitterPosts: {
    platform: 'twitter',
    path: '/twitter/id/:userId/posts',
    params: twitterIdParamsSchema,
    reply: twitterPostsReplySchema,
  },
  youtubeChannel: {
    platform: 'youtube',
    path: '/youtube/channel/:id',
    params: youtubeChannelParamsSchema,
    reply: youtubeChannelReplySchema,
  },
  youtubeSuggestions: {
    platform: 'youtube',
    path: '/youtube/suggestions',
    query: youtubeSuggestionsQuerySchema,
    reply: youtubeSuggestionsReplySchema,
  },
  youtubeMoreVideos: {
    platform: 'youtube',
    path: '/youtube/more-videos',
    query: youtubeMoreVideosQuerySchema,
    reply: youtubeMoreVideosReplySchema,
  },
} as const satisfies Record<string, LookupEndpoint>;

export type LookupEndpoints = typeof lookupEndpoints;
export type LookupEndpointId = keyof LookupEndpoints;

type OutputOf<E, K extends 'params' | 'query'> =
  E extends Record<K, z.ZodType> ? z.output<E[K]> : unknown;

/** What a call takes: its parsed path parameters and query fields, in one object. */
export type LookupInput<K extends LookupEndpointId> = OutputOf<LookupEndpoints[K], 'params'> &
  OutputOf<LookupEndpoints[K], 'query'>;

/** What a call answers. */
export type LookupReply<K extends LookupEndpointId> = z.output<LookupEndpoints[K]['reply']>;

/** The path's `:names`. */
export const pathParamNames = (path: string) =>
  [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);

/**
 * The URL of a call (under `/api/lookups`): path parameters filled in and URL-encoded, every
 * other non-empty input field in the query string.
 */
export function lookupUrl<K extends LookupEndpointId>(id: K, input: LookupInput<K>): string {
  const endpoint: LookupEndpoint = lookupEndpoints[id];
  const values = input as Record<string, string | undefined>;
  const used = new Set(pathParamNames(endpoint.path));
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
  const query = Object.entries(values)
    .filter((e): e is [string, string] => !used.has(e[0]) && e[1] !== undefined && e[1] !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  return `/api/lookups${path}${query.length ? `?${query.join('&')}` : ''}`;
}
