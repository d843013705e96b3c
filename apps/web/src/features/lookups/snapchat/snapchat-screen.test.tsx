import { snapchatProfileReplySchema, type SnapchatProfileReply } from '@vigil/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { clearSession } from '../../../lib/session';
import { mockApi, reply, replyError } from '../../../test/mock-api';
import { lookupScreen } from '../../../test/lookups';
import { SnapchatScreen } from './snapchat-screen';
import { estimateFixture } from '../../../test/estimate';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const profile: SnapchatProfileReply = {
  source: 'demo',
  cached: false,
  dataAsOf: '2026-01-15T10:00:00.000Z',
  user: {
    username: 'newbie',
    title: 'New Bie',
    bio: 'Just arrived',
    avatarUrl: 'https://example.com/a.jpg',
    subscribers: 1234567,
    websiteUrl: 'https://example.com/',
    createdAt: '2025-12-16T00:00:00.000Z',
  },
  relatedAccounts: [
    { username: 'friend1', title: 'Friend One', avatarUrl: null },
    { username: 'friend2', title: null, avatarUrl: 'https://example.com/f2.jpg' },
  ],
  accountAge: { years: 0, days: 30 },
  fake: estimateFixture(50, ['young']),
};

const snapchat = lookupScreen({
  ui: <SnapchatScreen />,
  url: '/snap',
  input: 'Username',
  path: (name) => `/api/lookups/snapchat/${name}`,
});
const { render: renderSnapchat, lookUp } = snapchat;

describe('SnapchatScreen', () => {
  test('an empty username: "Username is required!" and no call', async () => {
    await snapchat.refuseEmpty('Username is required!', { button: 'Get User Info' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'SnapChat User Information' }),
    ).toBeVisible();
  });

  test('a lookup shows the profile, the fake message and the related accounts', async () => {
    mockApi({
      'GET /api/lookups/snapchat/newbie': () => reply(snapchatProfileReplySchema, profile),
    });
    await renderSnapchat();
    await lookUp('newbie');
    const card = await screen.findByRole('region', { name: 'New Bie' });
    expect(within(card).getByRole('img', { name: 'Profile picture of New Bie' })).toBeVisible();
    expect(within(card).getByText('Just arrived')).toBeVisible();
    expect(within(card).getByText('Subscribers: 1,234,567')).toBeVisible();
    expect(within(card).getByRole('link', { name: /example\.com/ })).toHaveAttribute(
      'href',
      'https://example.com/',
    );
    expect(within(card).getByTestId('fake-estimate')).toHaveTextContent(
      'Probability of newbie being a fake account: 50%. Criteria used: Account age is less than 1 year.',
    );
    expect(within(card).getByText('Demo data')).toBeVisible();
    const related = screen.getByRole('region', { name: 'Related Accounts' });
    expect(
      within(related)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Friend One (friend1)', 'friend2 (friend2)']);
    expect(within(related).getAllByRole('img')).toHaveLength(2);
  });

  test('numbers follow the language', async () => {
    mockApi({
      'GET /api/lookups/snapchat/newbie': () => reply(snapchatProfileReplySchema, profile),
    });
    await renderSnapchat('de');
    await userEvent.type(screen.getByLabelText('Benutzername'), 'newbie{Enter}');
    expect(await screen.findByText('Abonnenten: 1.234.567')).toBeVisible();
  });

  snapchat.failureTests([
    {
      title: 'no data: "Snapchat user data not found in the API response."',
      name: 'unknown',
      code: 'PROVIDER_NOT_FOUND',
      message: 'Snapchat user data not found in the API response.',
      shows: 'Snapchat user data not found in the API response.',
    },
  ]);

  test('a failure: "An error occurred while fetching Snapchat profile: {message}", profile cleared', async () => {
    mockApi({
      'GET /api/lookups/snapchat/newbie': () => reply(snapchatProfileReplySchema, profile),
      'GET /api/lookups/snapchat/unavailable': () =>
        replyError('UPSTREAM_UNAVAILABLE', 'The Snapchat data provider is unavailable.'),
    });
    await renderSnapchat();
    await lookUp('newbie');
    expect(await screen.findByRole('region', { name: 'New Bie' })).toBeVisible();
    await lookUp('unavailable');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while fetching Snapchat profile: The Snapchat data provider is unavailable. Please try again later.',
    );
    expect(screen.queryByRole('region', { name: 'New Bie' })).toBeNull();
  });
});
