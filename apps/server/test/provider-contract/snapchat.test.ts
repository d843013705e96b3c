/**
 * Snapchat against snapchat-profile-scraper-api `GET /profile` (the configured host of old has no
 * trace on RapidAPI): the display name and picture; no username, subscriber count or creation
 * date in the reply, so those facts are unknown (the username is the one asked for).
 */
import { describe, expect, test } from 'vitest';
import { normalizeSnapchat } from '../../src/integrations/social/snapchat.provider';
import { replyFile } from '../provider-replies/vendor';
import {
  defaults,
  failure,
  realProviders,
  SNAPCHAT_HOST,
  SNAPCHAT_OLD_HOST,
  storedFacts,
} from './vendors-b';
import { useRealGateway } from './real-gateway';

const gateway = useRealGateway();

describe('Snapchat profile', () => {
  test('the default host and path are the scraper public code calls', () => {
    const c = defaults();
    expect(c.RAPIDAPI_HOST_SNAPCHAT).toBe(SNAPCHAT_HOST);
    expect(c.RAPIDAPI_HOST_SNAPCHAT).not.toBe(SNAPCHAT_OLD_HOST);
    expect(c.RAPIDAPI_PATH_SNAPCHAT_PROFILE).toBe('/profile');
  });

  test('name and picture; unknown facts are null, not 0', async () => {
    const { data, accounts } = await gateway.providers.snapchat.profile('sample_user_3');
    const req = gateway.fake.requests.at(-1)!;
    expect(req.headers['x-rapidapi-host']).toBe(SNAPCHAT_HOST);
    expect(`${req.path}?${req.query.toString()}`).toBe('/profile?username=sample_user_3');
    expect(data).toEqual({
      user: {
        username: 'sample_user_3',
        title: 'Sample Snapper',
        bio: null,
        avatarUrl: 'https://cdn.example/snap/avatar-3.jpg',
        subscribers: null,
        websiteUrl: null,
        createdAt: null,
      },
      relatedAccounts: [],
    });
    expect(storedFacts(accounts[0])).toMatchObject({
      platform: 'snapchat',
      username: 'sample_user_3',
      displayName: 'Sample Snapper',
      followers: null,
      createdAt: null,
    });
  });

  test("the scraper's error record (error.isError) is not found", async () => {
    const e = await failure(gateway.providers.snapchat.profile('nobody_here'));
    expect(e.code).toBe('PROVIDER_NOT_FOUND');
  });

  test("the old configured host is not on RapidAPI: the gateway's reply is unavailable, not 'not found'", async () => {
    const e = await failure(
      realProviders(gateway.fake, { RAPIDAPI_HOST_SNAPCHAT: SNAPCHAT_OLD_HOST }).snapchat.profile(
        'sample_user_3',
      ),
    );
    expect(gateway.fake.requests.at(-1)?.headers['x-rapidapi-host']).toBe(SNAPCHAT_OLD_HOST);
    expect(e.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  test('the stored normalizer keys the reply by the name it was looked up by', () => {
    const raw = replyFile('snapchat/profile.json');
    expect(normalizeSnapchat(raw, { key: 'Sample_User_3' })[0]?.key).toBe('sample_user_3');
    // The reply names no account: without the name looked up there is nothing to store.
    expect(normalizeSnapchat(raw, {})).toEqual([]);
  });
});

describe('paths are configuration', () => {
  test('a configured path is the one called, its query sent along; a path without a leading / is refused', async () => {
    const providers = realProviders(gateway.fake, {
      RAPIDAPI_PATH_SNAPCHAT_PROFILE: '/v2/profile',
    });
    await failure(providers.snapchat.profile('sample_user_3'));
    expect(gateway.fake.requests.at(-1)?.path).toBe('/v2/profile');
    expect(() => defaults({ RAPIDAPI_PATH_TIKTOK_POSTS: 'api/user/posts' })).toThrow();
    expect(() => defaults({ RAPIDAPI_PATH_TIKTOK_POSTS: '/api/user posts' })).toThrow();
    await failure(
      realProviders(gateway.fake, {
        RAPIDAPI_PATH_SNAPCHAT_PROFILE: '/v2/profile?lang=en',
      }).snapchat.profile('sample_user_3'),
    );
    expect(gateway.fake.requests.at(-1)?.path).toBe('/v2/profile');
    expect(gateway.fake.requests.at(-1)?.query.get('lang')).toBe('en');
    expect(gateway.fake.requests.at(-1)?.query.get('username')).toBe('sample_user_3');
    expect(defaults({ RAPIDAPI_PATH_TIKTOK_POSTS: '' }).RAPIDAPI_PATH_TIKTOK_POSTS).toBe(
      '/api/user/posts',
    );
  });
});
