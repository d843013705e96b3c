import {
  UNKNOWN_LOCATION,
  type TiktokPost,
  type TiktokUser,
  type TiktokUserSummary,
} from '@vigil/shared';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
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
  type Fetched,
  type FetchedPosts,
  type FetchedProfile,
  type ParsedUser,
  type PostReading,
  type StoredNormalizer,
} from './social-provider';

/**
 * TikTok calls (spec 001 §7, §9) on tiktok-api23: the profile (info-with-region for age and
 * region, info for the exact counts), posts (35, cursor 0), followers/followings (50).
 */
export type TiktokProvider = {
  profile: (uniqueId: string) => Promise<FetchedProfile<TiktokUser>>;
  posts: (secUid: string) => Promise<FetchedPosts<TiktokPost[]>>;
  followers: (secUid: string) => Promise<Fetched<TiktokUserSummary[]>>;
  followings: (secUid: string) => Promise<Fetched<TiktokUserSummary[]>>;
};

/** The vendor paths (configuration: `RAPIDAPI_PATH_TIKTOK_*`). */
export type TiktokPaths = {
  /** `user.createTime` and `user.region` (the plain info path has neither). */
  profile: string;
  /** The exact counts (`statsV2`), which info-with-region does not carry. */
  stats: string;
  posts: string;
  followers: string;
  followings: string;
};

/** The defaults: the paths the vendor's shape document shows (test/provider-replies). */
export const tiktokPaths: TiktokPaths = {
  profile: '/api/user/info-with-region',
  stats: '/api/user/info',
  posts: '/api/user/posts',
  followers: '/api/user/followers',
  followings: '/api/user/followings',
};

export const TIKTOK_POSTS_COUNT = 35;
export const TIKTOK_USERS_COUNT = 50;
/** TikTok's "Profile user is hiding following list" (HTTP 200 with no list). */
export const TIKTOK_LIST_HIDDEN = 3002060;
/**
 * TikTok web's codes for an account that does not exist (10202) or is banned (10221): the
 * account is not there to look up. Every other non-zero code is the vendor failing.
 */
const TIKTOK_NO_ACCOUNT = new Set([10202, 10221]);

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
    .object({ playCount: count, diggCount: count, shareCount: count, commentCount: count })
    .catch({ playCount: null, diggCount: null, shareCount: null, commentCount: null }),
  /** The same counts exact, as strings (`stats` is display-rounded: 1300000 for 1,296,417). */
  statsV2: z
    .object({ playCount: count, diggCount: count, shareCount: count, commentCount: count })
    .catch({ playCount: null, diggCount: null, shareCount: null, commentCount: null }),
});

/**
 * TikTok's own status (`status_code`, also `statusCode`), next to HTTP 200: 0 is success, any
 * other value an error even when the HTTP status says OK. Null when the reply has none.
 */
export function tiktokStatus(body: unknown): { code: number; message: string } | null {
  for (const path of ['status_code', 'statusCode', 'data.status_code', 'data.statusCode']) {
    const v = at(body, path);
    const code =
      typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : null;
    if (code !== null && code !== 0) {
      const msg = text.parse(at(body, 'status_msg') ?? at(body, 'data.status_msg') ?? null);
      return { code, message: msg ?? '' };
    }
  }
  return null;
}

const INFO_PATHS = ['data.userInfo', 'userInfo', 'data'];
const hasUser = (o: Obj) =>
  isObj(o.user) && (typeof o.user.uniqueId === 'string' || typeof o.user.uniqueId === 'number');
/** Region codes are ISO 3166-1 alpha-2; anything else counts as no region. */
const regionCode = (r: string | null) =>
  r && /^[A-Za-z]{2}$/.test(r.trim()) ? r.trim().toUpperCase() : null;

/** One count: the exact `statsV2` string when the reply has it, else the rounded `stats` number. */
type TiktokStats = z.output<typeof vendorStats>;
function exactStats(info: Obj | undefined): TiktokStats | null {
  if (!info) return null;
  const v2 = isObj(info.statsV2) ? parseVendor(vendorStats, info.statsV2, 'tiktok') : null;
  const v1 = isObj(info.stats) ? parseVendor(vendorStats, info.stats, 'tiktok') : null;
  if (!v1 && !v2) return null;
  const pick = (k: keyof TiktokStats) => first(v2?.[k], v1?.[k]);
  return {
    followerCount: pick('followerCount'),
    followingCount: pick('followingCount'),
    heartCount: pick('heartCount'),
    heart: pick('heart'),
    videoCount: pick('videoCount'),
    diggCount: pick('diggCount'),
  };
}

/**
 * The profile from the info-with-region reply (`regionBody`: age, region, bio link) and the info
 * reply (`infoBody`: the counts), either of which may be missing (null). Fields come from the
 * first reply that states them; the info reply counts only when it is the same account.
 */
export function parseTiktokUser(
  regionBody: unknown,
  infoBody: unknown = null,
): ParsedUser<TiktokUser> | null {
  const withRegion = findObject(regionBody, INFO_PATHS, hasUser);
  const infoFound = findObject(infoBody, INFO_PATHS, hasUser);
  const primary = withRegion ?? infoFound;
  if (!primary) return null;
  const u = parseVendor(vendorUser, primary.user, 'tiktok');
  const other = withRegion && infoFound ? vendorUser.safeParse(infoFound.user).data : undefined;
  const info =
    other && other.uniqueId.toLowerCase() === u.uniqueId.toLowerCase() ? infoFound : undefined;
  const o = info ? other : undefined;
  const none: TiktokStats = {
    followerCount: null,
    followingCount: null,
    heartCount: null,
    heart: null,
    videoCount: null,
    diggCount: null,
  };
  const s = exactStats(primary) ?? exactStats(info) ?? none;
  const region = regionCode(u.region);
  const avatarUrl = first(u.avatarLarger, o?.avatarLarger, u.avatarMedium, u.avatarThumb);
  const verified = first(u.verified, o?.verified);
  const secUid = first(u.secUid || null, o?.secUid || null);
  const user: TiktokUser = {
    id: first(u.id, o?.id),
    uniqueId: u.uniqueId,
    nickname: first(u.nickname, o?.nickname),
    signature: first(u.signature, o?.signature),
    avatarUrl,
    secUid,
    region,
    location: region ?? UNKNOWN_LOCATION,
    followers: s.followerCount,
    following: s.followingCount,
    likes: first(s.heartCount, s.heart),
    videos: s.videoCount,
    verified: verified ?? false,
    createdAt: u.createTime,
  };
  const raw =
    regionBody !== null && infoBody !== null
      ? { profile: regionBody, stats: infoBody }
      : (regionBody ?? infoBody);
  const account = reading({
    identity: u.uniqueId,
    externalId: secUid,
    avatarUrl,
    raw,
    facts: {
      ...unknownFacts('tiktok', u.uniqueId),
      displayName: user.nickname,
      bio: user.signature,
      externalUrl: u.bioLink?.link ?? null,
      followers: s.followerCount,
      following: s.followingCount,
      posts: s.videoCount,
      likesGiven: s.diggCount,
      verified,
      private: first(u.privateAccount, o?.privateAccount),
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
      likes: first(p.statsV2.diggCount, p.stats.diggCount),
      reposts: first(p.statsV2.shareCount, p.stats.shareCount),
      comments: first(p.statsV2.commentCount, p.stats.commentCount),
      views: first(p.statsV2.playCount, p.stats.playCount),
      isRepost: null,
      isReply: null,
      source: null,
      // Every TikTok post is a video: the share would say nothing about the account.
      nonImage: null,
      hasLocation: null,
      hashtags: hashtagsOf(description),
    };
  });
}

/** A follower or following: TikTok's app shape (snake_case) or the web shape (camelCase). */
const vendorListUser = z.object({
  unique_id: text,
  uniqueId: text,
  nickname: text,
  sec_uid: text,
  secUid: text,
  follower_count: count,
  avatar_larger: z
    .object({ url_list: z.array(z.unknown()) })
    .optional()
    .catch(undefined),
  avatar_thumb: z
    .object({ url_list: z.array(z.unknown()) })
    .optional()
    .catch(undefined),
  avatarLarger: safeUrl,
});

function summary(entry: Obj): TiktokUserSummary | null {
  const userObj = isObj(entry.user) ? entry.user : entry;
  const r = vendorListUser.safeParse(userObj);
  if (!r.success) return null;
  const u = r.data;
  const uniqueId = first(u.unique_id, u.uniqueId);
  if (!uniqueId) return null;
  const stats = isObj(entry.stats) ? vendorStats.safeParse(entry.stats) : null;
  return {
    uniqueId,
    nickname: u.nickname,
    avatarUrl: first(
      safeUrl.parse(u.avatar_larger?.url_list[0]),
      u.avatarLarger,
      safeUrl.parse(u.avatar_thumb?.url_list[0]),
    ),
    secUid: first(u.sec_uid, u.secUid) || null,
    followers: first(u.follower_count, stats?.success ? stats.data.followerCount : null),
  };
}

/** A reply whose TikTok status is not 0 is an error, whatever its HTTP status said. */
function failOnStatus(body: unknown, notFoundMessage: string, list?: 'followers' | 'followings') {
  const status = tiktokStatus(body);
  if (!status) return;
  if (list && status.code === TIKTOK_LIST_HIDDEN) {
    throw new AppError(
      'PROVIDER_LIST_HIDDEN',
      `This TikTok account hides its ${list === 'followers' ? 'follower' : 'following'} list.`,
    );
  }
  if (!list && TIKTOK_NO_ACCOUNT.has(status.code)) throw notFound(notFoundMessage);
  throw new AppError(
    'UPSTREAM_UNAVAILABLE',
    `The TikTok data provider reported an error (${status.code}${status.message ? `: ${status.message}` : ''}). Please try again later.`,
  );
}

export const normalizeTiktok: StoredNormalizer = (raw) => {
  // A lookup stores both replies of the profile ({profile, stats}); a caller may store one.
  if (isObj(raw) && 'profile' in raw && 'stats' in raw) {
    return parseTiktokUser(raw.profile, raw.stats)?.account ?? [];
  }
  return parseTiktokUser(raw)?.account ?? [];
};

export function createTiktokProvider(
  client: ProviderClient,
  paths: TiktokPaths = tiktokPaths,
): TiktokProvider {
  const call = vendorCall(client, 'tiktok');
  const users = async (list: 'followers' | 'followings', secUid: string) => {
    const { raw } = await call({
      method: 'GET',
      path: paths[list],
      query: { secUid, count: TIKTOK_USERS_COUNT, minCursor: 0, maxCursor: 0 },
    });
    failOnStatus(raw, call.message, list);
    const entries = findArray(
      raw,
      [list, 'followers', 'followings', 'data.userList', 'userList', 'data.users', 'users'],
      'tiktok',
    );
    const data = entries.map(summary).filter((u): u is TiktokUserSummary => u !== null);
    return { data, raw };
  };

  /** One of the two profile replies; an account it does not know is null (the other may). */
  const profileReply = async (path: string, uniqueId: string): Promise<unknown> => {
    try {
      const { raw } = await call({ method: 'GET', path, query: { uniqueId } });
      failOnStatus(raw, call.message);
      return raw;
    } catch (err) {
      if (err instanceof AppError && err.code === 'PROVIDER_NOT_FOUND') return null;
      throw err;
    }
  };

  return {
    async profile(uniqueId) {
      // Both at once: age and region come only with info-with-region, the exact counts only
      // with info, and a lookup should not wait for one after the other.
      const [withRegion, info] = await Promise.all([
        profileReply(paths.profile, uniqueId),
        profileReply(paths.stats, uniqueId),
      ]);
      const parsed = call.found(parseTiktokUser(withRegion, info));
      return {
        data: parsed.user,
        raw: parsed.account[0]?.raw ?? withRegion,
        accounts: parsed.account,
      };
    },

    async posts(secUid) {
      const { raw } = await call({
        method: 'GET',
        path: paths.posts,
        query: { secUid, count: TIKTOK_POSTS_COUNT, cursor: 0 },
      });
      failOnStatus(raw, call.message);
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

    followers: (secUid) => users('followers', secUid),
    followings: (secUid) => users('followings', secUid),
  };
}
