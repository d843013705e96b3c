import {
  lookupMessages,
  type InstagramCommunityReply,
  type InstagramPost,
  type InstagramUser,
} from '@vigil/shared';
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
  profileFound,
  reading,
  unknownFacts,
  userNormalizer,
  type AccountReading,
  type Fetched,
  type FetchedPosts,
  type FetchedProfile,
  type ParsedUser,
  type PostReading,
} from './social-provider';

/** Instagram calls (spec 001 §7): info by username, id or URL; posts; community by cid or url. */
export type InstagramProvider = {
  profile: (usernameOrIdOrUrl: string) => Promise<FetchedProfile<InstagramUser>>;
  posts: (usernameOrIdOrUrl: string) => Promise<FetchedPosts<InstagramPost[]>>;
  community: (q: {
    cid?: string;
    url?: string;
  }) => Promise<Fetched<InstagramCommunityReply['data']>>;
  /**
   * One page of an account's followers (newest first) from `cursor` (null: the first page):
   * each follower's facts, the account's follower count as the list reports it, and the next
   * page's cursor (null after the last).
   */
  followers: (username: string, cursor: string | null) => Promise<FollowerPage>;
};

/** A page of a follower list. */
export type FollowerPage = {
  total: number | null;
  accounts: AccountReading[];
  next: string | null;
};

/** The vendor paths (configuration: `RAPIDAPI_PATH_INSTAGRAM_*`). */
export type InstagramPaths = { info: string; posts: string; community: string; followers: string };

/** The defaults on instagram-scraper-api2 (`/v1/info` is evidenced; the others are as configured before). */
export const instagramPaths: InstagramPaths = {
  info: '/v1/info',
  posts: '/v1.2/posts',
  community: '/v1/community',
  followers: '/v1/followers',
};

/** The photo-sharing user (spec 001 §3) plus the flags the social-profile screen shows. */
const vendorUser = z.object({
  id: z.unknown().optional(),
  pk: z.unknown().optional(),
  username: ident,
  full_name: text,
  profile_picture: safeUrl,
  profile_pic_url_hd: safeUrl,
  profile_pic_url: safeUrl,
  /** The full-size picture (`profile_pic_url` is 150 px). */
  hd_profile_pic_url_info: z.object({ url: safeUrl }).optional().catch(undefined),
  has_anonymous_profile_picture: flag,
  follower_count: count,
  following_count: count,
  media_count: count,
  biography: text,
  external_url: safeUrl,
  /** The links under the bio; the first stands in when `external_url` is missing. */
  bio_links: z
    .array(z.object({ url: safeUrl }).catch({ url: null }))
    .optional()
    .catch(undefined),
  location: text,
  city_name: text,
  created_time: iso,
  /**
   * With `include_about=true`: when the account joined (seconds, the first of that month) and
   * the country it is based in. The reply has no `created_time`: this is the account's age.
   */
  about: z.object({ date_joined_as_timestamp: iso, country: text }).optional().catch(undefined),
  is_verified: flag,
  is_private: flag,
});

/** A post of the v1.2/posts reply (Instagram's private-API media item). */
const vendorPost = z.object({
  taken_at: iso,
  like_count: count,
  comment_count: count,
  play_count: count,
  view_count: count,
  /** 1 a picture, 2 a video, 8 a carousel (an album). */
  media_type: count,
  /** 'clips' for a reel, 'carousel_container', 'feed', 'igtv'. */
  product_type: text,
});

/** Instagram's media types: one picture, a video, an album. */
const MEDIA_IMAGE = 1;
const MEDIA_KINDS = new Set([1, 2, 8]);

/**
 * Whether a post is something other than one picture: a video, a reel, an album. Null when the
 * item says neither (an unknown type is not a picture).
 */
function nonImage(p: { media_type: number | null; product_type: string | null }): boolean | null {
  if (p.product_type === 'clips' || p.product_type === 'igtv') return true;
  if (p.media_type === null || !MEDIA_KINDS.has(p.media_type)) return null;
  return p.media_type !== MEDIA_IMAGE;
}

/**
 * Whether a post is tagged with a place: the media item's `location` object. The private API
 * leaves the key out of an untagged item (one with a `media_type`), so there a missing key is
 * "no place"; in any other shape a missing key is unknown.
 */
function hasLocation(item: Obj): boolean | null {
  if (isObj(item.location)) return true;
  if (item.location === null) return false;
  return item.location === undefined && item.media_type !== undefined ? false : null;
}

const USER_PATHS = ['data.user', 'data', 'user', ''];
const hasUsername = (o: Obj) => typeof o.username === 'string' || typeof o.username === 'number';

export function parseInstagramUser(body: unknown): ParsedUser<InstagramUser> | null {
  const found = findObject(body, USER_PATHS, hasUsername);
  if (!found) return null;
  const u = parseVendor(vendorUser, found, 'instagram');
  const createdAt = first(u.about?.date_joined_as_timestamp, u.created_time);
  const externalUrl = first(u.external_url, ...(u.bio_links ?? []).map((l) => l.url));
  const user: InstagramUser = {
    id: first(text.parse(u.id), text.parse(u.pk)) ?? u.username,
    username: u.username,
    fullName: u.full_name,
    profilePictureUrl: first(
      u.hd_profile_pic_url_info?.url,
      u.profile_pic_url_hd,
      u.profile_picture,
      u.profile_pic_url,
    ),
    followers: u.follower_count,
    following: u.following_count,
    biography: u.biography,
    location: first(u.location, u.city_name, u.about?.country),
    createdAt,
    isVerified: u.is_verified ?? false,
    isPrivate: u.is_private ?? false,
  };
  const account = reading({
    identity: u.username,
    externalId: user.id,
    avatarUrl: user.profilePictureUrl,
    raw: body,
    facts: {
      ...unknownFacts('instagram', u.username),
      displayName: u.full_name,
      bio: u.biography,
      externalUrl,
      followers: u.follower_count,
      following: u.following_count,
      posts: u.media_count,
      verified: u.is_verified,
      private: u.is_private,
      hasProfilePicture:
        u.has_anonymous_profile_picture === null ? null : !u.has_anonymous_profile_picture,
      createdAt,
    },
  });
  return { user, account };
}

function caption(item: Obj): string {
  const c = item.caption;
  if (typeof c === 'string') return c;
  if (isObj(c) && typeof c.text === 'string') return c.text;
  const edge = at(item, 'edge_media_to_caption.edges');
  if (Array.isArray(edge) && isObj(edge[0])) return text.parse(at(edge[0], 'node.text')) ?? '';
  return '';
}

function image(item: Obj): string | null {
  const versions = at(item, 'image_versions.items') ?? at(item, 'image_versions2.candidates');
  const firstVersion = Array.isArray(versions) ? at(versions[0], 'url') : undefined;
  return first(
    safeUrl.parse(item.image_url),
    safeUrl.parse(item.display_url),
    safeUrl.parse(item.thumbnail_url),
    safeUrl.parse(firstVersion),
  );
}

/** Posts with their image (the screen) and what is stored; Instagram has no reposts or replies. */
export function parseInstagramPosts(body: unknown): (PostReading & { imageUrl: string | null })[] {
  const items = findArray(
    body,
    ['data.items', 'items', 'data.posts', 'posts', 'data', ''],
    'instagram',
  );
  return items.map((item) => {
    const p = parseVendor(vendorPost, item, 'instagram');
    const body = caption(item);
    return {
      id: first(text.parse(item.id), text.parse(item.code), text.parse(item.pk)),
      imageUrl: image(item),
      text: body,
      postedAt: p.taken_at,
      likes: p.like_count,
      reposts: null,
      comments: p.comment_count,
      views: first(p.play_count, p.view_count),
      isRepost: null,
      isReply: null,
      source: null,
      nonImage: nonImage(p),
      hasLocation: hasLocation(item),
      hashtags: hashtagsOf(body),
    };
  });
}

export const normalizeInstagram = userNormalizer(parseInstagramUser);

export function createInstagramProvider(
  client: ProviderClient,
  paths: InstagramPaths = instagramPaths,
): InstagramProvider {
  const call = vendorCall(client, 'instagram');
  return {
    async profile(username) {
      const { raw } = await call({
        method: 'GET',
        path: paths.info,
        // `about` (date joined, country) comes only when asked for: the account's age.
        query: { username_or_id_or_url: username, include_about: 'true' },
      });
      return profileFound(raw, parseInstagramUser(raw), call.message);
    },

    async posts(username) {
      const { raw } = await call({
        method: 'GET',
        path: paths.posts,
        query: { username_or_id_or_url: username },
      });
      const posts = parseInstagramPosts(raw);
      const data = posts.map((p) => ({ id: p.id, imageUrl: p.imageUrl, caption: p.text }));
      return { data, raw, posts };
    },

    async followers(username, cursor) {
      const { body } = await call({
        method: 'GET',
        path: paths.followers,
        query: {
          username_or_id_or_url: username,
          ...(cursor === null ? {} : { pagination_token: cursor }),
        },
      });
      const items = findArray(body, ['data.items', 'items', 'data'], 'instagram');
      const accounts = items.flatMap((item) => parseInstagramUser(item)?.account ?? []);
      const total = count.parse(at(body, 'data.count') ?? at(body, 'count') ?? null);
      const token = at(body, 'pagination_token') ?? at(body, 'data.pagination_token');
      const next = typeof token === 'string' && token !== '' ? token : null;
      return { total, accounts, next };
    },

    async community(q) {
      const { raw, body } = await call(
        {
          method: 'GET',
          path: paths.community,
          query: q.cid ? { cid: q.cid } : { url: q.url },
        },
        lookupMessages.notFound.instagramCommunity,
      );
      const empty = Array.isArray(body) ? body.length === 0 : Object.keys(body).length === 0;
      if (empty) throw notFound(lookupMessages.notFound.instagramCommunity);
      // Shown raw as formatted JSON (spec 001 §2): the one vendor payload a screen receives.
      return { data: body as InstagramCommunityReply['data'], raw };
    },
  };
}
