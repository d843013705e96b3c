/**
 * Telegram against telegram-scraper-api `GET /entity/search` (the only evidenced path whose
 * reply keys are known): the handle asked for among users (and bots) or chats (groups and
 * channels), with its names and member count; nothing else is in that reply.
 */
import { describe, expect, test } from 'vitest';
import { normalizeTelegram } from '../../src/integrations/social/telegram.provider';
import { failure, storedFacts, TELEGRAM_HOST } from './vendors-b';
import { useRealGateway } from './real-gateway';

const gateway = useRealGateway();

describe('Telegram entity search', () => {
  test('a channel: the chat with exactly that handle, its title and participantsCount', async () => {
    const { data, accounts, posts } = await gateway.providers.telegram.lookup(
      'channel',
      '@sample_news',
    );
    const req = gateway.fake.requests.at(-1)!;
    expect(req.headers['x-rapidapi-host']).toBe(TELEGRAM_HOST);
    expect(`${req.method} ${req.path}?${req.query.toString()}`).toBe(
      'GET /entity/search?q=sample_news&limit=10',
    );
    // The search also finds sample_news_chat; only the exact handle is the account.
    expect(data).toEqual({
      entity: {
        kind: 'channel',
        id: null,
        username: 'sample_news',
        firstName: null,
        lastName: null,
        title: 'Sample News Channel',
        description: null,
        avatarUrl: null,
        membersCount: 48_213,
        createdAt: null,
        location: null,
      },
      posts: [],
    });
    expect(posts).toEqual([]);
    expect(storedFacts(accounts[0])).toMatchObject({
      platform: 'telegram',
      username: 'sample_news',
      displayName: 'Sample News Channel',
      followers: 48_213,
      createdAt: null,
      activity: null,
    });
  });

  test('a user: data.users[] with firstName', async () => {
    const { data } = await gateway.providers.telegram.lookup('user', 'sample_user_4');
    expect(data.entity).toMatchObject({
      kind: 'user',
      username: 'sample_user_4',
      firstName: 'Sample Person',
      title: null,
      membersCount: null,
    });
  });

  test('a handle the search does not return exactly is not found (a similar one is not it)', async () => {
    expect((await failure(gateway.providers.telegram.lookup('user', 'sample'))).code).toBe(
      'PROVIDER_NOT_FOUND',
    );
    // A channel handle asked for as a user: users hold no such handle.
    expect((await failure(gateway.providers.telegram.lookup('user', 'sample_news'))).code).toBe(
      'PROVIDER_NOT_FOUND',
    );
  });

  test('the stored normalizer reads every entity with a handle, or the one asked for', () => {
    const raw = {
      data: {
        users: [{ firstName: 'Sample Person', username: 'sample_user_4' }],
        chats: [
          { title: 'Sample News Channel', username: 'sample_news', participantsCount: 48213 },
        ],
      },
    };
    expect(normalizeTelegram(raw, {}).map((a) => a.key)).toEqual(['sample_user_4', 'sample_news']);
    expect(normalizeTelegram(raw, { key: 'Sample_News' }).map((a) => a.facts.followers)).toEqual([
      48_213,
    ]);
  });
});
