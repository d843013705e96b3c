import { useMutation } from '@tanstack/react-query';
import type {
  AccountAge,
  FakeEstimateReply,
  LookupEndpointId,
  LookupInput,
  LookupMeta,
  LookupReply,
  TagDto,
} from '@vigil/shared';
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
 * The counts and the registration date, named alike on every platform's user record, with the
 * handle and the name shown for it: the display name, or the handle where there is none.
 */
const sharedUserFields = (
  user: Pick<UserInfo, 'followers' | 'following' | 'createdAt'>,
  username: string,
  displayName: string | null,
) => ({
  followers: user.followers,
  following: user.following,
  createdAt: user.createdAt,
  username,
  name: displayName || username,
});

/** An endpoint of the shared table whose reply is a list of posts with a tag cloud. */
type PostsEndpointId = {
  [K in LookupEndpointId]: LookupReply<K> extends {
    posts: { id: string | null }[];
    tagCloud: TagDto[];
  }
    ? K
    : never;
}[LookupEndpointId];

type PostOf<Q extends PostsEndpointId> = LookupReply<Q>['posts'][number];

/**
 * One platform of the page: its profile call (asked by `input(username)`), the page's fields
 * from the reply, and its posts call with the input the profile allows (null: none to ask by).
 */
type PlatformSpec<P extends LookupEndpointId, Q extends PostsEndpointId> = {
  profile: P;
  input: (username: string) => LookupInput<P>;
  fields: (reply: LookupReply<P>) => Omit<PlatformFields, 'platform'>;
  /** None: the profile reply carries its posts (Telegram; `fields` gives them). */
  posts?: {
    endpoint: Q;
    input: (reply: LookupReply<P>) => LookupInput<Q> | null;
    card: (post: PostOf<Q>) => Partial<Omit<UserInfoPost, 'key'>>;
  };
};

/**
 * The profile call, then the posts call; a failed posts call leaves the profile usable (the
 * posts are marked as failed). Without an input for the posts there are none and nothing failed.
 */
const fetchWith =
  <P extends LookupEndpointId, Q extends PostsEndpointId>(
    platform: UserInfoPlatform,
    { profile, input, fields, posts }: PlatformSpec<P, Q>,
  ) =>
  async (username: string): Promise<UserInfo> => {
    const reply = await fetchLookup(profile, input(username));
    // Every profile reply carries the meta, the account age and the fake estimate.
    const shared = reply as LookupReply<P> & ProfileReply;
    const postsInput = posts?.input(reply);
    let postsPart: Partial<Pick<UserInfo, 'tagCloud' | 'posts' | 'postsFailed'>> = {};
    if (posts && postsInput) {
      try {
        const list = await fetchLookup(posts.endpoint, postsInput);
        postsPart = {
          tagCloud: list.tagCloud,
          posts: list.posts.map((post: PostOf<Q>, i: number) =>
            postCard(post, i, posts.card(post)),
          ),
          postsFailed: false,
        };
      } catch {
        postsPart = { tagCloud: [], posts: [], postsFailed: true };
      }
    }
    return userInfo(shared, { platform, ...fields(reply), ...postsPart });
  };
const fetchers: Record<UserInfoPlatform, (username: string) => Promise<UserInfo>> = {
  tiktok: fetchWith('tiktok', {
    profile: 'tiktokProfile',
    input: (username) => ({ username }),
    fields: ({ user: u, locationProbabilityWrong }) => ({
      ...sharedUserFields(u, u.uniqueId, u.nickname),
      avatarUrl: u.avatarUrl,
      signature: u.signature,
      postsCount: u.videos,
      likes: u.likes,
      location: u.region,
      verified: u.verified,
      locationProbabilityWrong,
    }),
    posts: {
      endpoint: 'tiktokPosts',
      input: ({ user: { secUid } }) => (secUid ? { secUid } : null),
      card: (post) => ({
        imageUrl: post.coverUrl,
        text: post.description,
        likes: post.likes,
        plays: post.plays,
      }),
    },
  }),

  instagram: fetchWith('instagram', {
    profile: 'instagramProfile',
    input: (username) => ({ username }),
    fields: ({ user: u }) => ({
      ...sharedUserFields(u, u.username, u.fullName),
      avatarUrl: u.profilePictureUrl,
      signature: u.biography,
      location: u.location,
      verified: u.isVerified,
    }),
    posts: {
      endpoint: 'instagramPosts',
      input: ({ user }) => ({ username: user.username }),
      card: (post) => ({ imageUrl: post.imageUrl, text: post.caption }),
    },
  }),

  twitter: fetchWith('twitter', {
    profile: 'twitterProfile',
    input: (username) => ({ username }),
    fields: ({ user: u }) => ({
      ...sharedUserFields(u, u.username, u.name),
      avatarUrl: u.avatarUrl,
      signature: u.description,
      location: u.location,
      verified: u.isVerified,
    }),
    posts: {
      endpoint: 'twitterPosts',
      input: ({ user: { id } }) => (id ? { userId: id } : null),
      card: (post) => ({ text: post.text }),
    },
  }),

  truthsocial: fetchWith('truthsocial', {
    profile: 'truthsocialProfile',
    input: (username) => ({ username }),
    fields: ({ user: u }) => ({
      ...sharedUserFields(u, u.username, u.displayName),
      avatarUrl: u.avatarUrl,
      signatureHtml: u.noteHtml || null,
      postsCount: u.postsCount,
      website: u.website,
    }),
    posts: {
      endpoint: 'truthsocialPosts',
      input: ({ user }) => ({ id: user.id }),
      card: (post) => ({ html: post.contentHtml }),
    },
  }),

  telegram: fetchWith('telegram', {
    profile: 'telegram',
    input: (username) => ({ kind: 'user' as const, username }),
    fields: ({ entity: e, tagCloud, posts }) => ({
      username: e.username,
      name: [e.firstName, e.lastName].filter(Boolean).join(' ') || e.title || e.username,
      avatarUrl: e.avatarUrl,
      signature: e.description,
      followers: e.membersCount,
      createdAt: e.createdAt,
      location: e.location,
      tagCloud,
      posts: posts.map((post, i) =>
        postCard(post, i, { text: post.description, likes: post.likes, views: post.views }),
      ),
    }),
  }),
};

/**
 * The user-info page's lookup: the platform's profile call, then its posts call where it has
 * one, both through the one lookup call of the shared table (no fetchers of its own). A failed
 * posts call keeps the profile (`postsFailed`); a failed profile call fails.
 */
export const getUserInfo = ({ platform, username }: UserInfoQuery) => fetchers[platform](username);

/** A lookup is an action: every click asks again and starts from an empty result. */
export const useUserInfo = () => useMutation({ mutationFn: getUserInfo });
