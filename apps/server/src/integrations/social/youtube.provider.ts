import type { YoutubeChannel, YoutubeVideo } from '@vigil/shared';
import { z } from 'zod';
import {
  at,
  count,
  displayCount,
  findArray,
  findObject,
  first,
  flag,
  isObj,
  iso,
  parseVendor,
  vendorCall,
  safeUrl,
  text,
  type Obj,
} from './parse';
import type { ProviderClient } from './provider-client';
import {
  reading,
  unknownFacts,
  type AccountReading,
  type Fetched,
  type FetchedProfile,
  type StoredNormalizer,
} from './social-provider';

export type YoutubePage = { videos: YoutubeVideo[]; continuation: string | null };

/**
 * YouTube calls on youtube-v2 (see ./README.md): channel/details, suggestions (with
 * continuation), more-videos.
 */
export type YoutubeProvider = {
  channel: (channelId: string) => Promise<FetchedProfile<YoutubeChannel>>;
  suggestions: (query: string, continuation?: string) => Promise<Fetched<YoutubePage>>;
  moreVideos: (continuation: string) => Promise<Fetched<YoutubePage>>;
};

/** The paths on the YouTube vendor's host (configurable: `RAPIDAPI_PATH_YOUTUBE_*`). */
export type YoutubePaths = { channel: string; suggestions: string; moreVideos: string };

/** `channel/details?channel_id` is what many public clients of this vendor call. */
export const youtubePaths: YoutubePaths = {
  channel: '/channel/details',
  suggestions: '/suggestions',
  moreVideos: '/more-videos',
};

const image = z.object({ url: safeUrl, width: count, height: count });

/** YouTube channel details (spec 001 §3). */
const vendorChannel = z.object({
  channel_id: text,
  id: text,
  title: text,
  description: text,
  // This vendor scrapes the channel page: "2.45M subscribers", rounded as the page shows it.
  subscriber_count: displayCount,
  video_count: displayCount,
  videos_count: displayCount,
  // Exact counts, where a reply carries them, win over the rounded display text.
  subscriber_count_exact: count,
  subscriberCount: count,
  subscribers: count,
  joined_date: iso,
  creation_date: iso,
  is_verified: flag,
  verified: flag,
  avatar: z.array(z.unknown()).catch([]),
  banner: z.array(z.unknown()).catch([]),
  links: z.array(z.unknown()).catch([]),
});

const vendorVideo = z.object({
  video_id: text,
  videoId: text,
  id: text,
  title: text,
  thumbnails: z.array(z.unknown()).catch([]),
  thumbnail: z.unknown().optional(),
  published_time: text,
  publishedTimeText: text,
  number_of_views: count,
  view_count: count,
});

const images = (list: unknown[]) =>
  list.flatMap((entry) => {
    const r = image.safeParse(entry);
    return r.success && r.data.url
      ? [{ url: r.data.url, width: r.data.width, height: r.data.height }]
      : [];
  });

/**
 * The largest picture (by width, then height); with no sizes the last, as YouTube lists its
 * thumbnails from small to large.
 */
function largest<T extends { width: number | null; height: number | null }>(
  list: T[],
): T | undefined {
  let best = list.at(-1);
  for (const img of list) {
    if (img.width === null) continue;
    const b = best?.width ?? -1;
    if (img.width > b || (img.width === b && (img.height ?? 0) > (best?.height ?? 0))) best = img;
  }
  return best;
}

const links = (list: unknown[]) =>
  list.flatMap((entry) => {
    if (!isObj(entry)) return [];
    const url = safeUrl.parse(first(text.parse(entry.url), text.parse(entry.link)));
    const label = first(text.parse(entry.label), text.parse(entry.title), text.parse(entry.name));
    return url ? [{ label: label ?? url, url }] : [];
  });

const hasTitle = (o: Obj) => typeof o.title === 'string';

export function parseYoutubeChannel(
  body: unknown,
  requestedId?: string,
): { channel: YoutubeChannel; account: AccountReading[] } | null {
  const found = findObject(body, ['data', 'channel', ''], hasTitle);
  if (!found) return null;
  const c = parseVendor(vendorChannel, found, 'youtube');
  const id = first(c.channel_id, c.id, requestedId ?? null);
  if (!id || !c.title) return null;
  const avatars = images(c.avatar);
  const subscribers = first(
    c.subscriber_count_exact,
    c.subscriberCount,
    c.subscribers,
    c.subscriber_count,
  );
  const banners = images(c.banner);
  const channel: YoutubeChannel = {
    id,
    title: c.title,
    description: c.description,
    subscriberCount: subscribers,
    avatars,
    avatarUrl: largest(avatars)?.url ?? null,
    banners,
    bannerUrl: banners[0]?.url ?? null,
    links: links(c.links),
  };
  const account = reading({
    identity: id,
    externalId: id,
    avatarUrl: channel.avatarUrl,
    raw: body,
    facts: {
      ...unknownFacts('youtube', id),
      displayName: c.title,
      bio: c.description,
      externalUrl: channel.links[0]?.url ?? null,
      followers: subscribers,
      posts: first(c.video_count, c.videos_count),
      verified: first(c.is_verified, c.verified),
      createdAt: first(c.joined_date, c.creation_date),
    },
  });
  return { channel, account };
}

function video(item: Obj): YoutubeVideo | null {
  const v = parseVendor(vendorVideo, item, 'youtube');
  if (!v.title) return null;
  const thumbs = images(
    v.thumbnails.length ? v.thumbnails : Array.isArray(v.thumbnail) ? v.thumbnail : [],
  );
  return {
    id: first(v.video_id, v.videoId, v.id),
    title: v.title,
    thumbnailUrl: thumbs[0]?.url ?? safeUrl.parse(v.thumbnail),
    publishedText: first(v.published_time, v.publishedTimeText),
    views: first(v.number_of_views, v.view_count),
  };
}

const continuationOf = (body: unknown) =>
  first(
    text.parse(at(body, 'continuationToken')),
    text.parse(at(body, 'continuation_token')),
    text.parse(at(body, 'data.continuation_token')),
  ) || null;

export const normalizeYoutube: StoredNormalizer = (raw, { key }) =>
  parseYoutubeChannel(raw, key)?.account ?? [];

export function createYoutubeProvider(
  client: ProviderClient,
  paths: YoutubePaths = youtubePaths,
): YoutubeProvider {
  const call = vendorCall(client, 'youtube');
  // `call` has checked that the reply is a JSON container.
  const page = (raw: unknown, paths: string[]): YoutubePage => {
    const items = findArray(raw, paths, 'youtube');
    return {
      videos: items.map(video).filter((v): v is YoutubeVideo => v !== null),
      continuation: continuationOf(raw),
    };
  };

  return {
    async channel(channelId) {
      const { raw } = await call({
        method: 'GET',
        path: paths.channel,
        query: { channel_id: channelId },
      });
      const parsed = call.found(parseYoutubeChannel(raw, channelId));
      return { data: parsed.channel, raw, accounts: parsed.account };
    },

    async suggestions(query, continuation) {
      // The spec's suggestions call takes `audio_id` and `continuation_token`; the screen's text goes in audio_id.
      const { raw } = await call({
        method: 'GET',
        path: paths.suggestions,
        query: { audio_id: query, continuation_token: continuation },
      });
      return { data: page(raw, ['data', 'data.items', 'items']), raw };
    },

    async moreVideos(continuation) {
      const { raw } = await call({
        method: 'GET',
        path: paths.moreVideos,
        query: { continuation_token: continuation },
      });
      return { data: page(raw, ['videos', 'data.videos', 'data']), raw };
    },
  };
}
