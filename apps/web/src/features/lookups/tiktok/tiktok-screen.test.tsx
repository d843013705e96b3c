import {
  tiktokPostsReplySchema,
  tiktokProfileReplySchema,
  type TiktokPostsReply,
  type TiktokProfileReply,
} from '@vigil/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockApi, reply, replyError } from '../../../test/mock-api';
import { demoMeta, fieldValue, lookupScreen, tiktokProfileOf } from '../../../test/lookups';
import { TiktokScreen } from './tiktok-screen';

afterEach(() => vi.unstubAllGlobals());

const profile = (over: Partial<TiktokProfileReply['user']> = {}, wrong: number | null = 0) =>
  reply(tiktokProfileReplySchema, tiktokProfileOf(over, wrong));

const posts: TiktokPostsReply = {
  ...demoMeta,
  posts: [{ id: 'v1', description: 'berlin sunset', coverUrl: null, plays: 98765, likes: 4321 }],
  tagCloud: [{ tag: 'berlin', count: 2 }],
};

const tiktok = lookupScreen({
  ui: <TiktokScreen />,
  url: '/tiktok',
  input: 'TikTok Username',
  button: 'Get User Info',
  path: (name) => `/api/lookups/tiktok/${name}`,
});
const { render: renderTiktok, lookUp } = tiktok;

describe('TiktokScreen', () => {
  test('an empty username gives "Username is required!" and no call', async () => {
    await tiktok.refuseEmpty('Username is required!');
    expect(screen.getByRole('heading', { level: 1, name: 'TikTok' })).toBeVisible();
    expect(screen.getByPlaceholderText('TikTok Username')).toBeVisible();
  });

  test('shows the profile, then the posts fetched by secUid, and the tag cloud', async () => {
    const api = mockApi({
      'GET /api/lookups/tiktok/demo': () => profile(),
      'GET /api/lookups/tiktok/sec-uid/demo-sec-demo/posts': () =>
        reply(tiktokPostsReplySchema, posts),
    });
    await renderTiktok();
    await lookUp('@demo');
    const block = await screen.findByRole('region', { name: 'Demo Account' });
    expect(within(block).getByText('Dancing since 2018')).toBeVisible();
    expect(within(block).getByText('12,345')).toBeVisible();
    expect(fieldValue(block, 'Account Age')).toBe('8 years');
    expect(fieldValue(block, 'Registered Date')).toBe('1/1/18');
    expect(fieldValue(block, 'Location')).toBe('DE');
    expect(fieldValue(block, 'Fake Account Probability')).toBe('0%');
    expect(fieldValue(block, 'Location Probability of Being Wrong')).toBe('0%');
    expect(within(block).getByTestId('fake-estimate')).toHaveTextContent(
      'Probability of demo being a fake account: 0%. Criteria used: none',
    );
    expect(within(block).getByText('Demo data')).toBeVisible();
    const list = await screen.findByRole('region', { name: 'User Posts' });
    expect(within(list).getByText('berlin sunset')).toBeVisible();
    expect(within(list).getByText('98,765 Plays | 4,321 Likes')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Tag Cloud' })).getByText('berlin'),
    ).toBeVisible();
    expect(api.calls.map((c) => c.path)).toEqual([
      '/api/lookups/tiktok/demo',
      '/api/lookups/tiktok/sec-uid/demo-sec-demo/posts',
    ]);
  });

  test('no region: location "Unknown" and the probability not known ("n/a")', async () => {
    const api = mockApi({
      'GET /api/lookups/tiktok/noage': () =>
        profile(
          { uniqueId: 'noage', nickname: null, region: null, location: 'Unknown', secUid: null },
          null,
        ),
    });
    await renderTiktok();
    await lookUp('noage');
    const block = await screen.findByRole('region', { name: 'noage' });
    expect(fieldValue(block, 'Location')).toBe('Unknown');
    expect(fieldValue(block, 'Location Probability of Being Wrong')).toBe('n/a');
    // Without a secUid no posts are fetched.
    expect(api.calls).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'User Posts' })).toBeNull();
  });

  tiktok.failureTests([
    {
      title: 'a profile that is not found gives the spec message',
      name: 'unknown',
      code: 'PROVIDER_NOT_FOUND',
      message: 'TikTok user data not found in the API response.',
      shows: 'TikTok user data not found in the API response.',
    },
    {
      title: 'a failing call gives the spec message with the reason',
      name: 'unavailable',
      code: 'UPSTREAM_UNAVAILABLE',
      message: 'The TikTok data provider is unavailable.',
      shows:
        'An error occurred while fetching TikTok profile: The TikTok data provider is unavailable. Please try again later.',
      after: () => expect(screen.queryByRole('region', { name: 'User Posts' })).toBeNull(),
    },
  ]);

  test('German: plural forms, locale numbers and percentages, and a German reason', async () => {
    mockApi({
      'GET /api/lookups/tiktok/demo': () => profile({ followers: 1, following: 321 }),
      'GET /api/lookups/tiktok/sec-uid/demo-sec-demo/posts': () =>
        reply(tiktokPostsReplySchema, {
          ...posts,
          posts: [{ id: 'v1', description: 'x', coverUrl: null, plays: 1, likes: 4321 }],
        }),
      'GET /api/lookups/tiktok/busy': () =>
        replyError('PROVIDER_RATE_LIMITED', 'The TikTok data provider is busy.'),
    });
    await renderTiktok('de');
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'TikTok-Benutzername' });
    await user.type(input, 'demo{Enter}');
    const block = await screen.findByRole('region', { name: 'Demo Account' });
    const text = (s: string) => within(block).getByText((_, el) => el?.textContent === s);
    expect(text('1 Follower')).toBeVisible();
    expect(text('321 gefolgt')).toBeVisible();
    expect(fieldValue(block, 'Kontoalter')).toBe('8 Jahre');
    expect(fieldValue(block, 'Fake-Konto-Wahrscheinlichkeit')).toBe('0\u00a0%');
    const list = await screen.findByRole('region', { name: 'Beiträge' });
    expect(within(list).getByText('1 Wiedergabe | 4.321 Likes')).toBeVisible();
    await user.clear(input);
    await user.type(input, 'busy{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Beim Abrufen des TikTok-Profils ist ein Fehler aufgetreten: Der Datenanbieter für TikTok ist ausgelastet. Bitte versuche es später erneut.',
    );
  });

  test('a failed posts call keeps the profile', async () => {
    mockApi({
      'GET /api/lookups/tiktok/demo': () => profile(),
      'GET /api/lookups/tiktok/sec-uid/demo-sec-demo/posts': () =>
        replyError('UPSTREAM_UNAVAILABLE', 'The data provider is not available.'),
    });
    await renderTiktok();
    await lookUp('demo');
    expect(await screen.findByText('The posts could not be loaded.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Demo Account' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
