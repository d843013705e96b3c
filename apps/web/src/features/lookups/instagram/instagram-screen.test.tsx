import {
  instagramCommunityReplySchema,
  instagramPostsReplySchema,
  instagramProfileReplySchema,
  type InstagramProfileReply,
} from '@vigil/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { clearSession } from '../../../lib/session';
import { mockApi, reply, replyError } from '../../../test/mock-api';
import { lookupScreen } from '../../../test/lookups';
import { InstagramScreen } from './instagram-screen';
import { estimateFixture } from '../../../test/estimate';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const meta = { source: 'demo', cached: false, dataAsOf: '2026-01-15T10:00:00.000Z' } as const;

const profile: InstagramProfileReply = {
  ...meta,
  user: {
    id: '42',
    username: 'fake12345',
    fullName: 'Fake Person',
    profilePictureUrl: 'https://example.com/a.jpg',
    followers: 12345,
    following: 67,
    biography: 'Hello there',
    location: 'Berlin',
    createdAt: '2026-01-05T00:00:00.000Z',
    isVerified: false,
    isPrivate: false,
  },
  accountAge: { years: 0, days: 10 },
  fake: estimateFixture(100, ['manyDigits', 'young']),
};

const posts = {
  ...meta,
  posts: [
    { id: 'p1', imageUrl: 'https://example.com/p1.jpg', caption: 'Sunny day #travel #food' },
    { id: 'p2', imageUrl: null, caption: 'Again #travel' },
  ],
  tagCloud: [
    { tag: '#travel', count: 2 },
    { tag: '#food', count: 1 },
  ],
};

const instagram = lookupScreen({
  ui: <InstagramScreen />,
  url: '/instagram',
  input: 'Username',
  path: (name) => `/api/lookups/instagram/${name}`,
});
const { render: renderInstagram, lookUp } = instagram;

describe('InstagramScreen', () => {
  test('idle: the title, the form and "No data to display."', async () => {
    mockApi({});
    await renderInstagram();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Instagram User information' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Fetch Info' })).toBeEnabled();
    expect(screen.getByText('No data to display.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Fetch Community Data by CID' })).toBeVisible();
  });

  test('an empty username shows "Username is required!" and calls nothing', async () => {
    await instagram.refuseEmpty('Username is required!', { button: 'Fetch Info' });
  });

  test('a lookup shows the profile card, the fake estimate, the posts and the tag cloud', async () => {
    const api = mockApi({
      'GET /api/lookups/instagram/fake12345': () => reply(instagramProfileReplySchema, profile),
      'GET /api/lookups/instagram/fake12345/posts': () => reply(instagramPostsReplySchema, posts),
    });
    await renderInstagram();
    await lookUp('@fake12345');
    const card = await screen.findByRole('region', { name: 'Fake Person' });
    expect(within(card).getByText('@fake12345')).toBeVisible();
    expect(within(card).getByText('12,345')).toBeVisible();
    expect(within(card).getByText('Berlin')).toBeVisible();
    expect(within(card).getByText('Hello there')).toBeVisible();
    expect(within(card).getByText('Account Created At')).toBeVisible();
    expect(within(card).getByText('1/5/26')).toBeVisible();
    expect(within(card).getByText('Demo data')).toBeVisible();
    expect(
      within(card).getByText(
        'Probability of fake12345 being a fake account: 100%. Criteria used: Username contains more than four numbers. Account age is less than 1 year.',
      ),
    ).toBeVisible();
    expect(within(card).getByRole('img', { name: 'Profile picture of Fake Person' })).toBeVisible();
    const latest = await screen.findByRole('region', { name: 'Latest Posts' });
    expect(within(latest).getByText('Sunny day #travel #food')).toBeVisible();
    expect(within(latest).getAllByRole('img')).toHaveLength(2);
    const cloud = screen.getByRole('region', { name: 'Tag Cloud' });
    expect(
      within(cloud)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#travel2', '#food1']);
    expect(screen.queryByText('No data to display.')).toBeNull();
    expect(api.callsTo('GET /api/lookups/instagram/fake12345')).toHaveLength(1);
    // The account can be put on a watchlist from here (its menu asks for the lists when opened).
    expect(
      screen.getByRole('button', { name: 'Watch fake12345: choose a watchlist' }),
    ).toBeVisible();
  });

  test('a missing creation date leaves "Account Created At" out', async () => {
    mockApi({
      'GET /api/lookups/instagram/noage': () =>
        reply(instagramProfileReplySchema, {
          ...profile,
          user: { ...profile.user, username: 'noage', fullName: null, createdAt: null },
          fake: estimateFixture(0, ['ageUnknown']),
        }),
      'GET /api/lookups/instagram/noage/posts': () =>
        reply(instagramPostsReplySchema, { ...meta, posts: [], tagCloud: [] }),
    });
    await renderInstagram();
    await lookUp('noage');
    const card = await screen.findByRole('region', { name: 'noage' });
    expect(within(card).queryByText('Account Created At')).toBeNull();
    expect(within(card).getByTestId('fake-estimate')).toHaveTextContent(
      'Probability of noage being a fake account: 0%. Criteria used: Account age is not available.',
    );
  });

  instagram.failureTests([
    {
      title: 'a failure shows "An error occurred. Please try again later."',
      name: 'unavailable',
      code: 'UPSTREAM_UNAVAILABLE',
      message: 'The provider is unavailable.',
      shows: 'An error occurred. Please try again later.',
      after: () => expect(screen.queryByText('No data to display.')).toBeNull(),
    },
  ]);

  test('an unknown user says so', async () => {
    mockApi({
      'GET /api/lookups/instagram/unknown': () =>
        replyError('PROVIDER_NOT_FOUND', 'Instagram user not found.'),
    });
    await renderInstagram('de');
    await userEvent.type(screen.getByLabelText('Benutzername'), 'unknown{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Instagram-Benutzer nicht gefunden.',
    );
  });

  test('the community lookup shows formatted JSON under "Community Data"', async () => {
    const api = mockApi({
      'GET /api/lookups/instagram-community': () =>
        reply(instagramCommunityReplySchema, { ...meta, data: { name: 'Hikers', members: 3 } }),
    });
    await renderInstagram();
    const section = screen.getByRole('region', { name: 'Fetch Community Data by CID' });
    await userEvent.click(within(section).getByRole('button', { name: 'Fetch Community Info' }));
    expect(await within(section).findByText('Please enter a community ID or URL.')).toBeVisible();
    expect(api.calls).toHaveLength(0);
    await userEvent.type(within(section).getByLabelText('Community ID or URL'), 'c-77{Enter}');
    expect(await within(section).findByRole('heading', { name: 'Community Data' })).toBeVisible();
    expect(within(section).getByTestId('community-json').textContent).toBe(
      JSON.stringify({ name: 'Hikers', members: 3 }, null, 2),
    );
    expect(api.calls[0]?.query.get('cid')).toBe('c-77');
  });

  test('a community URL is sent as url; a failure shows the spec text', async () => {
    const api = mockApi({
      'GET /api/lookups/instagram-community': () =>
        replyError('PROVIDER_NOT_FOUND', 'Community not found.'),
    });
    await renderInstagram();
    const section = screen.getByRole('region', { name: 'Fetch Community Data by CID' });
    await userEvent.type(
      within(section).getByLabelText('Community ID or URL'),
      'https://www.instagram.com/c/1{Enter}',
    );
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'An error occurred while fetching community info.',
    );
    expect(api.calls[0]?.query.get('url')).toBe('https://www.instagram.com/c/1');
  });
});
