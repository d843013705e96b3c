import {
  twitterPostsReplySchema,
  twitterProfileReplySchema,
  type TwitterProfileReply,
} from '@vigil/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockApi, reply, replyError } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { XScreen } from './x-screen';
import { estimateFixture } from '../../../test/estimate';

afterEach(() => vi.unstubAllGlobals());

const meta = { source: 'demo', cached: false, dataAsOf: '2026-03-01T10:00:00.000Z' } as const;

const profile = (over: Partial<TwitterProfileReply['user']> = {}) =>
  reply(twitterProfileReplySchema, {
    ...meta,
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

const renderX = (lang: 'de' | 'en' = 'en') =>
  renderApp(<XScreen />, { url: '/x-comp', session: { role: 'user' }, lang });

async function lookUp(name: string) {
  const user = userEvent.setup();
  if (name) await user.type(screen.getByRole('textbox', { name: 'Twitter Username' }), name);
  await user.click(screen.getByRole('button', { name: 'Get User Info' }));
}

const field = (block: HTMLElement, label: string) =>
  within(block).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('XScreen', () => {
  test('an empty username gives "Username is required!" and no call', async () => {
    const api = mockApi({});
    await renderX();
    expect(screen.getByRole('heading', { level: 1, name: 'X' })).toBeVisible();
    await lookUp('');
    expect(await screen.findByText('Username is required!')).toBeVisible();
    await lookUp('  @ ');
    expect(screen.getByText('Username is required!')).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  test('shows the profile, the fake estimate, the hashtag cloud and the posts', async () => {
    const api = mockApi({
      'GET /api/lookups/twitter/fake12345': () => profile(),
      'GET /api/lookups/twitter/id/demo-fake12345/posts': () =>
        reply(twitterPostsReplySchema, {
          ...meta,
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
    expect(field(block, 'Account Age')).toBe('0 years');
    expect(field(block, 'Registered Date')).toBe('2/19/26');
    expect(field(block, 'Fake Account Probability')).toBe('100%');
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

  test('an unknown user gives the spec not-found message', async () => {
    mockApi({
      'GET /api/lookups/twitter/unknown': () =>
        replyError('PROVIDER_NOT_FOUND', 'Twitter user data not found in the API response.'),
    });
    await renderX();
    await lookUp('unknown');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Twitter user data not found in the API response.',
    );
  });

  test('a failing call gives the spec message with the reason', async () => {
    mockApi({
      'GET /api/lookups/twitter/unavailable': () =>
        replyError('PROVIDER_BAD_REPLY', 'The X data provider sent a reply we could not read.'),
    });
    await renderX();
    await lookUp('unavailable');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while fetching Twitter profile: The X data provider sent a reply we could not read.',
    );
  });

  test('shows the German texts', async () => {
    mockApi({});
    await renderX('de');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Benutzerinfo abrufen' }));
    expect(await screen.findByText('Benutzername ist erforderlich!')).toBeVisible();
  });
});
