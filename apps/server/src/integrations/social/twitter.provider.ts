import type { TwitterPost, TwitterUser } from '@vigil/shared';
import { z } from 'zod';
import {
  at,
  count,
  findObject,
  first,
  flag,
  ident,
  isObj,
  parseVendor,
  vendorCall,
  safeUrl,
  text,
  xDate,
  type Obj,
} from './parse';
import { badReply, type ProviderClient } from './provider-client';
import {
  hashtagsOf,
  profileFound,
  reading,
  unknownFacts,
  userNormalizer,
  type FetchedPosts,
  type FetchedProfile,
  type ParsedUser,
  type PostReading,
} from './social-provider';

/**
 * X calls on twitter-x-api (see ./README.md): the user by screen name, and the user's tweets by
 * the numeric `rest_id` the first call gives. Both reply with X's own GraphQL objects.
 */
export type TwitterProvider = {
  profile: (username: string) => Promise<FetchedProfile<TwitterUser>>;
  posts: (userId: string) => Promise<FetchedPosts<TwitterPost[]>>;
};

/** The paths on the X vendor's host (configurable: `RAPIDAPI_PATH_TWITTER_*`). */
export type TwitterPaths = { profile: string; posts: string };

/**
 * What public client code of this vendor calls (`/api/user/detail` read as `user.result`;
 * `/api/user/tweets` with `user_id` and `count`). `/user/details` does not exist there.
 */
export const twitterPaths: TwitterPaths = {
  profile: '/api/user/detail',
  posts: '/api/user/tweets',
};

/** Tweets asked for per posts call (X's own timeline pages hold 20). */
export const TWITTER_POSTS_COUNT = 20;

/**
 * An X user, flattened: GraphQL `legacy` (counts, texts), newer `core` (`screen_name`, `name`,
 * `created_at` moved there in 2025) and the result's own keys; v1.1 spellings read the same.
 */
const vendorUser = z.object({
  rest_id: text,
  id_str: text,
  id: text,
  username: text,
  screen_name: text,
  name: text,
  profile_image_url_https: safeUrl,
  profile_image_url: safeUrl,
  followers_count: count,
  friends_count: count,
  statuses_count: count,
  favourites_count: count,
  listed_count: count,
  description: text,
  location: text,
  url: safeUrl,
  expanded_url: safeUrl,
  verified: flag,
  is_blue_verified: flag,
  protected: flag,
  default_profile: flag,
  default_profile_image: flag,
  created_at: xDate,
});

/** A tweet's `legacy` (X GraphQL), with the result's `rest_id`, `source` and `views` beside. */
const vendorTweet = z.object({
  rest_id: text,
  id_str: text,
  full_text: text,
  text: text,
  created_at: xDate,
  favorite_count: count,
  retweet_count: count,
  /** Replies the tweet received (X's comments). */
  reply_count: count,
  views: count,
  source: text,
});

/** Where the user result sits: as this vendor sends it, and with X's outer `data`. */
const USER_RESULT_PATHS = ['user.result', 'data.user.result', 'result'];
/** X's v1.1 and v2 user objects, flat, as records are submitted to the store. */
const FLAT_USER_PATHS = ['data', 'user', ''];
const hasName = (o: Obj) => typeof o.username === 'string' || typeof o.screen_name === 'string';

/** The first element of a list when it is an object. */
const firstOf = (list: unknown): Obj | undefined =>
  Array.isArray(list) && isObj(list[0]) ? list[0] : undefined;

/**
 * The user record of a reply, flattened, or undefined when there is none (`{}` is this
 * vendor's reply for an unknown user; `UserUnavailable` X's for a suspended one).
 */
function userRecord(body: unknown): Obj | undefined {
  for (const path of USER_RESULT_PATHS) {
    const r = at(body, path);
    if (!isObj(r)) continue;
    if (r.__typename !== undefined && r.__typename !== 'User') return undefined;
    const legacy = isObj(r.legacy) ? r.legacy : {};
    const core = isObj(r.core) ? r.core : {};
    // GraphQL's `id` is base64 of "User:<rest_id>", no id any call takes.
    const { legacy: _l, core: _c, id: _id, ...own } = r;
    return {
      ...own,
      ...legacy,
      // Newer replies: these moved out of legacy (read both, the newer first).
      ...(typeof core.screen_name === 'string' ? { screen_name: core.screen_name } : {}),
      ...(typeof core.name === 'string' ? { name: core.name } : {}),
      ...(core.created_at !== undefined ? { created_at: core.created_at } : {}),
      ...(isObj(r.avatar) && r.avatar.image_url
        ? { profile_image_url_https: r.avatar.image_url }
        : {}),
      ...(isObj(r.location) ? { location: r.location.location } : {}),
      ...(isObj(r.privacy) && 'protected' in r.privacy ? { protected: r.privacy.protected } : {}),
      ...(isObj(r.verification) && 'verified' in r.verification
        ? { verified: r.verification.verified }
        : {}),
      // The profile's link: X shortens `url` to t.co; the address itself is in `entities`.
      expanded_url: firstOf(at(legacy, 'entities.url.urls'))?.expanded_url,
    };
  }
  // A record submitted as X's v1.1 / v2 user object (POST /api/storeAccount).
  return findObject(body, FLAT_USER_PATHS, hasName);
}

/** 'Twitter for iPhone' from `<a href="…">Twitter for iPhone</a>`. */
const sourceName = (s: string | null) => s?.replace(/<[^>]*>/g, '').trim() || null;

export function parseTwitterUser(body: unknown): ParsedUser<TwitterUser> | null {
  const found = userRecord(body);
  if (!found) return null;
  const u = parseVendor(vendorUser, found, 'twitter');
  const username = ident.safeParse(first(u.screen_name, u.username)).data;
  if (!username) return null;
  // A paid blue check is X's "verified" today; `legacy.verified` (the old badge) is false then.
  const verified =
    u.verified === null && u.is_blue_verified === null
      ? null
      : Boolean(u.verified || u.is_blue_verified);
  const user: TwitterUser = {
    // `rest_id` is what the tweets call takes; GraphQL's `id` is base64 of "User:<rest_id>".
    id: first(u.rest_id, u.id_str, u.id),
    username,
    name: u.name || null,
    avatarUrl: first(u.profile_image_url_https, u.profile_image_url),
    followers: u.followers_count,
    following: u.friends_count,
    description: u.description || null,
    location: u.location || null,
    isVerified: verified ?? false,
    isPrivate: u.protected ?? false,
    createdAt: u.created_at,
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
      externalUrl: first(u.expanded_url, u.url),
      followers: user.followers,
      following: user.following,
      posts: u.statuses_count,
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

/** A tweet result, unwrapped from `TweetWithVisibilityResults`; none for tombstones. */
function tweetOf(itemContent: unknown): Obj | undefined {
  let r = at(itemContent, 'tweet_results.result');
  if (isObj(r) && r.__typename === 'TweetWithVisibilityResults') r = r.tweet;
  return isObj(r) && isObj(r.legacy) ? r : undefined;
}

/** The tweets of one timeline entry: a single tweet, or a module's (a conversation's) items. */
function entryTweets(entry: unknown): Obj[] {
  const content = at(entry, 'content');
  const single = tweetOf(at(content, 'itemContent'));
  if (single) return [single];
  const items = at(content, 'items');
  if (!Array.isArray(items)) return [];
  return items.flatMap((i) => {
    const t = tweetOf(at(i, 'item.itemContent'));
    return t ? [t] : [];
  });
}

/**
 * The text as the activity statistics should see it: X replaces every link with a t.co address,
 * and attached pictures too; the links become the addresses they stand for and the pictures'
 * t.co addresses are removed (a photo is not a link out).
 */
function tweetText(fullText: string, legacy: Obj): string {
  let out = fullText;
  const media = at(legacy, 'entities.media');
  for (const m of Array.isArray(media) ? media : []) {
    const url = at(m, 'url');
    if (typeof url === 'string' && url) out = out.replaceAll(url, '');
  }
  const urls = at(legacy, 'entities.urls');
  for (const u of Array.isArray(urls) ? urls : []) {
    const url = at(u, 'url');
    const expanded = at(u, 'expanded_url');
    if (typeof url === 'string' && url && typeof expanded === 'string') {
      out = out.replaceAll(url, expanded);
    }
  }
  return out.trim();
}

/**
 * The tweets of a timeline reply: X GraphQL `UserTweets`,
 * `user.result.timeline(_v2).timeline.instructions[]` (with or without X's outer `data`), each
 * instruction's `entries` (or a pinned `entry`). A reply with no user is not found; one whose
 * user has no readable timeline is a bad reply (never "no posts").
 */
export function parseTwitterPosts(body: unknown): PostReading[] | null {
  const user = USER_RESULT_PATHS.map((p) => at(body, p)).find(isObj);
  if (!user || Object.keys(user).length === 0) return null;
  const instructions =
    at(user, 'timeline_v2.timeline.instructions') ?? at(user, 'timeline.timeline.instructions');
  if (!Array.isArray(instructions)) throw badReply('twitter');
  const seen = new Set<string>();
  const posts: PostReading[] = [];
  for (const instruction of instructions) {
    const entries = at(instruction, 'entries');
    const list = Array.isArray(entries)
      ? entries
      : isObj(at(instruction, 'entry'))
        ? [at(instruction, 'entry')]
        : [];
    for (const tweet of list.flatMap(entryTweets)) {
      const legacy = tweet.legacy as Obj;
      const t = parseVendor(
        vendorTweet,
        {
          ...legacy,
          rest_id: tweet.rest_id,
          source: tweet.source ?? legacy.source,
          views: at(tweet, 'views.count'),
        },
        'twitter',
      );
      const full = first(t.full_text, t.text);
      if (full === null) continue;
      const id = first(t.rest_id, t.id_str);
      if (id !== null) {
        // A pinned tweet comes twice (pin entry and timeline).
        if (seen.has(id)) continue;
        seen.add(id);
      }
      const postText = tweetText(full, legacy);
      posts.push({
        id,
        text: postText,
        postedAt: t.created_at,
        likes: t.favorite_count,
        reposts: t.retweet_count,
        comments: t.reply_count,
        views: t.views,
        // X leaves these keys out of a tweet that is no retweet / no reply.
        isRepost: isObj(legacy.retweeted_status_result),
        isReply: typeof legacy.in_reply_to_status_id_str === 'string',
        // The client's name without X's link around it, so automation clients can be told apart.
        source: sourceName(t.source),
        // A tweet is text first: whether it is "one picture" says nothing about the account.
        nonImage: null,
        hasLocation: null,
        hashtags: hashtagsOf(postText),
      });
    }
  }
  return posts;
}

export const normalizeTwitter = userNormalizer(parseTwitterUser);

export function createTwitterProvider(
  client: ProviderClient,
  paths: TwitterPaths = twitterPaths,
): TwitterProvider {
  const call = vendorCall(client, 'twitter');
  return {
    async profile(username) {
      const { raw } = await call({ method: 'GET', path: paths.profile, query: { username } });
      return profileFound(raw, parseTwitterUser(raw), call.message);
    },

    async posts(userId) {
      const { raw } = await call({
        method: 'GET',
        path: paths.posts,
        query: { user_id: userId, count: TWITTER_POSTS_COUNT },
      });
      const posts = call.found(parseTwitterPosts(raw));
      const data = posts.map((p) => ({ id: p.id, text: p.text, createdAt: p.postedAt }));
      return { data, raw, posts };
    },
  };
}
