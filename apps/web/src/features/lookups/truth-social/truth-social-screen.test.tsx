import {
  truthsocialPostsReplySchema,
  truthsocialProfileReplySchema,
  type TruthsocialProfileReply,
} from '@vigil/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockApi, reply, replyError } from '../../../test/mock-api';
import { demoMeta, fieldValue, lookupScreen } from '../../../test/lookups';
import { TruthSocialScreen } from './truth-social-screen';
import { estimateFixture } from '../../../test/estimate';

afterEach(() => vi.unstubAllGlobals());

const profile = (over: Partial<TruthsocialProfileReply['user']> = {}) =>
  reply(truthsocialProfileReplySchema, {
    ...demoMeta,
    user: {
      id: 'demo-demo',
      username: 'demo',
      displayName: 'Demo Account',
      noteHtml: '<p>Hello <strong>world</strong></p>',
      avatarUrl: null,
      headerUrl: 'https://example.com/header.png',
      createdAt: '2018-01-01T00:00:00.000Z',
      lastStatusAt: null,
      followers: 12345,
      following: 3,
      postsCount: 1200,
      website: 'https://example.com/demo',
      ...over,
    },
    accountAge: { years: 8, days: 2980 },
    fake: estimateFixture(0, []),
  });

const posts = () =>
  reply(truthsocialPostsReplySchema, {
    ...demoMeta,
    posts: [{ id: 't1', contentHtml: '<p>coffee in berlin</p>', createdAt: null }],
    tagCloud: [{ tag: 'coffee', count: 4 }],
  });

const truthSocial = lookupScreen({
  ui: <TruthSocialScreen />,
  url: '/truth-social',
  input: 'Username',
  button: 'Fetch User Info',
  path: (name) => `/api/lookups/truthsocial/${name}`,
});
const { render: renderTruthSocial, lookUp } = truthSocial;

describe('TruthSocialScreen', () => {
  test('starts empty (no sample profile); an empty username gives the spec message', async () => {
    const api = mockApi({});
    await renderTruthSocial();
    expect(screen.getByRole('heading', { level: 1, name: 'Truth Social' })).toBeVisible();
    expect(screen.getByPlaceholderText('Enter username')).toBeVisible();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    await lookUp('');
    expect(await screen.findByText('Username is required!')).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  test('shows the user block, the posts fetched by id and the tag cloud', async () => {
    const api = mockApi({
      'GET /api/lookups/truthsocial/demo': () => profile(),
      'GET /api/lookups/truthsocial/id/demo-demo/posts': posts,
    });
    await renderTruthSocial();
    await lookUp('demo');
    const block = await screen.findByRole('region', { name: '@demo' });
    expect(within(block).getByRole('img', { name: 'Header image of Demo Account' })).toBeVisible();
    expect(
      within(block).getByRole('img', { name: 'Profile picture of Demo Account' }),
    ).toBeVisible();
    expect(within(block).getByText('world').tagName).toBe('STRONG');
    expect(fieldValue(block, 'Account Created')).toBe('1/1/18');
    expect(fieldValue(block, 'Followers')).toBe('12,345');
    expect(fieldValue(block, 'Total Posts')).toBe('1,200');
    expect(within(block).getByRole('link', { name: /example\.com\/demo/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(block).getByText('Demo data')).toBeVisible();
    const list = await screen.findByRole('region', { name: 'User Posts' });
    expect(within(list).getByText('coffee in berlin')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Tag Cloud' })).getByText('coffee'),
    ).toBeVisible();
    expect(api.calls.map((c) => c.path)).toEqual([
      '/api/lookups/truthsocial/demo',
      '/api/lookups/truthsocial/id/demo-demo/posts',
    ]);
  });

  test('script and event-handler HTML in the note is neither run nor rendered', async () => {
    const hostile =
      '<p>Hi</p><script>window.__pwned = true</script>' +
      '<img src="x" onerror="window.__pwned = true">' +
      '<a href="javascript:window.__pwned=true" onclick="window.__pwned=true">click</a>';
    mockApi({
      'GET /api/lookups/truthsocial/demo': () =>
        profile({ noteHtml: hostile, headerUrl: null, website: null }),
      'GET /api/lookups/truthsocial/id/demo-demo/posts': () =>
        reply(truthsocialPostsReplySchema, {
          ...demoMeta,
          posts: [{ id: 't1', contentHtml: `<p>post</p>${hostile}`, createdAt: null }],
          tagCloud: [],
        }),
    });
    const { container } = await renderTruthSocial();
    await lookUp('demo');
    await screen.findByText('post');
    expect(screen.getByTestId('truthsocial-note')).toHaveTextContent('Hi');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror], [onclick]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    // The only pictures are the avatar: the note's <img> is gone.
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual([
      'Profile picture of Demo Account',
    ]);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  test('a failed posts call is an empty list', async () => {
    mockApi({
      'GET /api/lookups/truthsocial/demo': () => profile(),
      'GET /api/lookups/truthsocial/id/demo-demo/posts': () =>
        replyError('UPSTREAM_UNAVAILABLE', 'The data provider is not available.'),
    });
    await renderTruthSocial();
    await lookUp('demo');
    const list = await screen.findByRole('region', { name: 'User Posts' });
    expect(within(list).getByText('No posts to show.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  truthSocial.failureTests([
    {
      title: 'an unknown user gives "User information not found."',
      name: 'unknown',
      code: 'PROVIDER_NOT_FOUND',
      message: 'User information not found.',
      shows: 'User information not found.',
    },
    {
      title: 'a failing call gives "An error occurred: {message}"',
      name: 'ratelimited',
      code: 'PROVIDER_RATE_LIMITED',
      message: 'The Truth Social data provider is busy.',
      shows: 'An error occurred: The Truth Social data provider is busy. Please try again later.',
    },
  ]);
});
