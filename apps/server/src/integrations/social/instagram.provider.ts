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
  reading,
  unknownFacts,
  type AccountReading,
  type Fetched,
  type FetchedPosts,
  type FetchedProfile,
  type PostReading,
  type StoredNormalizer,
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

export const instagramPaths = {
  info: '/v1/info',
  posts: '/v1.2/posts',
  community: '/v1/community',
  followers: '/v1/followers',
} as const;

/** The photo-sharing user (spec 001 §3) plus the flags the social-profile screen shows. */
const vendorUser = z.object({
  id: z.unknown().optional(),
  pk: z.unknown().optional(),
  username: ident,
  full_name: text,
  profile_picture: safeUrl,
  profile_pic_url_hd: safeUrl,
  profile_pic_url: safeUrl,
  has_anonymous_profile_picture: flag,
  follower_count: count,
  following_count: count,
  media_count: count,
  biography: text,
  external_url: safeUrl,
  location: text,
  city_name: text,
  created_time: iso,
  is_verified: flag,
  is_private: flag,
});

/** A post of the v1.2/posts reply. */
const vendorPost = z.object({
  taken_at: iso,
  like_count: count,
  play_count: count,
  view_count: count,
});

const USER_PATHS = ['data.user', 'data', 'user', ''];
const hasUsername = (o: Obj) => typeof o.username === 'string' || typeof o.username === 'number';

export function parseInstagramUser(
  body: unknown,
): { user: InstagramUser; account: AccountReading[] } | null {
  const found = findObject(body, USER_PATHS, hasUsername);
  if (!found) return null;
  const u = parseVendor(vendorUser, found, 'instagram');
  const user: InstagramUser = {
    id: first(text.parse(u.id), text.parse(u.pk)) ?? u.username,
    username: u.username,
    fullName: u.full_name,
    profilePictureUrl: first(u.profile_picture, u.profile_pic_url_hd, u.profile_pic_url),
    followers: u.follower_count,
    following: u.following_count,
    biography: u.biography,
    location: first(u.location, u.city_name),
    createdAt: u.created_time,
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
      externalUrl: u.external_url,
      followers: u.follower_count,
      following: u.following_count,
      posts: u.media_count,
      verified: u.is_verified,
      private: u.is_private,
      hasProfilePicture:
        u.has_anonymous_profile_picture === null ? null : !u.has_anonymous_profile_picture,
      createdAt: u.created_time,
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
      views: first(p.play_count, p.view_count),
      isRepost: null,
      isReply: null,
      source: null,
      hashtags: hashtagsOf(body),
    };
  });
}

export const normalizeInstagram: StoredNormalizer = (raw) => parseInstagramUser(raw)?.account ?? [];

export function createInstagramProvider(client: ProviderClient): InstagramProvider {
  const call = vendorCall(client, 'instagram');
  const messages = lookupMessages.notFound;
  return {
    async profile(username) {
      const { raw } = await call(
        { method: 'GET', path: instagramPaths.info, query: { username_or_id_or_url: username } },
        messages.instagram,
      );
      const parsed = parseInstagramUser(raw);
      if (!parsed) throw notFound(messages.instagram);
      return { data: parsed.user, raw, accounts: parsed.account };
    },

    async posts(username) {
      const { raw } = await call(
        { method: 'GET', path: instagramPaths.posts, query: { username_or_id_or_url: username } },
        messages.instagram,
      );
      const posts = parseInstagramPosts(raw);
      const data = posts.map((p) => ({ id: p.id, imageUrl: p.imageUrl, caption: p.text }));
      return { data, raw, posts };
    },

    async followers(username, cursor) {
      const { body } = await call(
        {
          method: 'GET',
          path: instagramPaths.followers,
          query: {
            username_or_id_or_url: username,
            ...(cursor === null ? {} : { pagination_token: cursor }),
          },
        },
        messages.instagram,
      );
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
          path: instagramPaths.community,
          query: q.cid ? { cid: q.cid } : { url: q.url },
        },
        messages.instagramCommunity,
      );
      const empty = Array.isArray(body) ? body.length === 0 : Object.keys(body).length === 0;
      if (empty) throw notFound(messages.instagramCommunity);
      // Shown raw as formatted JSON (spec 001 §2): the one vendor payload a screen receives.
      return { data: body as InstagramCommunityReply['data'], raw };
    },
  };
}
