import {
  lookupMessages,
  sanitizeHtml,
  type TruthsocialPost,
  type TruthsocialUser,
} from '@vigil/shared';
import { z } from 'zod';
import {
  count,
  findArray,
  findObject,
  flag,
  ident,
  isObj,
  iso,
  lenientUrl,
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
  type FetchedPosts,
  type FetchedProfile,
  type ParsedUser,
  type PostReading,
} from './social-provider';

/**
 * Truth Social calls on truth-social-api (see ./README.md): the account by username, and its
 * statuses by the account id the first call gives. Both reply with Mastodon's shapes.
 */
export type TruthsocialProvider = {
  profile: (username: string) => Promise<FetchedProfile<TruthsocialUser>>;
  posts: (id: string) => Promise<FetchedPosts<TruthsocialPost[]>>;
};

/**
 * A value as one path segment. '.' and '..' (also percent-encoded) would be resolved by URL
 * parsing and reach another path on the provider host with our key: they are not found.
 */
function segment(value: string): string {
  if (/^(?:\.|%2e){1,2}$/i.test(value)) throw notFound(lookupMessages.notFound.truthsocial);
  return encodeURIComponent(value);
}

/**
 * The paths on the Truth Social vendor's host (configurable: `RAPIDAPI_PATH_TRUTHSOCIAL_*`),
 * templates with `{username}` / `{id}` for the value asked; a query part is kept.
 */
export type TruthsocialPaths = { profile: string; posts: string };

/**
 * The configured paths. The only public call of this wrapper found uses
 * `/users/{username}/feed?limit=20`, by username; the posts screen asks by account id, so the id
 * path stays the default (docs/decisions/lookups.md).
 */
export const truthsocialPaths: TruthsocialPaths = {
  profile: '/users/{username}',
  posts: '/users/{id}/posts',
};

/** A path template with its one placeholder filled (as one encoded segment). */
export const fillPath = (template: string, name: 'username' | 'id', value: string) =>
  template.replaceAll(`{${name}}`, segment(value));

/** Truth Social profile response (spec 001 §3; Mastodon account fields). */
const vendorUser = z.object({
  id: ident,
  username: ident,
  display_name: text,
  note: text,
  avatar: safeUrl,
  header: safeUrl,
  created_at: iso,
  last_status_at: iso,
  followers_count: count,
  following_count: count,
  statuses_count: count,
  // Truth Social keeps the website as typed: "www.example.org" is a link, not nothing.
  website: lenientUrl,
  verified: flag,
  locked: flag,
});
/** A status (Mastodon): `reblog` and `in_reply_to_id` are present, null when not one. */
const vendorPost = z.object({
  id: text,
  content: text,
  created_at: iso,
  favourites_count: count,
  reblogs_count: count,
  replies_count: count,
  application: z.object({ name: text }).catch({ name: null }).optional(),
  media_attachments: z
    .array(z.object({ type: text }).catch({ type: null }))
    .optional()
    .catch(undefined),
});

/**
 * Whether a status's media are something other than one picture (a video, a GIF, several
 * attachments); null for a status without media (text is no picture and no video) or without
 * the list.
 */
function nonImage(media: { type: string | null }[] | undefined): boolean | null {
  if (!media || media.length === 0) return null;
  if (media.length > 1) return true;
  const type = media[0]!.type;
  return type === null ? null : type !== 'image';
}

const hasAccount = (o: Obj) => typeof o.username === 'string' && o.id !== undefined;

/** Mastodon's default avatar, served for every account without a picture of its own. */
const DEFAULT_AVATAR = /\/avatars\/original\/missing\.png$/;

export function parseTruthsocialUser(body: unknown): ParsedUser<TruthsocialUser> | null {
  const found = findObject(body, ['data', 'user', ''], hasAccount);
  if (!found) return null;
  const u = parseVendor(vendorUser, found, 'truthsocial');
  const noteHtml = sanitizeHtml(u.note ?? '');
  const user: TruthsocialUser = {
    id: u.id,
    username: u.username,
    displayName: u.display_name,
    noteHtml,
    avatarUrl: u.avatar,
    headerUrl: u.header,
    createdAt: u.created_at,
    lastStatusAt: u.last_status_at,
    followers: u.followers_count,
    following: u.following_count,
    postsCount: u.statuses_count,
    website: u.website,
  };
  const bio = htmlText(noteHtml);
  const account = reading({
    identity: u.username,
    externalId: u.id,
    avatarUrl: u.avatar,
    raw: body,
    facts: {
      ...unknownFacts('truthsocial', u.username),
      displayName: u.display_name,
      bio: bio || null,
      externalUrl: u.website,
      followers: u.followers_count,
      following: u.following_count,
      posts: u.statuses_count,
      verified: u.verified,
      private: u.locked,
      hasProfilePicture: u.avatar === null ? null : !DEFAULT_AVATAR.test(u.avatar),
      createdAt: u.created_at,
    },
  });
  return { user, account };
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The text of sanitized HTML: block ends become spaces, inline tags vanish (Mastodon splits a
 * link's text over spans: `<span>https://</span><span>x.com</span>` reads `https://x.com`),
 * entities are decoded.
 */
export const htmlText = (html: string) =>
  html
    .replace(/<br\s*\/?>|<\/(?:p|li|blockquote|pre)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();

export function parseTruthsocialPosts(body: unknown): (PostReading & { contentHtml: string })[] {
  const items = findArray(body, ['posts', 'data.posts', 'data', ''], 'truthsocial');
  return items.map((item) => {
    const p = parseVendor(vendorPost, item, 'truthsocial');
    const contentHtml = sanitizeHtml(p.content ?? '');
    const plain = htmlText(contentHtml);
    return {
      id: p.id,
      contentHtml,
      text: plain,
      postedAt: p.created_at,
      likes: p.favourites_count,
      reposts: p.reblogs_count,
      comments: p.replies_count,
      views: null,
      isRepost: 'reblog' in item ? isObj(item.reblog) : null,
      isReply: 'in_reply_to_id' in item ? item.in_reply_to_id != null : null,
      source: p.application?.name ?? null,
      nonImage: nonImage(p.media_attachments),
      hasLocation: null,
      hashtags: hashtagsOf(plain),
    };
  });
}

/** A filled path with a query part (`/users/x/feed?limit=20`) as path and query. */
function split(pathAndQuery: string): { path: string; query?: Record<string, string> } {
  const q = pathAndQuery.indexOf('?');
  if (q < 0) return { path: pathAndQuery };
  return {
    path: pathAndQuery.slice(0, q),
    query: Object.fromEntries(new URLSearchParams(pathAndQuery.slice(q + 1))),
  };
}

export const normalizeTruthsocial = userNormalizer(parseTruthsocialUser);

export function createTruthsocialProvider(
  client: ProviderClient,
  paths: TruthsocialPaths = truthsocialPaths,
): TruthsocialProvider {
  const call = vendorCall(client, 'truthsocial');
  return {
    async profile(username) {
      const { raw } = await call({
        method: 'GET',
        ...split(fillPath(paths.profile, 'username', username)),
      });
      return profileFound(raw, parseTruthsocialUser(raw), call.message);
    },

    async posts(id) {
      const { raw } = await call({ method: 'GET', ...split(fillPath(paths.posts, 'id', id)) });
      const posts = parseTruthsocialPosts(raw);
      const data = posts.map((p): TruthsocialPost => ({
        id: p.id,
        contentHtml: p.contentHtml,
        createdAt: p.postedAt,
      }));
      return { data, raw, posts };
    },
  };
}
