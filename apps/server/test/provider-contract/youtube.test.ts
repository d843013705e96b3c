/**
 * YouTube (youtube-v2) against its reply shape: `replies/youtube/channel-details.json`
 * (reconstructed: display-text counts, sized avatars) through the adapter over HTTP (default
 * host and path) and through the stored normalizer, and the display-count reader.
 */
import { describe, expect, test } from 'vitest';
import { toDisplayCount } from '../../src/integrations/social/parse';
import { storedNormalizers } from '../../src/integrations/social/social-providers';
import { parseYoutubeChannel, youtubePaths } from '../../src/integrations/social/youtube.provider';
import { replyFile } from '../provider-replies/vendor';
import { factsOf, observedAt, useRealGateway } from './real-gateway';

const gateway = useRealGateway();

const ID = 'UCq3SampleChannelId00001';
const avatar = (s: number) => ({
  url: `https://cdn.example/yt/avatar=s${s}-c-k-c0x00ffffff-no-rj`,
  width: s,
  height: s,
});

const SAMPLE_FACTS = {
  platform: 'youtube',
  username: ID,
  displayName: 'Sample Channel',
  bio: 'Sample channel description.',
  externalUrl: null,
  // "2.45M subscribers": the count as rounded as the page shows it.
  followers: 2_450_000,
  following: null,
  posts: null,
  likesGiven: null,
  listed: null,
  verified: true,
  private: null,
  hasProfilePicture: null,
  defaultProfile: null,
  createdAt: null,
  observedAt,
  activity: null,
};

describe('channel: GET /channel/details?channel_id', () => {
  test('channel-details.json: display-text subscribers, the largest avatar, verified', async () => {
    expect(youtubePaths.channel).toBe('/channel/details');
    const { data, accounts } = await gateway.providers.youtube.channel(ID);
    const req = gateway.fake.requests.at(-1);
    expect(req?.path).toBe('/channel/details');
    expect(req?.query.get('channel_id')).toBe(ID);
    expect(req?.headers['x-rapidapi-host']).toBe('youtube-v2.p.rapidapi.com');
    expect(factsOf(accounts[0])).toEqual(SAMPLE_FACTS);
    expect(accounts[0]).toMatchObject({
      key: ID.toLowerCase(),
      externalId: ID,
      avatarUrl: avatar(176).url,
    });
    expect(data).toEqual({
      id: ID,
      title: 'Sample Channel',
      description: 'Sample channel description.',
      subscriberCount: 2_450_000,
      avatars: [avatar(48), avatar(88), avatar(176)],
      avatarUrl: avatar(176).url,
      banners: [],
      bannerUrl: null,
      links: [],
    });
  });

  test('stored normalizer: the same facts, keyed by the channel asked for', () => {
    const [account] = storedNormalizers.youtube(replyFile('youtube/channel-details.json'), {
      key: ID,
    });
    expect(factsOf(account)).toEqual(SAMPLE_FACTS);
  });

  test('an unknown channel is not found', async () => {
    await expect(gateway.providers.youtube.channel('UCnobody')).rejects.toMatchObject({
      code: 'PROVIDER_NOT_FOUND',
    });
  });

  test('the largest avatar wins whatever the order; an exact count wins over display text', () => {
    const file = replyFile('youtube/channel-details.json') as Record<string, unknown>;
    const shuffled = parseYoutubeChannel({
      ...file,
      avatar: [avatar(176), avatar(48), avatar(88)],
    });
    expect(shuffled?.channel.avatarUrl).toBe(avatar(176).url);
    const exact = parseYoutubeChannel({ ...file, subscriberCount: 2_451_234 });
    expect(exact?.channel.subscriberCount).toBe(2_451_234);
    expect(exact?.account[0]?.facts.followers).toBe(2_451_234);
    // "0 subscribers" (the clients' default) is a count; no subscriber text at all is unknown.
    expect(
      parseYoutubeChannel({ ...file, subscriber_count: '0 subscribers' })?.channel.subscriberCount,
    ).toBe(0);
    expect(
      parseYoutubeChannel({ ...file, subscriber_count: undefined })?.channel.subscriberCount,
    ).toBeNull();
  });
});

describe('display counts, read with their locale (the old adapter read "2.45M subscribers" as nothing)', () => {
  test.each([
    ['2.45M subscribers', 2_450_000],
    ['1.23M', 1_230_000],
    ['1.2K', 1200],
    ['12.3K subscribers', 12_300],
    ['123K', 123_000],
    ['1.5B views', 1_500_000_000],
    ['12,3 Tsd.', 12_300],
    ['2,5 Mio.', 2_500_000],
    ['2,5 Mio. Abonnenten', 2_500_000],
    ['1,2 Mrd.', 1_200_000_000],
    ['1,234,567 views', 1_234_567],
    ['1.234.567 Aufrufe', 1_234_567],
    ['1 234 567', 1_234_567],
    ['12,345 subscribers', 12_345],
    ['999 subscribers', 999],
    ['0 subscribers', 0],
    ['1,234.5', 1235],
    ['1.234,5', 1235],
    [2_450_000, 2_450_000],
    ['42', 42],
  ])('%s → %d', (text, n) => {
    expect(toDisplayCount(text)).toBe(n);
  });

  test.each(['No subscribers', '', 'subscribers', '-5', 'K', null, undefined, {}, -3])(
    '%s → null',
    (text) => {
      expect(toDisplayCount(text)).toBeNull();
    },
  );
});
