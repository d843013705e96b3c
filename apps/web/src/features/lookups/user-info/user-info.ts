import { useMutation } from '@tanstack/react-query';
import type { AccountAge, FakeEstimateReply, LookupMeta, TagDto } from '@vigil/shared';
import { fetchLookup } from '../api/use-lookup';

/**
 * The platforms the user-info page can look up: those with a user lookup that has a profile,
 * the shared fake estimate and posts. TikTok first: the page's "signature" and post cards with
 * image and stats are TikTok's fields (spec 001 §2, §3).
 */
export const userInfoPlatforms = [
  'tiktok',
  'instagram',
  'twitter',
  'truthsocial',
  'telegram',
] as const;
export type UserInfoPlatform = (typeof userInfoPlatforms)[number];

export type UserInfoQuery = { platform: UserInfoPlatform; username: string };

/** One post card: picture (undefined: the platform has none), text or sanitized HTML, stats. */
export type UserInfoPost = {
  key: string;
  imageUrl?: string | null;
  text: string | null;
  /** Sanitized on the server (Truth Social); the page sanitizes again before rendering. */
  html: string | null;
  likes: number | null;
  plays: number | null;
  views: number | null;
};

/** One platform's profile and posts, in the shape the page shows. */
export type UserInfo = {
  platform: UserInfoPlatform;
  meta: LookupMeta;
  username: string;
  name: string;
  avatarUrl: string | null;
  /** Bio or signature as text. */
  signature: string | null;
  /** Truth Social's note: sanitized HTML. */
  signatureHtml: string | null;
  followers: number | null;
  following: number | null;
  postsCount: number | null;
  likes: number | null;
  createdAt: string | null;
  accountAge: AccountAge;
  /** null: the platform reports none. */
  location: string | null;
  verified: boolean | null;
  website: string | null;
  fake: FakeEstimateReply;
  /** TikTok only (undefined elsewhere); null: not available. */
  locationProbabilityWrong?: number | null;
  tagCloud: TagDto[];
  posts: UserInfoPost[];
  /** The posts call failed: the profile is still shown, without posts. */
  postsFailed: boolean;
};

const metaOf = ({ source, cached, dataAsOf }: LookupMeta): LookupMeta => ({
  source,
  cached,
  dataAsOf,
});

/** Runs a posts call; its failure leaves the profile usable (the posts are marked as failed). */
async function postsOrFailure<T>(call: () => Promise<T>) {
  try {
    return { value: await call(), failed: false } as const;
  } catch {
    return { value: null, failed: true } as const;
  }
}

const fetchers: Record<UserInfoPlatform, (username: string) => Promise<UserInfo>> = {
  async tiktok(username) {
    const p = await fetchLookup('tiktokProfile', { username });
    const u = p.user;
    const secUid = u.secUid;
    const posts = secUid
      ? await postsOrFailure(() => fetchLookup('tiktokPosts', { secUid }))
      : null;
    return {
      platform: 'tiktok',
      meta: metaOf(p),
      username: u.uniqueId,
      name: u.nickname || u.uniqueId,
      avatarUrl: u.avatarUrl,
      signature: u.signature,
      signatureHtml: null,
      followers: u.followers,
      following: u.following,
      postsCount: u.videos,
      likes: u.likes,
      createdAt: u.createdAt,
      accountAge: p.accountAge,
      location: u.region,
      verified: u.verified,
      website: null,
      fake: p.fake,
      locationProbabilityWrong: p.locationProbabilityWrong,
      tagCloud: posts?.value?.tagCloud ?? [],
      posts: (posts?.value?.posts ?? []).map((post, i) => ({
        key: post.id ?? String(i),
        imageUrl: post.coverUrl,
        text: post.description,
        html: null,
        likes: post.likes,
        plays: post.plays,
        views: null,
      })),
      postsFailed: posts?.failed ?? false,
    };
  },

  async instagram(username) {
    const p = await fetchLookup('instagramProfile', { username });
    const u = p.user;
    const posts = await postsOrFailure(() =>
      fetchLookup('instagramPosts', { username: u.username }),
    );
    return {
      platform: 'instagram',
      meta: metaOf(p),
      username: u.username,
      name: u.fullName || u.username,
      avatarUrl: u.profilePictureUrl,
      signature: u.biography,
      signatureHtml: null,
      followers: u.followers,
      following: u.following,
      postsCount: null,
      likes: null,
      createdAt: u.createdAt,
      accountAge: p.accountAge,
      location: u.location,
      verified: u.isVerified,
      website: null,
      fake: p.fake,
      tagCloud: posts.value?.tagCloud ?? [],
      posts: (posts.value?.posts ?? []).map((post, i) => ({
        key: post.id ?? String(i),
        imageUrl: post.imageUrl,
        text: post.caption,
        html: null,
        likes: null,
        plays: null,
        views: null,
      })),
      postsFailed: posts.failed,
    };
  },

  async twitter(username) {
    const p = await fetchLookup('twitterProfile', { username });
    const u = p.user;
    const userId = u.id;
    const posts = userId
      ? await postsOrFailure(() => fetchLookup('twitterPosts', { userId }))
      : null;
    return {
      platform: 'twitter',
      meta: metaOf(p),
      username: u.username,
      name: u.name || u.username,
      avatarUrl: u.avatarUrl,
      signature: u.description,
      signatureHtml: null,
      followers: u.followers,
      following: u.following,
      postsCount: null,
      likes: null,
      createdAt: u.createdAt,
      accountAge: p.accountAge,
      location: u.location,
      verified: u.isVerified,
      website: null,
      fake: p.fake,
      tagCloud: posts?.value?.tagCloud ?? [],
      posts: (posts?.value?.posts ?? []).map((post, i) => ({
        key: post.id ?? String(i),
        text: post.text,
        html: null,
        likes: null,
        plays: null,
        views: null,
      })),
      postsFailed: posts?.failed ?? false,
    };
  },

  async truthsocial(username) {
    const p = await fetchLookup('truthsocialProfile', { username });
    const u = p.user;
    const posts = await postsOrFailure(() => fetchLookup('truthsocialPosts', { id: u.id }));
    return {
      platform: 'truthsocial',
      meta: metaOf(p),
      username: u.username,
      name: u.displayName || u.username,
      avatarUrl: u.avatarUrl,
      signature: null,
      signatureHtml: u.noteHtml || null,
      followers: u.followers,
      following: u.following,
      postsCount: u.postsCount,
      likes: null,
      createdAt: u.createdAt,
      accountAge: p.accountAge,
      location: null,
      verified: null,
      website: u.website,
      fake: p.fake,
      tagCloud: posts.value?.tagCloud ?? [],
      posts: (posts.value?.posts ?? []).map((post, i) => ({
        key: post.id ?? String(i),
        text: null,
        html: post.contentHtml,
        likes: null,
        plays: null,
        views: null,
      })),
      postsFailed: posts.failed,
    };
  },

  async telegram(username) {
    const p = await fetchLookup('telegram', { kind: 'user', username });
    const e = p.entity;
    return {
      platform: 'telegram',
      meta: metaOf(p),
      username: e.username,
      name: [e.firstName, e.lastName].filter(Boolean).join(' ') || e.title || e.username,
      avatarUrl: e.avatarUrl,
      signature: e.description,
      signatureHtml: null,
      followers: e.membersCount,
      following: null,
      postsCount: null,
      likes: null,
      createdAt: e.createdAt,
      accountAge: p.accountAge,
      location: e.location,
      verified: null,
      website: null,
      fake: p.fake,
      tagCloud: p.tagCloud,
      posts: p.posts.map((post, i) => ({
        key: post.id ?? String(i),
        text: post.description,
        html: null,
        likes: post.likes,
        plays: null,
        views: post.views,
      })),
      postsFailed: false,
    };
  },
};

/**
 * The user-info page's lookup: the platform's profile call, then its posts call where it has
 * one, both through the one lookup call of the shared table (no fetchers of its own). A failed
 * posts call keeps the profile (`postsFailed`); a failed profile call fails.
 */
export const getUserInfo = ({ platform, username }: UserInfoQuery) => fetchers[platform](username);

/** A lookup is an action: every click asks again and starts from an empty result. */
export const useUserInfo = () => useMutation({ mutationFn: getUserInfo });
