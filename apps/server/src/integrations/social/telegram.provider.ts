import {
  activityStats,
  type TelegramEntity,
  type TelegramKind,
  type TelegramPost,
} from '@vigil/shared';
import { z } from 'zod';
import { count, findArray, isObj, parseVendor, text, vendorCall, type Obj } from './parse';
import type { ProviderClient } from './provider-client';
import {
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

/** Telegram user, group, channel or bot by handle. */
export type TelegramProvider = {
  lookup: (kind: TelegramKind, username: string) => Promise<FetchedTelegram>;
};

/**
 * The vendor path (configuration: `RAPIDAPI_PATH_TELEGRAM_SEARCH`). Of the three paths public
 * code calls on telegram-scraper-api (`/entity/get-entity`, `/entity/search`,
 * `/entity/fulluser`), search is the one whose reply keys are known: users and chats with
 * their handle, names and member count.
 */
export type TelegramPaths = { search: string };
export const telegramPaths: TelegramPaths = { search: '/entity/search' };

/** Results asked of a search: the handle is matched exactly among them. */
export const TELEGRAM_SEARCH_LIMIT = 10;

/** `data.users[]` and `data.chats[]` of the search reply: only the keys client code reads. */
const vendorEntity = z.object({
  id: text,
  username: text,
  firstName: text,
  lastName: text,
  title: text,
  participantsCount: count,
});

/** Users (and bots) are in `data.users`, groups and channels in `data.chats`. */
const listOf = (kind: TelegramKind) =>
  kind === 'group' || kind === 'channel' ? ['data.chats', 'chats'] : ['data.users', 'users'];

const handleOf = (s: string) => s.trim().replace(/^@/, '').toLowerCase();

/**
 * The entity whose handle is `requested` among the search results of its kind, or null (a
 * search finds similar names too; only the exact handle is the account asked for).
 */
export function parseTelegram(
  body: unknown,
  kind: TelegramKind,
  requested: string,
): (TelegramLookup & { account: AccountReading[]; stored: PostReading[] }) | null {
  const wanted = handleOf(requested);
  if (!wanted) return null;
  const match = findArray(body, listOf(kind), 'telegram').find(
    (o: Obj) => typeof o.username === 'string' && handleOf(o.username) === wanted,
  );
  if (!match) return null;
  const e = parseVendor(vendorEntity, match, 'telegram');
  const username = (e.username ?? requested).replace(/^@/, '');
  const entity: TelegramEntity = {
    kind,
    id: e.id,
    username,
    firstName: e.firstName,
    lastName: e.lastName,
    title: e.title,
    description: null,
    avatarUrl: null,
    membersCount: e.participantsCount,
    createdAt: null,
    location: null,
  };
  const name =
    entity.title ?? ([entity.firstName, entity.lastName].filter(Boolean).join(' ') || null);
  // The search reply carries no messages: no posts, so no activity.
  const stored: PostReading[] = [];
  const account = reading({
    identity: username,
    externalId: entity.id,
    avatarUrl: null,
    raw: match,
    facts: {
      ...unknownFacts('telegram', username),
      displayName: name,
      followers: entity.membersCount,
      activity: activityStats(stored),
    },
  });
  return { entity, posts: [], account, stored };
}

/**
 * A stored record: a search reply (every user and chat in it with a handle, or only the one
 * looked up as `key`) or one entity of it.
 */
export const normalizeTelegram: StoredNormalizer = (raw, { key }) => {
  const body = isObj(raw) && typeof raw.username === 'string' ? { data: { users: [raw] } } : raw;
  const entities: [TelegramKind, Obj][] = [
    ...findArray(body, listOf('user'), 'telegram').map((o): [TelegramKind, Obj] => ['user', o]),
    ...findArray(body, listOf('channel'), 'telegram').map((o): [TelegramKind, Obj] => [
      'channel',
      o,
    ]),
  ];
  return entities.flatMap(([kind, o]) => {
    const handle = typeof o.username === 'string' ? o.username : null;
    if (!handle || (key !== undefined && handleOf(handle) !== handleOf(key))) return [];
    return parseTelegram({ data: { users: [o], chats: [o] } }, kind, handle)?.account ?? [];
  });
};

export function createTelegramProvider(
  client: ProviderClient,
  paths: TelegramPaths = telegramPaths,
): TelegramProvider {
  const call = vendorCall(client, 'telegram');
  return {
    async lookup(kind, username) {
      const handle = username.replace(/^@/, '');
      const { raw } = await call({
        method: 'GET',
        path: paths.search,
        query: { q: handle, limit: TELEGRAM_SEARCH_LIMIT },
      });
      const parsed = call.found(parseTelegram(raw, kind, handle));
      const { entity, posts, account, stored } = parsed;
      return { data: { entity, posts }, raw, accounts: account, posts: stored };
    },
  };
}
