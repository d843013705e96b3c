import {
  activityStats,
  hashtagCloud,
  stripHtml,
  wordCloud,
  type AccountAge,
  type FakeEstimateReply,
  type LookupEndpointId,
  type LookupInput,
  type LookupMeta,
  type LookupReply,
  type StoredService,
} from '@vigil/shared';
import type { AccountReading, PostReading } from '../../integrations/social/social-provider';
import type { SocialProviders } from '../../integrations/social/social-providers';
import type { AccountObservation } from './lookups.repo';

/** The lookups of an account's recent posts, which a profile lookup can run first. */
export type PostsLookupId = 'instagramPosts' | 'tiktokPosts' | 'truthsocialPosts' | 'twitterPosts';

/** A reply without the meta fields, which the service adds. */
export type LookupBody<K extends LookupEndpointId> = Omit<LookupReply<K>, keyof LookupMeta>;

/** What a definition gets besides its input: the time, and where to put what it observed. */
export type LookupContext = {
  now: Date;
  /**
   * The accounts a call found, observed now: facts with `observedAt`, the fake estimate computed
   * once. They are stored with the lookup (and counted again by every cached one).
   */
  observe: (platform: StoredService, accounts: AccountReading[]) => AccountObservation[];
  /**
   * The posts a call fetched of one account (its key or, without one, its external id); stored
   * with the lookup, with the activity statistics for the account's latest facts.
   */
  posts: (
    platform: StoredService,
    account: { key?: string; externalId?: string },
    posts: PostReading[],
  ) => void;
  /**
   * The recent posts of the account a profile call found (the first reading), fetched in the
   * same lookup by the posts lookup `id`, so that the account's estimate is computed with their
   * activity: they are stored with this lookup, the posts lookup's reply is cached (the screen
   * asks for it next), and the readings come back with the activity in the first one's facts.
   * A private account, one without posts, or a posts call that fails leaves the readings as they
   * are: the profile still answers, scored without activity.
   */
  withRecentPosts: <K extends PostsLookupId>(
    readings: AccountReading[],
    id: K,
    input: LookupInput<K>,
  ) => Promise<AccountReading[]>;
  /** A profile's 'Account Age' and fake estimate: the observation's, computed once. */
  assess: (
    observation: AccountObservation | undefined,
    platform: StoredService,
    username: string,
    createdAt: string | null,
  ) => {
    accountAge: AccountAge;
    fake: FakeEstimateReply;
  };
};

/** One lookup call on the server: its cache key and how it fetches its reply. */
export type LookupDefinition<K extends LookupEndpointId> = {
  /** The same for every input that asks the same (names are case-insensitive). */
  key: (input: LookupInput<K>) => string;
  /**
   * The stored account a profile lookup asks about (platform and username key), so that a
   * lookup that does not find it is remembered on the account ('Exists' on the detail).
   */
  account?: (input: LookupInput<K>) => { platform: StoredService; key: string };
  fetch: (input: LookupInput<K>, ctx: LookupContext) => Promise<LookupBody<K>>;
};

/** Every call of the shared table: a call without a definition does not compile. */
export type LookupDefinitions = { [K in LookupEndpointId]: LookupDefinition<K> };

const lower = (s: string) => s.toLowerCase();

/** The lookups (spec 001 §7), each a provider call mapped to its reply and what it stores. */
export function createLookupDefinitions(providers: SocialProviders): LookupDefinitions {
  return {
    instagramProfile: {
      key: (i) => `instagram:profile:${lower(i.username)}`,
      account: (i) => ({ platform: 'instagram', key: lower(i.username) }),
      async fetch(i, ctx) {
        const { data, accounts } = await providers.instagram.profile(i.username);
        const read = await ctx.withRecentPosts(accounts, 'instagramPosts', {
          username: data.username,
        });
        const [account] = ctx.observe('instagram', read);
        return { user: data, ...ctx.assess(account, 'instagram', data.username, data.createdAt) };
      },
    },

    instagramPosts: {
      key: (i) => `instagram:posts:${lower(i.username)}`,
      async fetch(i, ctx) {
        const { data, posts } = await providers.instagram.posts(i.username);
        ctx.posts('instagram', { key: lower(i.username) }, posts);
        // Spec 001 defect fixed: Instagram's cloud is filled, from caption hashtags.
        return { posts: data, tagCloud: hashtagCloud(data.map((p) => p.caption)) };
      },
    },

    instagramCommunity: {
      key: (i) => `instagram:community:${i.cid ? `cid:${i.cid}` : `url:${i.url}`}`,
      async fetch(i) {
        const { data } = await providers.instagram.community(
          i.cid ? { cid: i.cid } : { url: i.url },
        );
        return { data };
      },
    },

    facebook: {
      key: (i) => `facebook:${lower(i.q)}`,
      async fetch(i, ctx) {
        const { data, accounts } = await providers.facebook.profile(i.q);
        ctx.observe('facebook', accounts);
        return { profile: data };
      },
    },

    linkedin: {
      key: (i) => `linkedin:${lower([i.name, i.jobTitle ?? '', i.location ?? ''].join('\u0000'))}`,
      async fetch(i, ctx) {
        const { data, accounts } = await providers.linkedin.search(i);
        ctx.observe('linkedin', accounts);
        return { profiles: data };
      },
    },

    snapchat: {
      key: (i) => `snapchat:${lower(i.username)}`,
      account: (i) => ({ platform: 'snapchat', key: lower(i.username) }),
      async fetch(i, ctx) {
        const { data, accounts } = await providers.snapchat.profile(i.username);
        const [account] = ctx.observe('snapchat', accounts);
        return {
          ...data,
          ...ctx.assess(account, 'snapchat', data.user.username, data.user.createdAt),
        };
      },
    },

    socialProfile: {
      key: (i) => `social-profile:${i.platform}:${lower(i.username)}`,
      async fetch(i, ctx) {
        const { data, accounts } = await providers['social-profile'].profile(
          i.platform,
          i.username,
        );
        // The same accounts as the platform's own lookup: stored under that platform.
        ctx.observe(i.platform, accounts);
        return { profile: data };
      },
    },

    telegram: {
      key: (i) => `telegram:${i.kind}:${lower(i.username)}`,
      async fetch(i, ctx) {
        const { data, accounts, posts } = await providers.telegram.lookup(i.kind, i.username);
        // The messages came with the entity: its estimate is computed with their activity.
        const [found, ...others] = accounts;
        const read = found
          ? [{ ...found, facts: { ...found.facts, activity: activityStats(posts) } }, ...others]
          : accounts;
        const [account] = ctx.observe('telegram', read);
        if (account) ctx.posts('telegram', { key: account.reading.key }, posts);
        const { entity } = data;
        return {
          entity,
          // The old app's random number is replaced by the shared estimate (issue 4 §3).
          ...ctx.assess(account, 'telegram', entity.username, entity.createdAt),
          posts: data.posts,
          tagCloud: wordCloud(data.posts.map((p) => p.description)),
        };
      },
    },

    tiktokProfile: {
      key: (i) => `tiktok:profile:${lower(i.username)}`,
      account: (i) => ({ platform: 'tiktok', key: lower(i.username) }),
      async fetch(i, ctx) {
        const { data, accounts } = await providers.tiktok.profile(i.username);
        const read = data.secUid
          ? await ctx.withRecentPosts(accounts, 'tiktokPosts', { secUid: data.secUid })
          : accounts;
        const [account] = ctx.observe('tiktok', read);
        return {
          user: data,
          ...ctx.assess(account, 'tiktok', data.uniqueId, data.createdAt),
          // Not known: TikTok's region is where the account was registered, and nothing we
          // receive measures how often that differs from where its owner is. A 0 would read as
          // a measured certainty, so the screen says 'k.A.'/'n/a' (decision LS19).
          locationProbabilityWrong: null,
        };
      },
    },

    tiktokPosts: {
      key: (i) => `tiktok:posts:${i.secUid}`,
      async fetch(i, ctx) {
        const { data, posts } = await providers.tiktok.posts(i.secUid);
        ctx.posts('tiktok', { externalId: i.secUid }, posts);
        return { posts: data, tagCloud: wordCloud(data.map((p) => p.description)) };
      },
    },

    tiktokFollowers: {
      key: (i) => `tiktok:followers:${i.secUid}`,
      async fetch(i) {
        return { users: (await providers.tiktok.followers(i.secUid)).data };
      },
    },

    tiktokFollowings: {
      key: (i) => `tiktok:followings:${i.secUid}`,
      async fetch(i) {
        return { users: (await providers.tiktok.followings(i.secUid)).data };
      },
    },

    truthsocialProfile: {
      key: (i) => `truthsocial:profile:${lower(i.username)}`,
      account: (i) => ({ platform: 'truthsocial', key: lower(i.username) }),
      async fetch(i, ctx) {
        const { data, accounts } = await providers.truthsocial.profile(i.username);
        const read = data.id
          ? await ctx.withRecentPosts(accounts, 'truthsocialPosts', { id: data.id })
          : accounts;
        const [account] = ctx.observe('truthsocial', read);
        return { user: data, ...ctx.assess(account, 'truthsocial', data.username, data.createdAt) };
      },
    },

    truthsocialPosts: {
      key: (i) => `truthsocial:posts:${i.id}`,
      async fetch(i, ctx) {
        const { data, posts } = await providers.truthsocial.posts(i.id);
        ctx.posts('truthsocial', { externalId: i.id }, posts);
        return { posts: data, tagCloud: wordCloud(data.map((p) => stripHtml(p.contentHtml))) };
      },
    },

    twitterProfile: {
      key: (i) => `twitter:profile:${lower(i.username)}`,
      account: (i) => ({ platform: 'twitter', key: lower(i.username) }),
      async fetch(i, ctx) {
        const { data, accounts } = await providers.twitter.profile(i.username);
        const read = data.id
          ? await ctx.withRecentPosts(accounts, 'twitterPosts', { userId: data.id })
          : accounts;
        const [account] = ctx.observe('twitter', read);
        return { user: data, ...ctx.assess(account, 'twitter', data.username, data.createdAt) };
      },
    },

    twitterPosts: {
      key: (i) => `twitter:posts:${i.userId}`,
      async fetch(i, ctx) {
        const { data, posts } = await providers.twitter.posts(i.userId);
        ctx.posts('twitter', { externalId: i.userId }, posts);
        return { posts: data, tagCloud: hashtagCloud(data.map((p) => p.text)) };
      },
    },

    youtubeChannel: {
      key: (i) => `youtube:channel:${i.id}`,
      async fetch(i, ctx) {
        const { data, accounts } = await providers.youtube.channel(i.id);
        ctx.observe('youtube', accounts);
        return { channel: data };
      },
    },

    youtubeSuggestions: {
      key: (i) => `youtube:suggestions:${lower(i.q)}\u0000${i.continuation ?? ''}`,
      async fetch(i) {
        const { data } = await providers.youtube.suggestions(i.q, i.continuation);
        return { items: data.videos, continuation: data.continuation };
      },
    },

    youtubeMoreVideos: {
      key: (i) => `youtube:more:${i.continuation}`,
      async fetch(i) {
        return (await providers.youtube.moreVideos(i.continuation)).data;
      },
    },
  };
}
