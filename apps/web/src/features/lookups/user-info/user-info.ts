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

/** A reply's meta, fake estimate and account age: the same fields on every platform. */
type ProfileReply = LookupMeta & Pick<UserInfo, 'accountAge' | 'fake'>;

/** What a platform says of its profile beyond the shared fields; what it leaves out is null. */
type PlatformFields = Pick<UserInfo, 'platform' | 'username' | 'name' | 'avatarUrl' | 'createdAt'> &
  Partial<Omit<UserInfo, 'meta' | 'accountAge' | 'fake'>>;

/** One platform's user info: the shared fields of its reply, its own, and null for the rest. */
const userInfo = (
  { source, cached, dataAsOf, accountAge, fake }: ProfileReply,
  fields: PlatformFields,
): UserInfo => ({
  meta: { source, cached, dataAsOf },
  signature: null,
  signatureHtml: null,
  followers: null,
  following: null,
  postsCount: null,
  likes: null,
  accountAge,
  location: null,
  verified: null,
  website: null,
  fake,
  tagCloud: [],
  posts: [],
  postsFailed: false,
  ...fields,
});

/** One post card: the platform's own fields, null for the stats it does not have. */
const postCard = (
  post: { id?: string | null },
  i: number,
  fields: Partial<Omit<UserInfoPost, 'key'>>,
): UserInfoPost => ({
  key: post.id ?? String(i),
  text: null,
  html: null,
  likes: null,
  plays: null,
  views: null,
  ...fields,
});

/**
 * Runs a posts call; its failure leaves the profile usable (the posts are marked as failed).
 * Without `call` (the profile has no id to ask by) there are no posts and nothing failed.
 */
async function postsOrFailure<P extends { id?: string | null }, R extends { tagCloud: TagDto[] }>(
  call: (() => Promise<R>) | null,
  postsOf: (reply: R) => P[],
  toCard: (post: P) => Partial<Omit<UserInfoPost, 'key'>>,
): Promise<Pick<UserInfo, 'tagCloud' | 'posts' | 'postsFailed'>> {
  if (!call) return { tagCloud: [], posts: [], postsFailed: false };
  try {
    const reply = await call();
    return {
      tagCloud: reply.tagCloud,
      posts: postsOf(reply).map((post, i) => postCard(post, i, toCard(post))),
      postsFailed: false,
    };
  } catch {
    return { tagCloud: [], posts: [], postsFailed: true };
  }
}

const fetchers: Record<UserInfoPlatform, (username: string) => Promise<UserInfo>> = {
  async tiktok(username) {
    const p = await fetchLookup('tiktokProfile', { username });
    const u = p.user;
    const secUid = u.secUid;
    return userInfo(p, {
      platform: 'tiktok',
      username: u.uniqueId,
      name: u.nickname || u.uniqueId,
      avatarUrl: u.avatarUrl,
      signature: u.signature,
      followers: u.followers,
      following: u.following,
      postsCount: u.videos,
      likes: u.likes,
      createdAt: u.createdAt,
      location: u.region,
      verified: u.verified,
      locationProbabilityWrong: p.locationProbabilityWrong,
      ...(await postsOrFailure(
        secUid ? () => fetchLookup('tiktokPosts', { secUid }) : null,
        (r) => r.posts,
        (post) => ({
          imageUrl: post.coverUrl,
          text: post.description,
          likes: post.likes,
          plays: post.plays,
        }),
      )),
    });
  },

  async instagram(username) {
    const p = await fetchLookup('instagramProfile', { username });
    const u = p.user;
    return userInfo(p, {
      platform: 'instagram',
      username: u.username,
      name: u.fullName || u.username,
      avatarUrl: u.profilePictureUrl,
      signature: u.biography,
      followers: u.followers,
      following: u.following,
      createdAt: u.createdAt,
      location: u.location,
      verified: u.isVerified,
      ...(await postsOrFailure(
        () => fetchLookup('instagramPosts', { username: u.username }),
        (r) => r.posts,
        (post) => ({ imageUrl: post.imageUrl, text: post.caption }),
      )),
    });
  },

  async twitter(username) {
    const p = await fetchLookup('twitterProfile', { username });
    const u = p.user;
    const userId = u.id;
    return userInfo(p, {
      platform: 'twitter',
      username: u.username,
      name: u.name || u.username,
      avatarUrl: u.avatarUrl,
      signature: u.description,
      followers: u.followers,
      following: u.following,
      createdAt: u.createdAt,
      location: u.location,
      verified: u.isVerified,
      ...(await postsOrFailure(
        userId ? () => fetchLookup('twitterPosts', { userId }) : null,
        (r) => r.posts,
        (post) => ({ text: post.text }),
      )),
    });
  },

  async truthsocial(username) {
    const p = await fetchLookup('truthsocialProfile', { username });
    const u = p.user;
    return userInfo(p, {
      platform: 'truthsocial',
      username: u.username,
      name: u.displayName || u.username,
      avatarUrl: u.avatarUrl,
      signatureHtml: u.noteHtml || null,
      followers: u.followers,
      following: u.following,
      postsCount: u.postsCount,
      createdAt: u.createdAt,
      website: u.website,
      ...(await postsOrFailure(
        () => fetchLookup('truthsocialPosts', { id: u.id }),
        (r) => r.posts,
        (post) => ({ html: post.contentHtml }),
      )),
    });
  },

  async telegram(username) {
    const p = await fetchLookup('telegram', { kind: 'user', username });
    const e = p.entity;
    return userInfo(p, {
      platform: 'telegram',
      username: e.username,
      name: [e.firstName, e.lastName].filter(Boolean).join(' ') || e.title || e.username,
      avatarUrl: e.avatarUrl,
      signature: e.description,
      followers: e.membersCount,
      createdAt: e.createdAt,
      location: e.location,
      tagCloud: p.tagCloud,
      posts: p.posts.map((post, i) =>
        postCard(post, i, { text: post.description, likes: post.likes, views: post.views }),
      ),
    });
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
