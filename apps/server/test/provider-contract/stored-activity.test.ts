/**
 * The app with a RapidAPI key, pointed at the real-shape gateway: X and Truth Social profile
 * lookups, then their posts by the id the profile gave, store the account's facts with the
 * activity of the real replies' posts.
 */
import { lookupPaths, profileFactsSchema, storedAccountsPageSchema } from '@vigil/shared';
import { expect, test } from 'vitest';
import { sampleActivity, useRealShapeApp } from './real-gateway';

const app = useRealShapeApp('stored-activity-key', {
  PROVIDER_RETRIES: '0',
  // Every lookup goes to the gateway (a shared test Redis would outlive the run).
  LOOKUP_CACHE_TTL_SECONDS: '0',
});

const get = async (url: string) => {
  const res = await app.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Record<string, unknown>>();
};
const storedFacts = async (platform: 'twitter' | 'truthsocial') => {
  const page = storedAccountsPageSchema.parse(
    await get(`/api/accounts/${platform}?q=sample_user_1`),
  );
  expect(page.items).toHaveLength(1);
  return profileFactsSchema.parse(page.items[0]!.facts);
};

test('X: the profile by screen name, the tweets by rest_id, the activity stored', async () => {
  const profile = (await get(lookupPaths.twitterProfile('sample_user_1'))) as {
    user: { id: string };
  };
  expect(profile.user.id).toBe('73521864');
  const posts = (await get(lookupPaths.twitterPosts(profile.user.id))) as { posts: unknown[] };
  expect(posts.posts).toHaveLength(5);
  const facts = await storedFacts('twitter');
  expect(facts).toMatchObject({ followers: 1_834_120, verified: true, posts: 9120 });
  expect(facts.activity).toMatchObject(sampleActivity.twitter);
});

test('Truth Social: the account by username, the statuses by id, the activity stored', async () => {
  const profile = (await get(lookupPaths.truthsocialProfile('sample_user_1'))) as {
    user: { id: string; website: string };
  };
  expect(profile.user).toMatchObject({
    id: '108241873905512337',
    website: 'https://www.sample-site.example',
  });
  await get(lookupPaths.truthsocialPosts(profile.user.id));
  const facts = await storedFacts('truthsocial');
  expect(facts).toMatchObject({
    followers: 2_481_530,
    externalUrl: 'https://www.sample-site.example',
  });
  expect(facts.activity).toMatchObject(sampleActivity.truthsocial);
});
