import type { Clock } from '../../../lib/clock';
import type { DemoBios } from './demo-bios';
import { facebookPaths } from '../facebook.provider';
import { instagramPaths } from '../instagram.provider';
import { linkedinPaths } from '../linkedin.provider';
import type {
  ProviderKey,
  ProviderRequest,
  ProviderResponse,
  ProviderTransport,
} from '../provider-client';
import { snapchatPaths } from '../snapchat.provider';
import { telegramPaths } from '../telegram.provider';
import { tiktokPaths } from '../tiktok.provider';
import { twitterPaths } from '../twitter.provider';
import { youtubePaths } from '../youtube.provider';
import {
  demoFollower,
  demoImage,
  demoNames,
  demoOutcome,
  demoPerson,
  demoPostDate,
  demoPrefixes,
  hash,
  pick,
  seeded,
  TOPICS,
  type DemoPerson,
  type DemoPost,
} from './demo-dataset';

/**
 * The demo provider: answers provider requests from the synthetic dataset with the vendors'
 * reply shapes (spec 001 §3), so the real adapters parse them. Used when RAPIDAPI_KEY is unset.
 */

/** Followers per page of the demo follower list. */
export const DEMO_FOLLOWER_PAGE = 200;

const reply = (status: number, body: unknown): ProviderResponse => ({
  status,
  header: () => null,
  body: JSON.stringify(body),
});

const ok = (body: unknown) => reply(200, body);
const secs = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : undefined);

/** The first path segment of a URL input ('https://x.com/name/' → 'name'), else the input. */
function nameOf(value: string): string {
  const m = /^https?:\/\/[^/]+\/(?:@)?([^/?#]+)/i.exec(value.trim());
  const raw = m?.[1] ?? value.trim();
  let name = raw;
  try {
    name = decodeURIComponent(raw);
  } catch {
    // Not percent-encoding (a user typed '%'): the text is the name, as a real provider takes it.
  }
  return name.replace(/^@/, '');
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** secUid and user ids encode the name, so follow-up calls find the same person. */
const secUidOf = (username: string) => `demo-sec-${username.toLowerCase()}`;
const nameFromToken = (token: string, prefix: string) =>
  token.startsWith(prefix) ? token.slice(prefix.length) : token;

/** The demo bio of a name on the provider being asked, when its owner edited it. */
type BioOf = (name: string) => string | undefined;
type Handler = (req: ProviderRequest, now: Date, bioOf: BioOf) => ProviderResponse;

function guarded(
  name: string,
  at: { now: Date; bioOf: BioOf },
  found: (p: DemoPerson) => unknown,
): ProviderResponse {
  switch (demoOutcome(name)) {
    case 'not-found':
      return reply(404, { message: 'Not found' });
    case 'unavailable':
      return reply(503, { message: 'Service unavailable' });
    case 'rate-limited':
      return reply(429, { message: 'Too many requests' });
    default: {
      const person = demoPerson(name, at.now);
      const bio = at.bioOf(person.username);
      return ok(found(bio === undefined ? person : { ...person, bio }));
    }
  }
}

/** Instagram's media kind: `media_type` 1 a picture, 2 a video (a reel: 'clips'), 8 an album. */
const instagramMedia = (post: DemoPost) =>
  post.media === 'video'
    ? { media_type: 2, product_type: 'clips' }
    : post.media === 'carousel'
      ? { media_type: 8, product_type: 'carousel_container' }
      : { media_type: 1, product_type: 'feed' };

const instagram: Handler = (req, now, bioOf) => {
  const q = req.query ?? {};
  if (req.path === instagramPaths.community) {
    const id = str(q.cid) || nameOf(str(q.url));
    return guarded(id, { now, bioOf }, () => ({
      id,
      name: `Demo community ${id}`,
      description: 'A synthetic community from the demo dataset.',
      member_count: 100 + (hash(id) % 50_000),
      created_time: 1_600_000_000 + (hash(id) % 100_000_000),
      topics: [pick(seeded(hash(id)), TOPICS)],
      demo: true,
    }));
  }
  const name = nameOf(str(q.username_or_id_or_url));
  if (req.path === instagramPaths.followers) {
    // The account's follower count, listed 200 a page; the cursor is the next offset.
    return guarded(name, { now, bioOf }, (p) => {
      const from = Math.max(0, Number(str(q.pagination_token)) || 0);
      const to = Math.min(p.followers, from + DEMO_FOLLOWER_PAGE);
      const items = [];
      for (let i = from; i < to; i++) {
        const f = demoFollower(p.username, i, now);
        items.push({
          id: String(hash(`fid:${f.username}:${i}`)),
          username: f.username,
          full_name: f.displayName,
          has_anonymous_profile_picture: !f.hasPicture,
          follower_count: f.followers,
          following_count: f.following,
          media_count: f.posts,
          biography: f.bio,
          external_url: f.website,
          created_time: secs(f.createdAt),
          is_verified: false,
          is_private: false,
        });
      }
      return {
        data: { count: p.followers, items },
        pagination_token: to < p.followers ? String(to) : null,
      };
    });
  }
  if (req.path === instagramPaths.posts) {
    return guarded(name, { now, bioOf }, (p) => ({
      data: {
        count: p.posts.length,
        items: p.posts.map((post) => ({
          id: post.id,
          code: `D${post.id.slice(-8)}`,
          caption: { text: post.text },
          image_versions: { items: [{ url: demoImage(post.hashtags[0] ?? 'post', 320, 320) }] },
          like_count: post.likes,
          comment_count: post.comments,
          taken_at: secs(demoPostDate(post, now)),
          ...instagramMedia(post),
          // The private API leaves `location` out of an untagged item.
          ...(post.place
            ? { location: { pk: hash(post.place), name: post.place, short_name: post.place } }
            : {}),
        })),
      },
    }));
  }
  // instagram-scraper-api2's info: a 150 px and a full-size picture, `about` only when asked.
  return guarded(name, { now, bioOf }, (p) => ({
    data: {
      id: p.id,
      pk: p.id,
      username: p.username,
      full_name: p.displayName,
      profile_pic_url: demoImage(p.displayName, 150, 150),
      hd_profile_pic_url_info: { url: p.avatarUrl, width: 1080, height: 1080 },
      follower_count: p.followers,
      following_count: p.following,
      media_count: p.postsCount,
      biography: p.bio,
      external_url: p.website,
      bio_links: [{ link_type: 'external', title: '', url: p.website }],
      is_verified: p.verified,
      is_private: false,
      has_anonymous_profile_picture: false,
      ...(str(q.include_about) === 'true'
        ? {
            about: {
              country: p.region,
              date_joined: p.createdAt
                ? p.createdAt.toLocaleString('en-US', { month: 'long', year: 'numeric' })
                : null,
              date_joined_as_timestamp: secs(p.createdAt) ?? null,
              is_verified: p.verified,
              username: p.username,
            },
          }
        : {}),
    },
  }));
};

const facebook: Handler = (req, now, bioOf) => {
  const name = nameOf(req.form?.username_or_url ?? '');
  if (req.path !== facebookPaths.finder) return reply(404, {});
  return guarded(name, { now, bioOf }, (p) => ({
    title: p.displayName,
    url: `https://www.facebook.com/${encodeURIComponent(p.username)}`,
  }));
};

const linkedin: Handler = (req, now, bioOf) => {
  if (req.path !== linkedinPaths.search) return reply(404, {});
  const body = req.json ?? {};
  const name = str(body.name);
  const limit = Number(body.limit) || 5;
  // The vendor's "no match" is HTTP 200 with an empty list and its own message.
  const noMatch = { message: 'No profiles match the query', data: [] };
  if (name.toLowerCase().startsWith(demoPrefixes.emptyPosts)) return ok(noMatch);
  return guarded(name, { now, bioOf }, () => {
    const r = seeded(hash(`li:${name.toLowerCase()}`));
    return {
      message: 'ok',
      data: demoNames(name, limit).map((slug, i) => {
        const fullName = i === 0 ? name : `${name} ${String.fromCharCode(66 + i)}.`;
        const jobTitle =
          str(body.job_title) || pick(r, ['Engineer', 'Designer', 'Analyst', 'Editor']);
        const company = pick(r, ['Acme GmbH', 'Example AG', 'Sample Ltd', 'Demo Corp']);
        const city =
          str(body.location) || (i % 3 === 2 ? '' : pick(r, ['Berlin', 'Wien', 'Zürich']));
        return {
          full_name: fullName,
          first_name: fullName.split(' ')[0],
          headline: jobTitle,
          job_title: jobTitle,
          about: `Demo profile ${i + 1} for "${name}".`,
          company,
          company_description: i % 2 === 0 ? 'A company from the demo dataset.' : '',
          city,
          location: city,
          linkedin_url: `https://www.linkedin.com/in/${slug}`,
          public_id: slug,
          profile_image_url: demoImage(fullName),
          follower_count: 50 + (hash(slug) % 5_000),
          connection_count: 20 + (hash(`c:${slug}`) % 500),
          is_verified: i === 0,
        };
      }),
    };
  });
};

const snapchat: Handler = (req, now, bioOf) => {
  if (req.path !== snapchatPaths.profile) return reply(404, {});
  const username = str(req.query?.username);
  // The scraper says "no such profile" inside an HTTP 200 reply.
  if (demoOutcome(username) === 'not-found') {
    return ok({ error: { isError: true, errorMsg: 'Profile not found' } });
  }
  return guarded(username, { now, bioOf }, (p) => ({
    error: { isError: false, errorMsg: null },
    accountType: 'public',
    name: p.displayName,
    snapcodeURL: demoImage(`${p.username} snapcode`),
    privateAccountData: { bitmojiURL: '' },
    publicAccountData: { profilePictureURL: p.avatarUrl },
  }));
};

/**
 * telegram-scraper-api's search: users and chats whose names resemble the query, with only the
 * keys public client code reads (the looked-up handle among two similar ones).
 */
const telegram: Handler = (req, now, bioOf) => {
  if (req.path !== telegramPaths.search) return reply(404, {});
  const name = str(req.query?.q).replace(/^@/, '');
  return guarded(name, { now, bioOf }, (p) => {
    const similar = demoNames(`tg:${p.username}`, 2);
    const handles = [p.username, ...similar];
    return {
      data: {
        users: handles.map((h, i) => ({
          firstName: i === 0 ? p.displayName : h.replace(/_/g, ' '),
          username: h,
        })),
        chats: handles.map((h, i) => ({
          title: i === 0 ? `${p.displayName} Channel` : `${h.replace(/_/g, ' ')} Chat`,
          username: h,
          participantsCount: i === 0 ? p.followers : hash(h) % 10_000,
        })),
      },
    };
  });
};

/** TikTok's display rounding in `stats` (183164 → 183200); `statsV2` has the exact strings. */
function rounded(n: number): number {
  if (n < 10_000) return n;
  const step = n < 1_000_000 ? 100 : 100_000;
  return Math.round(n / step) * step;
}

function tiktokStats(c: Record<string, number>) {
  return {
    stats: Object.fromEntries(Object.entries(c).map(([k, v]) => [k, rounded(v)])),
    statsV2: Object.fromEntries(Object.entries(c).map(([k, v]) => [k, String(v)])),
  };
}

const tiktok: Handler = (req, now, bioOf) => {
  const q = req.query ?? {};
  const user = (p: DemoPerson) => ({
    id: p.id,
    uniqueId: p.username,
    nickname: p.displayName,
    signature: p.bio,
    avatarLarger: p.avatarUrl,
    secUid: secUidOf(p.username),
    verified: p.verified,
    privateAccount: false,
  });
  if (req.path === tiktokPaths.profile) {
    // info-with-region: age, region and bio link, no counts.
    return guarded(str(q.uniqueId), { now, bioOf }, (p) => ({
      userInfo: {
        user: {
          ...user(p),
          region: p.region ?? undefined,
          createTime: secs(p.createdAt),
          bioLink: { link: p.website, risk: 0 },
        },
      },
    }));
  }
  if (req.path === tiktokPaths.stats) {
    // info: the counts (rounded and exact), no age or region.
    return guarded(str(q.uniqueId), { now, bioOf }, (p) => ({
      statusCode: 0,
      status_code: 0,
      status_msg: '',
      userInfo: {
        user: user(p),
        ...tiktokStats({
          followerCount: p.followers,
          followingCount: p.following,
          heartCount: p.posts.reduce((s, x) => s + x.likes, 0),
          videoCount: p.postsCount,
          diggCount: p.likesGiven,
        }),
      },
    }));
  }
  const name = nameFromToken(str(q.secUid), 'demo-sec-');
  if (req.path === tiktokPaths.posts) {
    return guarded(name, { now, bioOf }, (p) => ({
      data: {
        cursor: '0',
        hasMore: false,
        statusCode: 0,
        status_code: 0,
        itemList: p.posts.slice(0, Number(q.count) || 35).map((post) => ({
          id: post.id,
          desc: post.text,
          createTime: secs(demoPostDate(post, now)),
          video: { originCover: demoImage(post.hashtags[0] ?? 'video', 180, 320) },
          ...tiktokStats({
            playCount: post.plays,
            diggCount: post.likes,
            shareCount: post.reposts,
            commentCount: post.comments,
          }),
        })),
      },
    }));
  }
  if (req.path === tiktokPaths.followers || req.path === tiktokPaths.followings) {
    // The app's snake_case users under `followers` (the followings reply has the same shape).
    return guarded(name, { now, bioOf }, (p) => {
      const names = p.posts.length ? demoNames(`${req.path}:${p.username}`, 8) : [];
      return {
        followers: names.map((n) => ({
          uid: String(hash(`uid:${n}`)),
          unique_id: n,
          nickname: n.replace(/_/g, ' '),
          sec_uid: secUidOf(n),
          follower_count: hash(n) % 20_000,
          following_count: hash(`f:${n}`) % 2_000,
          avatar_larger: { uri: `demo/${n}`, url_list: [demoImage(n)] },
        })),
        has_more: false,
        total: names.length,
        status_code: 0,
      };
    });
  }
  return reply(404, {});
};

/** Mastodon's attachments: a picture, a video, or an album of two pictures. */
const truthsocialMedia = (post: DemoPost) =>
  (post.media === 'carousel' ? ['image', 'image'] : [post.media]).map((type, i) => ({
    id: `${post.id}${i + 2}`,
    type,
    url: demoImage(`${post.hashtags[0] ?? 'post'} ${i + 1}`, 320, 320),
  }));

const truthsocial: Handler = (req, now, bioOf) => {
  // Mastodon's shapes, as truthsocial.com sends them: a bare status array, a bare account.
  const posts = /^\/users\/([^/]+)\/posts$/.exec(req.path);
  if (posts) {
    const name = nameFromToken(decodeURIComponent(posts[1]!), 'demo-');
    return guarded(name, { now, bioOf }, (p) =>
      p.posts.map((post) => ({
        id: post.id,
        created_at: demoPostDate(post, now).toISOString(),
        in_reply_to_id: post.kind === 'reply' ? `${post.id}1` : null,
        content: `<p>${post.text.replace(/#(\w+)/g, '<a href="https://truthsocial.com/tags/$1" class="mention hashtag">#<span>$1</span></a>')}</p>`,
        replies_count: post.comments,
        reblogs_count: post.reposts,
        favourites_count: post.likes,
        reblog: post.kind === 'repost' ? { id: `${post.id}0` } : null,
        application: { name: post.client ?? `Truth Social ${post.source}` },
        media_attachments: truthsocialMedia(post),
      })),
    );
  }
  const user = /^\/users\/([^/]+)$/.exec(req.path);
  if (!user) return reply(404, { message: `Endpoint '${req.path}' does not exist` });
  return guarded(decodeURIComponent(user[1]!), { now, bioOf }, (p) => ({
    id: `demo-${p.username.toLowerCase()}`,
    username: p.username,
    acct: p.username,
    display_name: p.displayName,
    note: `<p>${p.bio}</p><script>alert("the sanitizer removes this")</script>`,
    avatar: p.avatarUrl,
    header: demoImage(`${p.displayName} header`, 600, 200),
    created_at: p.createdAt?.toISOString() ?? null,
    last_status_at: p.posts[0] ? demoPostDate(p.posts[0], now).toISOString().slice(0, 10) : null,
    followers_count: p.followers,
    following_count: p.following,
    statuses_count: p.postsCount,
    // Truth Social keeps the website as typed, often without a scheme.
    website: p.website.replace(/^https:\/\//, ''),
    verified: p.verified,
    locked: false,
    bot: false,
  }));
};

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** X's `created_at` text: "Wed Mar 14 08:41:07 +0000 2012". */
export function xDateText(d: Date): string {
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return `${WEEKDAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${pad(d.getUTCDate())} ${time} +0000 ${d.getUTCFullYear()}`;
}

/** A tweet in X's GraphQL timeline shape (UserTweets), as the vendor passes it on. */
function xTweetEntry(p: DemoPerson, post: DemoPerson['posts'][number], now: Date) {
  const text = post.kind === 'repost' ? `RT @demo_source: ${post.text}` : post.text;
  return {
    entryId: `tweet-${post.id}`,
    sortIndex: post.id,
    content: {
      entryType: 'TimelineTimelineItem',
      __typename: 'TimelineTimelineItem',
      itemContent: {
        itemType: 'TimelineTweet',
        __typename: 'TimelineTweet',
        tweet_results: {
          result: {
            __typename: 'Tweet',
            rest_id: post.id,
            source: `<a href="https://mobile.twitter.com" rel="nofollow">${post.client ?? `Twitter for ${post.source}`}</a>`,
            views: { count: String(post.views), state: 'EnabledWithCount' },
            legacy: {
              created_at: xDateText(demoPostDate(post, now)),
              full_text: text,
              favorite_count: post.likes,
              retweet_count: post.reposts,
              reply_count: post.comments,
              id_str: post.id,
              user_id_str: `demo-${p.username.toLowerCase()}`,
              entities: { hashtags: [], urls: [], user_mentions: [], symbols: [] },
              ...(post.kind === 'reply' ? { in_reply_to_status_id_str: `${post.id}1` } : {}),
              ...(post.kind === 'repost'
                ? {
                    retweeted_status_result: {
                      result: { __typename: 'Tweet', rest_id: `${post.id}0` },
                    },
                  }
                : {}),
            },
          },
        },
      },
    },
  };
}

const twitter: Handler = (req, now, bioOf) => {
  const q = req.query ?? {};
  if (req.path === twitterPaths.posts) {
    return guarded(nameFromToken(str(q.user_id), 'demo-'), { now, bioOf }, (p) => ({
      user: {
        result: {
          __typename: 'User',
          timeline_v2: {
            timeline: {
              instructions: [
                { type: 'TimelineClearCache' },
                {
                  type: 'TimelineAddEntries',
                  entries: p.posts.map((post) => xTweetEntry(p, post, now)),
                },
              ],
            },
          },
        },
      },
    }));
  }
  if (req.path !== twitterPaths.profile) {
    return reply(404, { message: `Endpoint '${req.path}' does not exist` });
  }
  const name = str(q.username);
  // This vendor answers an unknown user with an empty object, not a 404.
  if (demoOutcome(name) === 'not-found') return ok({});
  return guarded(name, { now, bioOf }, (p) => ({
    user: {
      result: {
        __typename: 'User',
        rest_id: `demo-${p.username.toLowerCase()}`,
        is_blue_verified: p.verified,
        legacy: {
          created_at: p.createdAt ? xDateText(p.createdAt) : undefined,
          default_profile: p.automated,
          default_profile_image: p.automated,
          description: p.bio,
          entities: { description: { urls: [] }, url: { urls: [{ expanded_url: p.website }] } },
          favourites_count: p.likesGiven,
          followers_count: p.followers,
          friends_count: p.following,
          listed_count: Math.floor(p.followers / 500),
          location: p.region ?? '',
          name: p.displayName,
          profile_image_url_https: p.avatarUrl,
          protected: false,
          screen_name: p.username,
          statuses_count: p.postsCount,
          verified: false,
        },
      },
    },
  }));
};

const youtubeVideos = (seed: string, page: number, n: number, now: Date) =>
  Array.from({ length: n }, (_, i) => {
    const title = `${seed} – demo video ${page * n + i + 1}`;
    return {
      video_id: `demo${hash(title).toString(36)}`,
      title,
      thumbnails: [{ url: demoImage(`${seed} ${i + 1}`, 320, 180), width: 320, height: 180 }],
      published_time: `${((page * n + i) % 11) + 1} days ago`,
      number_of_views: hash(title) % 1_000_000,
      demo_day: now.toISOString().slice(0, 10),
    };
  });

const PAGES = 3;

/**
 * A count as YouTube's pages print it: exact below 1,000, else three significant digits cut
 * (not rounded) with K / M / B ("12.3K subscribers", "1.23M subscribers").
 */
export function youtubeCountText(n: number, noun: string): string {
  const units: [number, string][] = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  const unit = units.find(([size]) => n >= size);
  if (!unit) return `${n} ${noun}`;
  const value = n / unit[0];
  const decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2;
  const cut = Math.floor(value * 10 ** decimals) / 10 ** decimals;
  return `${cut
    .toFixed(decimals)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '')}${unit[1]} ${noun}`;
}

const youtube: Handler = (req, now, bioOf) => {
  const q = req.query ?? {};
  if (req.path === youtubePaths.channel) {
    const id = str(q.channel_id);
    return guarded(id, { now, bioOf }, (p) => ({
      channel_id: id,
      title: `${p.displayName} (demo channel)`,
      description: p.bio,
      // The channel page's text, rounded as YouTube shows it.
      subscriber_count: youtubeCountText(p.followers, 'subscribers'),
      video_count: youtubeCountText(p.postsCount, 'videos'),
      joined_date: p.createdAt?.toISOString().slice(0, 10),
      verified: p.verified,
      avatar: [48, 88, 176].map((s) => ({
        url: demoImage(p.displayName, s, s),
        width: s,
        height: s,
      })),
      banner: [{ url: demoImage(`${p.displayName} banner`, 1060, 175), width: 1060, height: 175 }],
      links: [
        { label: 'Website', url: p.website },
        { label: 'Not a link', url: 'javascript:alert(1)' },
      ],
    }));
  }
  if (req.path === youtubePaths.suggestions) {
    const query = str(q.audio_id);
    const token = str(q.continuation_token);
    const page = Number(/^demo-suggest-(\d+)$/.exec(token)?.[1] ?? 0);
    if (query.toLowerCase().startsWith(demoPrefixes.emptyPosts)) return ok({ data: [] });
    return guarded(query, { now, bioOf }, () => ({
      data: youtubeVideos(query, page, 10, now),
      continuation_token: page + 1 < PAGES ? `demo-suggest-${page + 1}` : null,
    }));
  }
  if (req.path === youtubePaths.moreVideos) {
    // Accepts the suggestions' tokens too: 'load more' under Suggestions continues that list.
    const token = str(q.continuation_token);
    const m = /^(demo-(?:suggest|videos))-(\d+)$/.exec(token);
    const family = m?.[1] ?? 'demo-videos';
    const page = Number(m?.[2] ?? 1);
    return guarded(token, { now, bioOf }, () => ({
      videos: youtubeVideos('More', page, 10, now),
      continuationToken: page + 1 < PAGES ? `${family}-${page + 1}` : null,
    }));
  }
  return reply(404, {});
};

const handlers: Record<ProviderKey, Handler> = {
  instagram,
  facebook,
  linkedin,
  snapchat,
  telegram,
  tiktok,
  truthsocial,
  twitter,
  youtube,
};

/**
 * The demo transport. `bios`: demo bios their owners edited (ownership proof in demo mode);
 * without it every bio is the generated one.
 */
export function createDemoTransport(deps: { clock: Clock; bios?: DemoBios }): ProviderTransport {
  const none: BioOf = () => undefined;
  return async (req) => {
    const bios = deps.bios;
    const bioOf: BioOf = bios ? (name) => bios.get(req.provider, name) : none;
    return handlers[req.provider](req, deps.clock.now(), bioOf);
  };
}
