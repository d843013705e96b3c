/**
 * Instagram (instagram-scraper-api2 `/v1/info`) against its real reply shapes: the account's
 * age from `about.date_joined_as_timestamp` (asked for with `include_about=true`; the reply has
 * no `created_time`), the full-size picture over the 150 px one, the website and bio links.
 */
import { describe, expect, test } from 'vitest';
import { normalizeInstagram } from '../../src/integrations/social/instagram.provider';
import { replyFile } from '../provider-replies/vendor';
import { failure, INSTAGRAM_HOST, iso, storedFacts } from './vendors-b';
import { useRealGateway } from './real-gateway';

const gateway = useRealGateway();

describe('Instagram info', () => {
  test('the date joined (about, asked for with include_about=true) is the account age', async () => {
    const { data, accounts } = await gateway.providers.instagram.profile('sample_user_2');
    const req = gateway.fake.requests.at(-1)!;
    expect(req.headers['x-rapidapi-host']).toBe(INSTAGRAM_HOST);
    expect(req.path).toBe('/v1/info');
    expect(Object.fromEntries(req.query)).toEqual({
      username_or_id_or_url: 'sample_user_2',
      include_about: 'true',
    });
    // 1456790400 = 2016-03-01: the first of the month Instagram reports ("March 2016").
    expect(data.createdAt).toBe(iso(1_456_790_400));
    expect(data).toMatchObject({
      id: '41275830965',
      username: 'sample_user_2',
      fullName: 'Sample Org Two',
      followers: 1_284_377,
      following: 95,
      isVerified: true,
      isPrivate: false,
      // No `location` key; `about.country` is where the account is based.
      location: 'Canada',
      // Only the 150 px picture in this reply.
      profilePictureUrl: 'https://cdn.example/ig/avatar-2.jpg?stp=dst-jpg_e0_s150x150_tt6',
    });
    expect(storedFacts(accounts[0])).toMatchObject({
      createdAt: '2016-03-01T00:00:00.000Z',
      followers: 1_284_377,
      posts: 2310,
      verified: true,
      externalUrl: 'https://www.sample-org.example/',
      hasProfilePicture: null,
    });
  });

  test('the full-size picture (hd_profile_pic_url_info) over the 150 px one; no date: null', async () => {
    const { data, accounts } = await gateway.providers.instagram.profile('sample_user_1');
    expect(data).toEqual({
      id: '41275830964',
      username: 'sample_user_1',
      fullName: 'Sample User One',
      profilePictureUrl: 'https://cdn.example/ig/avatar-1.jpg',
      followers: 4817,
      following: 212,
      biography: '📷 Sample bio line one | 🌿 Sample bio line two | ☕ Sample bio line three',
      location: null,
      createdAt: null,
      isVerified: false,
      isPrivate: false,
    });
    expect(storedFacts(accounts[0])).toEqual({
      platform: 'instagram',
      username: 'sample_user_1',
      displayName: 'Sample User One',
      bio: '📷 Sample bio line one | 🌿 Sample bio line two | ☕ Sample bio line three',
      externalUrl: 'http://sample-site.example',
      followers: 4817,
      following: 212,
      posts: 9,
      likesGiven: null,
      listed: null,
      verified: false,
      private: false,
      hasProfilePicture: true,
      defaultProfile: null,
      createdAt: null,
      activity: null,
      observedAt: new Date(0).toISOString(),
    });
    expect(accounts[0]?.avatarUrl).toBe('https://cdn.example/ig/avatar-1.jpg');
  });

  test('the stored normalizer reads both reply files alike', () => {
    const one = normalizeInstagram(replyFile('instagram/v1-info.json'), {});
    expect(one[0]?.avatarUrl).toBe('https://cdn.example/ig/avatar-1.jpg');
    const two = normalizeInstagram(replyFile('instagram/v1-info.include_about.json'), {});
    expect(storedFacts(two[0]).createdAt).toBe('2016-03-01T00:00:00.000Z');
  });

  test('without external_url the first bio link is the website', () => {
    const body = replyFile('instagram/v1-info.json') as { data: Record<string, unknown> };
    delete body.data.external_url;
    expect(storedFacts(normalizeInstagram(body, {})[0]).externalUrl).toBe(
      'http://sample-site.example',
    );
  });

  test('an account the vendor does not know is not found', async () => {
    const e = await failure(gateway.providers.instagram.profile('nobody_here'));
    expect(e.code).toBe('PROVIDER_NOT_FOUND');
  });
});
