/**
 * The app with a key, every provider call going to the real-shape vendor: what the lookups of
 * Instagram, TikTok, LinkedIn and Facebook answer and store from the vendors' real replies.
 */
import { lookupPaths, profileFactsSchema } from '@vigil/shared';
import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { storedAccounts } from '../../src/db/schema';
import { expectError } from '../helper';
import { useRealShapeApp } from './real-gateway';
import { TIKTOK_SECUID_1 } from './vendors-b';

const { t, get } = useRealShapeApp('lookups-b-key', {
  PROVIDER_RETRY_BASE_MS: '1',
  LOOKUP_RATE_LIMIT_PER_MINUTE: '1000',
});
const facts = async (platform: string, key: string) => {
  await t.app.services.lookups.flushStores();
  const [row] = await t.app.database.db
    .select()
    .from(storedAccounts)
    .where(and(eq(storedAccounts.platform, platform), eq(storedAccounts.usernameKey, key)));
  return profileFactsSchema.parse(row?.facts);
};

test('Facebook without a configured vendor: 503 PROVIDER_NOT_CONFIGURED, no call made', async () => {
  const before = t.fake.requests.length;
  const res = await get(lookupPaths.facebook('zuck'));
  expectError(res, 503, 'PROVIDER_NOT_CONFIGURED');
  expect(t.fake.requests.length).toBe(before);
});

test('TikTok: exact counts on the screen; the posts set the stored activity', async () => {
  const profile = await get(lookupPaths.tiktokProfile('sample_user_1'));
  expect(profile.statusCode, profile.body).toBe(200);
  expect(profile.json()).toMatchObject({
    source: 'live',
    user: { followers: 183_164, likes: 2_415_873, secUid: TIKTOK_SECUID_1 },
  });
  const posts = await get(lookupPaths.tiktokPosts(TIKTOK_SECUID_1));
  expect(posts.statusCode, posts.body).toBe(200);
  expect((await facts('tiktok', 'sample_user_1')).activity).toMatchObject({
    sampleSize: 1,
    likesPerPost: 41_200,
    repostsPerPost: 1377,
  });
  const hidden = await get(lookupPaths.tiktokFollowings(TIKTOK_SECUID_1));
  expectError(hidden, 409, 'PROVIDER_LIST_HIDDEN');
});

test('Instagram: the date joined is the account age; LinkedIn no-match is not found', async () => {
  const ig = await get(lookupPaths.instagramProfile('sample_user_2'));
  expect(ig.statusCode, ig.body).toBe(200);
  expect(ig.json()).toMatchObject({
    user: { createdAt: '2016-03-01T00:00:00.000Z' },
    accountAge: { years: expect.any(Number) as number },
  });
  expect((await facts('instagram', 'sample_user_2')).createdAt).toBe('2016-03-01T00:00:00.000Z');
  const li = await get(lookupPaths.linkedin({ name: 'Nobody Atall' }));
  expectError(li, 404, 'PROVIDER_NOT_FOUND');
});
