import { lookupMessages, type TwitterPost, type TwitterUser } from '@vigil/shared';
import { z } from 'zod';
import {
  at,
  count,
  findArray,
  findObject,
  first,
  flag,
  ident,
  iso,
  isObj,
  notFound,
  parseVendor,
  vendorCall,
  safeUrl,
  text,
  type Obj,
} from './parse';
import type { ProviderClient } from './provider-client';
import {
  hashtagsOf,
  reading,
  unknownFacts,
  type AccountReading,
  type FetchedPosts,
  type FetchedProfile,
  type PostReading,
  type StoredNormalizer,
} from './social-provider';

/** X calls (spec 001 §7): user/details?username and user/posts?user_id. */
export type TwitterProvider = {
  profile: (username: string) => Promise<FetchedProfile<TwitterUser>>;
  posts: (userId: string) => Promise<FetchedPosts<TwitterPost[]>>;
};

export const twitterPaths = { details: '/user/details', posts: '/user/posts' } as const;

/** Twitter user (spec 001 §3) plus the v1.1 spellings and counters vendors still send. */
const vendorUser = z.object({
  id: text,
  id_str: text,
  rest_id: text,
  user_id: text,
  username: text,
  screen_name: text,
  name: text,
  profile_image_url: safeUrl,
  profile_image_url_https: safeUrl,
  profile_pic_url: safeUrl,
  followers_count: count,
  follower_count: count,
  following_count: count,
  friends_count: count,
  statuses_count: count,
  tweet_count: count,
  favourites_count: count,
  listed_count: count,
  description: text,
  location: text,
  url: safeUrl,
  verified: flag,
  is_blue_verified: flag,
  protected: flag,
  default_profile: flag,
  default_profile_image: flag,
  created_at: iso,
  creation_date: iso,
});

/** A post (spec 001 §3: text), v2 (`public_metrics`, `referenced_tweets`) or v1.1 spelling. */
const vendorPost = z.object({
  id: text,
  id_str: text,
  tweet_id: text,
  rest_id: text,
  text: text,
  full_text: text,
  created_at: iso,
  creation_date: iso,
  favorite_count: count,
  retweet_count: count,
  source: text,
  public_metrics: z
    .object({ like_count: count, retweet_count: count, impression_count: count })
    .catch({ like_count: null, retweet_count: null, impression_count: null })
    .optional(),
});

const hasUser = (o: Obj) => typeof o.username === 'string' || typeof o.screen_name === 'string';
const USER_PATHS = ['data.user.result.legacy', 'data.user', 'data', 'user', ''];

/** 'Twitter for iPhone' from `<a href="…">Twitter for iPhone</a>`. */
const sourceName = (s: string | null) => s?.replace(/<[^>]*>/g, '').trim() || null;

/**
 * Whether a post is a retweet / a reply, where the vendor says: v2 `referenced_tweets` (a list,
 * possibly empty), v1.1 `retweeted_status` / `in_reply_to_status_id` keys. Null when absent.
 */
function kinds(item: Obj): { isRepost: boolean | null; isReply: boolean | null } {
  const refs = item.referenced_tweets;
  if (Array.isArray(refs)) {
    const types = refs.map((r) => at(r, 'type'));
    return { isRepost: types.includes('retweeted'), isReply: types.includes('replied_to') };
  }
  const has = (k: string) => k in item;
  return {
    isRepost: has('retweeted_status') ? isObj(item.retweeted_status) : null,
    isReply:
      has('in_reply_to_status_id') || has('in_reply_to_status_id_str')
        ? Boolean(item.in_reply_to_status_id ?? item.in_reply_to_status_id_str)
        : null,
  };
}

export function parseTwitterUser(
  body: unknown,
): { user: TwitterUser; account: AccountReading[] } | null {
  const found = findObject(body, USER_PATHS, hasUser);
  if (!found) return null;
  const u = parseVendor(vendorUser, found, 'twitter');
  const username = ident.safeParse(first(u.username, u.screen_name)).data;
  if (!username) return null;
  const verified =
    u.verified === null && u.is_blue_verified === null
      ? null
      : Boolean(u.verified || u.is_blue_verified);
  const user: TwitterUser = {
    id: first(u.id_str, u.rest_id, u.user_id, u.id),
    username,
    name: u.name,
    avatarUrl: first(u.profile_image_url_https, u.profile_image_url, u.profile_pic_url),
    followers: first(u.followers_count, u.follower_count),
    following: first(u.following_count, u.friends_count),
    description: u.description,
    location: u.location || null,
    isVerified: verified ?? false,
    isPrivate: u.protected ?? false,
    createdAt: first(u.created_at, u.creation_date),
  };
  const account = reading({
    identity: username,
    externalId: user.id,
    avatarUrl: user.avatarUrl,
    raw: body,
    facts: {
      ...unknownFacts('twitter', username),
      displayName: user.name,
      bio: user.description,
      externalUrl: u.url,
      followers: user.followers,
      following: user.following,
      posts: first(u.statuses_count, u.tweet_count),
      likesGiven: u.favourites_count,
      listed: u.listed_count,
      verified,
      private: u.protected,
      hasProfilePicture: u.default_profile_image === null ? null : !u.default_profile_image,
      defaultProfile: u.default_profile,
      createdAt: user.createdAt,
    },
  });
  return { user, account };
}

export function parseTwitterPosts(body: unknown): PostReading[] {
  const items = findArray(
    body,
    ['data', 'posts', 'results', 'tweets', 'timeline', 'data.posts', ''],
    'twitter',
  );
  return items.flatMap((item): PostReading[] => {
    const p = parseVendor(vendorPost, item, 'twitter');
    const body = first(p.full_text, p.text);
    if (body === null) return [];
    return [
      {
        id: first(p.id_str, p.tweet_id, p.rest_id, p.id),
        text: body,
        postedAt: first(p.created_at, p.creation_date),
        likes: first(p.public_metrics?.like_count, p.favorite_count),
        reposts: first(p.public_metrics?.retweet_count, p.retweet_count),
        views: p.public_metrics?.impression_count ?? null,
        ...kinds(item),
        source: sourceName(p.source),
        hashtags: hashtagsOf(body),
      },
    ];
  });
}

export const normalizeTwitter: StoredNormalizer = (raw) => parseTwitterUser(raw)?.account ?? [];

export function createTwitterProvider(client: ProviderClient): TwitterProvider {
  const call = vendorCall(client, 'twitter');
  const message = lookupMessages.notFound.twitter;
  return {
    async profile(username) {
      const { raw } = await call(
        { method: 'GET', path: twitterPaths.details, query: { username } },
        message,
      );
      const parsed = parseTwitterUser(raw);
      if (!parsed) throw notFound(message);
      return { data: parsed.user, raw, accounts: parsed.account };
    },

    async posts(userId) {
      const { raw } = await call(
        { method: 'GET', path: twitterPaths.posts, query: { user_id: userId } },
        message,
      );
      const posts = parseTwitterPosts(raw);
      const data = posts.map((p) => ({ id: p.id, text: p.text, createdAt: p.postedAt }));
      return { data, raw, posts };
    },
  };
}
