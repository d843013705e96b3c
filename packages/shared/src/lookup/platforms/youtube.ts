/** YouTube lookups (spec 001 §2): channel details, suggestions and more videos. */
import { z } from 'zod';
import {
  lookupMessages,
  nullableCount,
  nullableUrl,
  optionalText,
  requiredText,
  withMeta,
} from '../common';

export const youtubeChannelParamsSchema = z.object({
  id: requiredText(lookupMessages.channelIdRequired, 200),
});
export type YoutubeChannelParams = z.infer<typeof youtubeChannelParamsSchema>;

export const youtubeImageSchema = z.object({
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

export const youtubeChannelSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** 'Subscribers:'. */
  subscriberCount: nullableCount,
  avatars: z.array(youtubeImageSchema),
  /** The third avatar entry (spec 001 §9); the last one when there are fewer; null when none. */
  avatarUrl: nullableUrl,
  banners: z.array(youtubeImageSchema),
  /** The first banner entry; null when none (hide 'Banner:'). */
  bannerUrl: nullableUrl,
  /** 'Links:' (label → url, opened in a new tab); only http(s) links are kept. */
  links: z.array(z.object({ label: z.string(), url: z.string() })),
});
export type YoutubeChannel = z.infer<typeof youtubeChannelSchema>;

/** `GET /api/lookups/youtube/channel/:id` */
export const youtubeChannelReplySchema = withMeta({ channel: youtubeChannelSchema });
export type YoutubeChannelReply = z.infer<typeof youtubeChannelReplySchema>;

/** `GET /api/lookups/youtube/suggestions?q=&continuation=` */
export const youtubeSuggestionsQuerySchema = z.object({
  q: requiredText(lookupMessages.queryRequired),
  continuation: optionalText(4000),
});
export type YoutubeSuggestionsQuery = z.infer<typeof youtubeSuggestionsQuerySchema>;

export const youtubeVideoSchema = z.object({
  id: z.string().nullable(),
  title: z.string(),
  thumbnailUrl: nullableUrl,
  publishedText: z.string().nullable(),
  views: nullableCount,
});
export type YoutubeVideo = z.infer<typeof youtubeVideoSchema>;

/**
 * 'Suggestions'. An empty `items` list is 'No suggestions found or invalid response.'; pass
 * `continuation` back to load more (null: no more).
 */
export const youtubeSuggestionsReplySchema = withMeta({
  items: z.array(youtubeVideoSchema),
  continuation: z.string().nullable(),
});
export type YoutubeSuggestionsReply = z.infer<typeof youtubeSuggestionsReplySchema>;

/** `GET /api/lookups/youtube/more-videos?continuation=`: append `videos`, keep `continuation`. */
export const youtubeMoreVideosQuerySchema = z.object({
  continuation: requiredText(lookupMessages.continuationRequired, 4000),
});
export type YoutubeMoreVideosQuery = z.infer<typeof youtubeMoreVideosQuerySchema>;

export const youtubeMoreVideosReplySchema = withMeta({
  videos: z.array(youtubeVideoSchema),
  continuation: z.string().nullable(),
});
export type YoutubeMoreVideosReply = z.infer<typeof youtubeMoreVideosReplySchema>;
