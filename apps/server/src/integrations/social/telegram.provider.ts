import {
  activityStats,
  lookupMessages,
  type TelegramEntity,
  type TelegramKind,
  type TelegramPost,
} from '@vigil/shared';
import { z } from 'zod';
import {
  count,
  findArray,
  findObject,
  first,
  flag,
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
  type FetchedPosts,
  type FetchedProfile,
  type PostReading,
  type StoredNormalizer,
} from './social-provider';

export type TelegramLookup = { entity: TelegramEntity; posts: TelegramPost[] };

/** A lookup: the entity and its posts, plus the account (with activity) and posts as stored. */
export type FetchedTelegram = FetchedProfile<TelegramLookup> & FetchedPosts<TelegramLookup>;

/** Telegram user, group, channel and bot info (spec 001 §7: POST with username). */
export type TelegramProvider = {
  lookup: (kind: TelegramKind, username: string) => Promise<FetchedTelegram>;
};

export const telegramPaths: Record<TelegramKind, string> = {
  user: '/user-info',
  group: '/group-info',
  channel: '/channel-info',
  bot: '/bot-info',
};

/** Telegram user (spec 001 §3) and the fields group, channel and bot records commonly carry. */
const vendorEntity = z.object({
  id: text,
  username: text,
  first_name: text,
  last_name: text,
  title: text,
  description: text,
  about: text,
  bio: text,
  avatar: safeUrl,
  photo: safeUrl,
  members_count: count,
  participants_count: count,
  subscribers: count,
  creation_date: iso,
  created_at: iso,
  location: text,
  verified: flag,
  is_verified: flag,
});

const vendorPost = z.object({
  id: text,
  message_id: text,
  text: text,
  message: text,
  description: text,
  views: count,
  likes: count,
  reactions: z.unknown().optional(),
  forwards: count,
  date: iso,
});

const ENTITY_PATHS = ['data.user', 'data.chat', 'data', 'result', 'user', 'chat', ''];
const isEntity = (o: Obj) =>
  typeof o.username === 'string' || typeof o.title === 'string' || typeof o.first_name === 'string';

/** Reactions as a number or as a list of `{count}`; summed. */
function likesOf(likes: number | null, reactions: unknown): number | null {
  if (likes !== null) return likes;
  if (typeof reactions === 'number') return count.parse(reactions);
  if (!Array.isArray(reactions)) return null;
  return reactions.reduce<number>(
    (sum, r) => sum + (isObj(r) ? (count.parse(r.count) ?? 0) : 0),
    0,
  );
}

export function parseTelegram(
  body: unknown,
  kind: TelegramKind,
  requested?: string,
): (TelegramLookup & { account: AccountReading[]; stored: PostReading[] }) | null {
  const found = findObject(body, ENTITY_PATHS, isEntity);
  if (!found) return null;
  const e = parseVendor(vendorEntity, found, 'telegram');
  const username = (e.username ?? requested)?.replace(/^@/, '');
  if (!username) return null;
  const entity: TelegramEntity = {
    kind,
    id: e.id,
    username,
    firstName: e.first_name,
    lastName: e.last_name,
    title: e.title,
    description: first(e.description, e.about, e.bio),
    avatarUrl: first(e.avatar, e.photo),
    membersCount: first(e.members_count, e.participants_count, e.subscribers),
    createdAt: first(e.creation_date, e.created_at),
    location: e.location,
  };
  const items = findArray(
    body,
    ['posts', 'messages', 'data.posts', 'data.messages', 'result.posts', 'result.messages'],
    'telegram',
  );
  const stored = items.flatMap((item): PostReading[] => {
    const p = parseVendor(vendorPost, item, 'telegram');
    const description = first(p.text, p.message, p.description);
    if (!description) return [];
    return [
      {
        id: first(p.id, p.message_id),
        text: description,
        postedAt: p.date,
        likes: likesOf(p.likes, p.reactions),
        reposts: p.forwards,
        views: p.views,
        // MTProto messages carry `fwd_from` / `reply_to` (null when not one); absent: unknown.
        isRepost: 'fwd_from' in item ? isObj(item.fwd_from) : null,
        isReply: 'reply_to' in item ? isObj(item.reply_to) : null,
        source: null,
        hashtags: hashtagsOf(description),
      },
    ];
  });
  const posts = stored.map((p): TelegramPost => ({
    id: p.id,
    description: p.text,
    likes: p.likes,
    views: p.views,
    date: p.postedAt,
  }));
  const name =
    entity.title ?? ([entity.firstName, entity.lastName].filter(Boolean).join(' ') || null);
  const account = reading({
    identity: username,
    externalId: entity.id,
    avatarUrl: entity.avatarUrl,
    raw: body,
    facts: {
      ...unknownFacts('telegram', username),
      displayName: name,
      bio: entity.description,
      followers: entity.membersCount,
      verified: first(e.verified, e.is_verified),
      createdAt: entity.createdAt,
      activity: activityStats(stored),
    },
  });
  return { entity, posts, account, stored };
}

// The stored record does not say which kind it was; 'user' only labels the parse.
export const normalizeTelegram: StoredNormalizer = (raw, { key }) =>
  parseTelegram(raw, 'user', key)?.account ?? [];

export function createTelegramProvider(client: ProviderClient): TelegramProvider {
  const call = vendorCall(client, 'telegram');
  return {
    async lookup(kind, username) {
      const { raw } = await call(
        { method: 'POST', path: telegramPaths[kind], json: { username } },
        lookupMessages.notFound.telegram,
      );
      const parsed = parseTelegram(raw, kind, username);
      if (!parsed) throw notFound(lookupMessages.notFound.telegram);
      const { entity, posts, account, stored } = parsed;
      return { data: { entity, posts }, raw, accounts: account, posts: stored };
    },
  };
}
