import {
  lookupMessages,
  UNKNOWN_LOCATION,
  type TiktokPost,
  type TiktokUser,
  type TiktokUserSummary,
} from '@vigil/shared';
import { z } from 'zod';
import {
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

/** TikTok calls (spec 001 §7, §9): user/info, user/posts (35, cursor 0), followers/followings (50). */
export type TiktokProvider = {
  profile: (uniqueId: string) => Promise<FetchedProfile<TiktokUser>>;
  posts: (secUid: string) => Promise<FetchedPosts<TiktokPost[]>>;
  followers: (secUid: string) => Promise<Fetched<TiktokUserSummary[]>>;
  followings: (secUid: string) => Promise<Fetched<TiktokUserSummary[]>>;
};

export const tiktokPaths = {
  info: '/api/user/info',
  posts: '/api/user/posts',
  followers: '/api/user/followers',
  followings: '/api/user/followings',
} as const;
export const TIKTOK_POSTS_COUNT = 35;
export const TIKTOK_USERS_COUNT = 50;

/** userInfo.user of the TikTok profile response (spec 001 §3). */
const vendorUser = z.object({
  id: text,
  uniqueId: ident,
  nickname: text,
  signature: text,
  avatarLarger: safeUrl,
  avatarMedium: safeUrl,
  avatarThumb: safeUrl,
  secUid: text,
  region: text,
  createTime: iso,
  verified: flag,
  privateAccount: flag,
  bioLink: z.object({ link: safeUrl }).catch({ link: null }).optional(),
});
/** userInfo.stats. */
const vendorStats = z.object({
  followerCount: count,
  followingCount: count,
  heartCount: count,
  heart: count,
  videoCount: count,
  /** Videos this account liked. */
  diggCount: count,
});

/** An itemList entry (spec 001 §3). */
const vendorItem = z.object({
  id: text,
  desc: text,
  createTime: iso,
  video: z
    .object({ originCover: safeUrl, cover: safeUrl })
    .catch({ originCover: null, cover: null }),
  stats: z
    .object({ playCount: count, diggCount: count, shareCount: count })
    .catch({ playCount: null, diggCount: null, shareCount: null }),
});

const INFO_PATHS = ['data.userInfo', 'userInfo', 'data'];
const hasUser = (o: Obj) =>
  isObj(o.user) && (typeof o.user.uniqueId === 'string' || typeof o.user.uniqueId === 'number');
/** Region codes are ISO 3166-1 alpha-2; anything else counts as no region. */
const regionCode = (r: string | null) =>
  r && /^[A-Za-z]{2}$/.test(r.trim()) ? r.trim().toUpperCase() : null;

export function parseTiktokUser(
  body: unknown,
): { user: TiktokUser; account: AccountReading[] } | null {
  const info = findObject(body, INFO_PATHS, hasUser);
  if (!info) return null;
  const u = parseVendor(vendorUser, info.user, 'tiktok');
  const s = parseVendor(vendorStats, isObj(info.stats) ? info.stats : {}, 'tiktok');
  const region = regionCode(u.region);
  const user: TiktokUser = {
    id: u.id,
    uniqueId: u.uniqueId,
    nickname: u.nickname,
    signature: u.signature,
    avatarUrl: first(u.avatarLarger, u.avatarMedium, u.avatarThumb),
    secUid: u.secUid || null,
    region,
    location: region ?? UNKNOWN_LOCATION,
    followers: s.followerCount,
    following: s.followingCount,
    likes: first(s.heartCount, s.heart),
    videos: s.videoCount,
    verified: u.verified ?? false,
    createdAt: u.createTime,
  };
  const account = reading({
    identity: u.uniqueId,
    externalId: user.secUid,
    avatarUrl: user.avatarUrl,
    raw: body,
    facts: {
      ...unknownFacts('tiktok', u.uniqueId),
      displayName: u.nickname,
      bio: u.signature,
      externalUrl: u.bioLink?.link ?? null,
      followers: s.followerCount,
      following: s.followingCount,
      posts: s.videoCount,
      likesGiven: s.diggCount,
      verified: u.verified,
      private: u.privateAccount,
      createdAt: u.createTime,
    },
  });
  return { user, account };
}

/** Videos with their cover (the screen) and what is stored; TikTok marks no reposts or replies. */
export function parseTiktokPosts(body: unknown): (PostReading & { coverUrl: string | null })[] {
  const items = findArray(body, ['data.itemList', 'itemList', 'data.items'], 'tiktok');
  return items.map((item) => {
    const p = parseVendor(vendorItem, item, 'tiktok');
    const description = p.desc ?? '';
    const coverUrl = first(p.video.originCover, p.video.cover);
    return {
      id: p.id,
      text: description,
      coverUrl,
      imageUrl: coverUrl,
      postedAt: p.createTime,
      likes: p.stats.diggCount,
      reposts: p.stats.shareCount,
      views: p.stats.playCount,
      isRepost: null,
      isReply: null,
      source: null,
      hashtags: hashtagsOf(description),
    };
  });
}

function summary(entry: Obj): TiktokUserSummary | null {
  const userObj = isObj(entry.user) ? entry.user : entry;
  const r = vendorUser.safeParse(userObj);
  if (!r.success) return null;
  const stats = isObj(entry.stats) ? vendorStats.parse(entry.stats) : null;
  return {
    uniqueId: r.data.uniqueId,
    nickname: r.data.nickname,
    avatarUrl: first(r.data.avatarLarger, r.data.avatarMedium, r.data.avatarThumb),
    secUid: r.data.secUid || null,
    followers: stats?.followerCount ?? null,
  };
}

export const normalizeTiktok: StoredNormalizer = (raw) => parseTiktokUser(raw)?.account ?? [];

export function createTiktokProvider(client: ProviderClient): TiktokProvider {
  const call = vendorCall(client, 'tiktok');
  const messages = lookupMessages.notFound;
  const users = async (path: string, secUid: string) => {
    const { raw } = await call(
      {
        method: 'GET',
        path,
        query: { secUid, count: TIKTOK_USERS_COUNT, minCursor: 0, maxCursor: 0 },
      },
      messages.tiktok,
    );
    const list = findArray(raw, ['data.userList', 'userList', 'data.users', 'users'], 'tiktok');
    const data = list.map(summary).filter((u): u is TiktokUserSummary => u !== null);
    return { data, raw };
  };

  return {
    async profile(uniqueId) {
      const { raw } = await call(
        { method: 'GET', path: tiktokPaths.info, query: { uniqueId } },
        messages.tiktok,
      );
      const parsed = parseTiktokUser(raw);
      if (!parsed) throw notFound(messages.tiktok);
      return { data: parsed.user, raw, accounts: parsed.account };
    },

    async posts(secUid) {
      const { raw } = await call(
        {
          method: 'GET',
          path: tiktokPaths.posts,
          query: { secUid, count: TIKTOK_POSTS_COUNT, cursor: 0 },
        },
        messages.tiktok,
      );
      const posts = parseTiktokPosts(raw);
      const data = posts.map((p) => ({
        id: p.id,
        description: p.text,
        coverUrl: p.coverUrl,
        plays: p.views,
        likes: p.likes,
      }));
      return { data, raw, posts };
    },

    followers: (secUid) => users(tiktokPaths.followers, secUid),
    followings: (secUid) => users(tiktokPaths.followings, secUid),
  };
}
