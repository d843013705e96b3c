/**
 * Contracts of the ten platform lookup screens (spec 001), one file per platform in `platforms/`
 * plus `common.ts` and `stored-accounts.ts`; this file re-exports them all (so `@vigil/shared`
 * keeps every name) and keeps `lookupPaths`. Vendor payloads never appear here: every reply is
 * our normalized shape. The calls themselves are listed once, in `endpoints.ts`.
 */
import type { StoredService } from './common';
import { lookupUrl } from './endpoints';

export * from './common';
export * from './platforms/instagram';
export * from './platforms/facebook';
export * from './platforms/linkedin';
export * from './platforms/snapchat';
export * from './platforms/social-profile';
export * from './platforms/telegram';
export * from './platforms/tiktok';
export * from './platforms/truthsocial';
export * from './platforms/twitter';
export * from './platforms/youtube';
export * from './stored-accounts';
export * from './sanitize-html';

const qs = (params: Record<string, string | undefined>) => {
  const parts = Object.entries(params)
    .filter((e): e is [string, string] => e[1] !== undefined && e[1] !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  return parts.length ? `?${parts.join('&')}` : '';
};

/**
 * Every lookup path by call, with positional arguments (values are URL-encoded). Built on
 * {@link lookupUrl}, which new code uses directly with the call's input object.
 */
export const lookupPaths = {
  instagramProfile: (username: string) => lookupUrl('instagramProfile', { username }),
  instagramPosts: (username: string) => lookupUrl('instagramPosts', { username }),
  instagramCommunity: (q: { cid?: string; url?: string }) =>
    lookupUrl('instagramCommunity', { cid: q.cid, url: q.url }),
  facebook: (q: string) => lookupUrl('facebook', { q }),
  linkedin: (q: { name: string; jobTitle?: string; location?: string }) =>
    lookupUrl('linkedin', { name: q.name, jobTitle: q.jobTitle, location: q.location }),
  snapchat: (username: string) => lookupUrl('snapchat', { username }),
  socialProfile: (platform: 'instagram' | 'twitter', username: string) =>
    lookupUrl('socialProfile', { platform, username }),
  telegram: (kind: 'user' | 'group' | 'channel' | 'bot', username: string) =>
    lookupUrl('telegram', { kind, username }),
  tiktokProfile: (username: string) => lookupUrl('tiktokProfile', { username }),
  tiktokPosts: (secUid: string) => lookupUrl('tiktokPosts', { secUid }),
  tiktokFollowers: (secUid: string) => lookupUrl('tiktokFollowers', { secUid }),
  tiktokFollowings: (secUid: string) => lookupUrl('tiktokFollowings', { secUid }),
  truthsocialProfile: (username: string) => lookupUrl('truthsocialProfile', { username }),
  truthsocialPosts: (id: string) => lookupUrl('truthsocialPosts', { id }),
  twitterProfile: (username: string) => lookupUrl('twitterProfile', { username }),
  twitterPosts: (userId: string) => lookupUrl('twitterPosts', { userId }),
  youtubeChannel: (id: string) => lookupUrl('youtubeChannel', { id }),
  youtubeSuggestions: (q: string, continuation?: string) =>
    lookupUrl('youtubeSuggestions', { q, continuation }),
  youtubeMoreVideos: (continuation: string) => lookupUrl('youtubeMoreVideos', { continuation }),
  storedAccounts: (platform: StoredService, page?: number, limit?: number) =>
    `/api/accounts/${platform}${qs({ page: page?.toString(), limit: limit?.toString() })}`,
  storeAccount: () => '/api/storeAccount',
} as const;
