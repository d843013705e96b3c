import {
  tiktokPostsReplySchema,
  tiktokProfileReplySchema,
  truthsocialPostsReplySchema,
  truthsocialProfileReplySchema,
} from '@vigil/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockApi, reply, replyError } from '../../../test/mock-api';
import { demoMeta, fieldValue, lookupScreen, tiktokProfileOf } from '../../../test/lookups';
import { UserInfoScreen } from './user-info-screen';
import { estimateFixture } from '../../../test/estimate';

afterEach(() => vi.unstubAllGlobals());

const tiktokProfile = () =>
  reply(tiktokProfileReplySchema, tiktokProfileOf({ avatarUrl: null, likes: 1000000 }));

const tiktokPosts = () =>
  reply(tiktokPostsReplySchema, {
    ...demoMeta,
    posts: [
      { id: 'v1', description: 'berlin sunset', coverUrl: null, plays: 1000, likes: 10 },
      { id: 'v2', description: 'lake walk', coverUrl: null, plays: 2001, likes: 15 },
    ],
    tagCloud: [{ tag: 'berlin', count: 2 }],
  });

const userInfo = lookupScreen({
  ui: <UserInfoScreen />,
  url: '/user-info',
  input: 'Username',
  button: 'Get User Info',
  path: (name) => `/api/lookups/tiktok/${name}`,
});
const renderUserInfo = userInfo.render;

/** Picks the platform (when given), then looks `name` up. */
async function lookUp(name: string, platform?: string) {
  if (platform) {
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Platform' }), platform);
  }
  await userInfo.lookUp(name);
}

describe('UserInfoScreen', () => {
  test('has a platform choice, TikTok first; an empty username is refused', async () => {
    await userInfo.refuseEmpty('Username is required!');
    expect(screen.getByRole('heading', { level: 1, name: 'User Information' })).toBeVisible();
    const select = screen.getByRole('combobox', { name: 'Platform' });
    expect(select).toHaveValue('tiktok');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['TikTok', 'Instagram', 'X (formerly Twitter)', 'Truth Social', 'Telegram']);
  });

  test('Telegram uses the Telegram handle rule', async () => {
    const api = mockApi({});
    await renderUserInfo();
    await lookUp('a b', 'telegram');
    expect(await screen.findByText('Please enter a valid Telegram handle.')).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  test('a TikTok lookup shows the profile, stats, probabilities, tag cloud and post cards', async () => {
    const api = mockApi({
      'GET /api/lookups/tiktok/demo': tiktokProfile,
      'GET /api/lookups/tiktok/sec-uid/demo-sec-demo/posts': tiktokPosts,
    });
    await renderUserInfo();
    await lookUp('demo');
    const block = await screen.findByRole('region', { name: 'Demo Account' });
    expect(within(block).getByText('Dancing since 2018')).toBeVisible();
    const stats = within(block).getByRole('region', { name: 'Stats' });
    expect(within(stats).getByText('12,345')).toBeVisible();
    expect(within(stats).getByText('1,000,000')).toBeVisible();
    const info = within(block).getByRole('region', { name: 'Account information' });
    expect(fieldValue(info, 'Account Age')).toBe('8 years');
    expect(fieldValue(info, 'Location')).toBe('DE');
    const probability = within(block).getByRole('region', { name: 'Probability details' });
    expect(fieldValue(probability, 'Fake Account Probability')).toBe('0%');
    expect(fieldValue(probability, 'Location Probability of Being Wrong')).toBe('0%');
    expect(within(probability).getByTestId('fake-estimate')).toHaveTextContent(
      'Probability of demo being a fake account: 0%.',
    );
    expect(within(block).getByRole('region', { name: 'Tag Cloud' })).toHaveTextContent('berlin');
    expect(within(block).getByText('Demo data')).toBeVisible();
    const postStats = screen.getByRole('region', { name: 'Post statistics' });
    expect(fieldValue(postStats, 'Posts analysed')).toBe('2');
    expect(fieldValue(postStats, 'Average plays')).toBe('1,500.5');
    expect(fieldValue(postStats, 'Average likes')).toBe('12.5');
    const posts = screen.getByRole('region', { name: 'Posts' });
    expect(within(posts).getByText('berlin sunset')).toBeVisible();
    expect(within(posts).getByText('2,001 Plays | 15 Likes')).toBeVisible();
    expect(within(posts).getAllByRole('img', { name: 'Picture of the post' })).toHaveLength(2);
    expect(api.calls.map((c) => c.path)).toEqual([
      '/api/lookups/tiktok/demo',
      '/api/lookups/tiktok/sec-uid/demo-sec-demo/posts',
    ]);
  });

  test('Truth Social: the note is sanitized and an account without posts has no post blocks', async () => {
    mockApi({
      'GET /api/lookups/truthsocial/empty': () =>
        reply(truthsocialProfileReplySchema, {
          ...demoMeta,
          user: {
            id: 'demo-empty',
            username: 'empty',
            displayName: null,
            noteHtml: '<p>Hi</p><script>window.__pwned = true</script><img src=x onerror="x()">',
            avatarUrl: null,
            headerUrl: null,
            createdAt: null,
            lastStatusAt: null,
            followers: 0,
            following: 0,
            postsCount: 0,
            website: null,
          },
          accountAge: { years: null, days: null },
          fake: estimateFixture(0, ['ageUnknown']),
        }),
      'GET /api/lookups/truthsocial/id/demo-empty/posts': () =>
        reply(truthsocialPostsReplySchema, { ...demoMeta, posts: [], tagCloud: [] }),
    });
    const { container } = await renderUserInfo();
    await lookUp('empty', 'truthsocial');
    const block = await screen.findByRole('region', { name: 'empty' });
    expect(within(block).getByText('Hi')).toBeVisible();
    expect(container.querySelector('script, [onerror]')).toBeNull();
    expect(fieldValue(block, 'Account Age')).toBe('not available');
    expect(screen.queryByRole('region', { name: 'Post statistics' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Posts' })).toBeNull();
  });

  test('not found and failures are shown', async () => {
    mockApi({
      'GET /api/lookups/twitter/unknown': () =>
        replyError('PROVIDER_NOT_FOUND', 'Twitter user data not found in the API response.'),
      'GET /api/lookups/twitter/unavailable': () =>
        replyError('UPSTREAM_UNAVAILABLE', 'The X data provider is unavailable.'),
    });
    await renderUserInfo();
    await lookUp('unknown', 'twitter');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No account with this username was found.',
    );
    await lookUp('unavailable');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while fetching the user information: The X data provider is unavailable. Please try again later.',
    );
  });
});
