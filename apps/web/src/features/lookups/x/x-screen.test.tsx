import {
  twitterPostsReplySchema,
  twitterProfileReplySchema,
  type TwitterProfileReply,
} from '@vigil/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockApi, reply } from '../../../test/mock-api';
import { demoMeta, fieldValue, lookupScreen } from '../../../test/lookups';
import { XScreen } from './x-screen';
import { estimateFixture } from '../../../test/estimate';

afterEach(() => vi.unstubAllGlobals());

const profile = (over: Partial<TwitterProfileReply['user']> = {}) =>
  reply(twitterProfileReplySchema, {
    ...demoMeta,
    user: {
      id: 'demo-fake12345',
      username: 'fake12345',
      name: 'Totally Real Person',
      avatarUrl: null,
      followers: 3,
      following: 4999,
      description: null,
      location: null,
      isVerified: false,
      isPrivate: false,
      createdAt: '2026-02-19T00:00:00.000Z',
      ...over,
    },
    accountAge: { years: 0, days: 10 },
    fake: estimateFixture(100, ['manyDigits', 'young']),
  });

const x = lookupScreen({
  ui: <XScreen />,
  url: '/x-comp',
  input: 'Twitter Username',
  button: 'Get User Info',
  path: (name) => `/api/lookups/twitter/${name}`,
});
const { render: renderX, lookUp } = x;

describe('XScreen', () => {
  test('an empty username gives "Username is required!" and no call', async () => {
    const api = await x.refuseEmpty('Username is required!');
    expect(screen.getByRole('heading', { level: 1, name: 'X' })).toBeVisible();
    await lookUp('  @ ');
    expect(screen.getByText('Username is required!')).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  test('shows the profile, the fake estimate, the hashtag cloud and the posts', async () => {
    const api = mockApi({
      'GET /api/lookups/twitter/fake12345': () => profile(),
      'GET /api/lookups/twitter/id/demo-fake12345/posts': () =>
        reply(twitterPostsReplySchema, {
          ...demoMeta,
          posts: [{ id: 'x1', text: 'hello #coding #berlin', createdAt: null }],
          tagCloud: [
            { tag: '#coding', count: 5 },
            { tag: '#berlin', count: 2 },
          ],
        }),
    });
    await renderX();
    await lookUp('fake12345');
    const block = await screen.findByRole('region', { name: 'Totally Real Person' });
    expect(within(block).getByText('@fake12345')).toBeVisible();
    expect(within(block).getByText('4,999')).toBeVisible();
    expect(fieldValue(block, 'Account Age')).toBe('0 years');
    expect(fieldValue(block, 'Registered Date')).toBe('2/19/26');
    expect(fieldValue(block, 'Fake Account Probability')).toBe('100%');
    expect(within(block).getByTestId('fake-estimate')).toHaveTextContent(
      'Probability of fake12345 being a fake account: 100%. Criteria used: Username contains more than four numbers. Account age is less than 1 year.',
    );
    expect(within(block).getByText('Demo data')).toBeVisible();
    const cloud = await screen.findByRole('region', { name: 'Tag Cloud' });
    expect(within(cloud).getByText('#coding')).toBeVisible();
    const list = screen.getByRole('region', { name: 'User Posts' });
    expect(within(list).getByText('hello #coding #berlin')).toBeVisible();
    expect(api.calls).toHaveLength(2);
  });

  test('without a user id no posts are fetched', async () => {
    const api = mockApi({ 'GET /api/lookups/twitter/fake12345': () => profile({ id: null }) });
    await renderX();
    await lookUp('fake12345');
    await screen.findByRole('region', { name: 'Totally Real Person' });
    expect(api.calls).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'User Posts' })).toBeNull();
  });

  x.failureTests([
    {
      title: 'an unknown user gives the spec not-found message',
      name: 'unknown',
      code: 'PROVIDER_NOT_FOUND',
      message: 'Twitter user data not found in the API response.',
      shows: 'Twitter user data not found in the API response.',
    },
    {
      title: 'a failing call gives the spec message with the reason',
      name: 'unavailable',
      code: 'PROVIDER_BAD_REPLY',
      message: 'The X data provider sent a reply we could not read.',
      shows:
        'An error occurred while fetching Twitter profile: The X data provider sent a reply we could not read.',
    },
  ]);

  test('shows the German texts', async () => {
    mockApi({});
    await renderX('de');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Benutzerinfo abrufen' }));
    expect(await screen.findByText('Benutzername ist erforderlich!')).toBeVisible();
  });
});
