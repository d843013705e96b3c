import { telegramLookupReplySchema, type TelegramLookupReply } from '@vigil/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { DEFAULT_AVATAR } from '../kit';
import { mockApi, reply, replyError } from '../../../test/mock-api';
import { demoMeta, lookupScreen } from '../../../test/lookups';
import { TelegramScreen } from './telegram-screen';
import { estimateFixture } from '../../../test/estimate';

afterEach(() => vi.unstubAllGlobals());

const result = (over: Partial<TelegramLookupReply['entity']> = {}): TelegramLookupReply => ({
  ...demoMeta,
  entity: {
    kind: 'user',
    id: '42',
    username: 'durov',
    firstName: 'Pavel',
    lastName: 'Durov',
    title: null,
    description: null,
    avatarUrl: null,
    membersCount: null,
    createdAt: '2025-12-01T00:00:00.000Z',
    location: null,
    ...over,
  },
  accountAge: { years: 0, days: 90 },
  fake: estimateFixture(50, ['young']),
  posts: [
    { id: 'p1', description: 'sunset over the lake', likes: 1234, views: 56789, date: null },
    { id: 'p2', description: 'morning walk', likes: 7, views: 80, date: null },
  ],
  tagCloud: [
    { tag: 'sunset', count: 3 },
    { tag: 'lake', count: 1 },
  ],
});

const ok = (r: TelegramLookupReply) => () => reply(telegramLookupReplySchema, r);

const { render: renderTelegram, lookUp } = lookupScreen({
  ui: <TelegramScreen />,
  url: '/telegram',
  input: 'Telegram Username',
  button: 'Get User Info',
  path: (handle) => `/api/lookups/telegram/user/${handle}`,
});

describe('TelegramScreen', () => {
  test('shows the spec title, placeholder and button', async () => {
    await renderTelegram();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Identify Telegram Account, Group, Channel, or Bot',
      }),
    ).toBeVisible();
    expect(screen.getByPlaceholderText('Telegram Username')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Get User Info' })).toBeEnabled();
  });

  test('an empty, blank or malformed handle gives the spec message and no call', async () => {
    const api = mockApi({});
    await renderTelegram();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Get User Info' }));
    expect(await screen.findByText('Please enter a valid Telegram handle.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Telegram Username' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Get User Info' }));
    expect(screen.getByText('Please enter a valid Telegram handle.')).toBeVisible();
    await lookUp('not a handle');
    expect(screen.getByText('Please enter a valid Telegram handle.')).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  test('a lookup shows the profile, the tag cloud, the posts and the demo marking', async () => {
    const api = mockApi({ 'GET /api/lookups/telegram/user/durov': ok(result()) });
    await renderTelegram();
    await lookUp('@durov');
    const profile = await screen.findByRole('region', { name: 'Pavel Durov' });
    expect(within(profile).getByText('Account Age')).toBeVisible();
    expect(within(profile).getByText('90 days')).toBeVisible();
    expect(within(profile).getByText('Registered Date')).toBeVisible();
    expect(within(profile).getByText('12/1/25')).toBeVisible();
    // No location from the provider reads 'Unknown'.
    expect(within(profile).getByText('Unknown')).toBeVisible();
    expect(within(profile).getByText('Fake Account Probability')).toBeVisible();
    expect(within(profile).getByText('50%')).toBeVisible();
    expect(within(profile).getByText('Demo data')).toBeVisible();
    // No picture: the default avatar.
    expect(
      within(profile).getByRole('img', { name: 'Profile picture of Pavel Durov' }),
    ).toHaveAttribute('src', DEFAULT_AVATAR);
    const cloud = screen.getByRole('region', { name: 'Tag Cloud' });
    expect(within(cloud).getByText('sunset')).toBeVisible();
    const posts = screen.getByRole('region', { name: 'User Posts' });
    expect(within(posts).getByText('sunset over the lake')).toBeVisible();
    expect(within(posts).getByText('1,234 Likes | 56,789 Views')).toBeVisible();
    expect(api.calls).toHaveLength(1);
  });

  test('no tags: no Tag Cloud block', async () => {
    mockApi({
      'GET /api/lookups/telegram/user/durov': ok({ ...result(), tagCloud: [], posts: [] }),
    });
    await renderTelegram();
    await lookUp('durov');
    await screen.findByRole('region', { name: 'Pavel Durov' });
    expect(screen.queryByRole('region', { name: 'Tag Cloud' })).toBeNull();
  });

  test('the button is disabled and a loading state shows while the lookup runs', async () => {
    let answer: (r: Response) => void = () => {};
    mockApi({
      'GET /api/lookups/telegram/user/durov': () => new Promise<Response>((r) => (answer = r)),
    });
    await renderTelegram();
    await lookUp('durov');
    expect(await screen.findByRole('status')).toHaveTextContent('Looking up the Telegram account');
    expect(screen.getByRole('button', { name: /Get User Info/ })).toBeDisabled();
    answer(reply(telegramLookupReplySchema, result()));
    expect(await screen.findByRole('region', { name: 'Pavel Durov' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Get User Info' })).toBeEnabled();
  });

  test('a failed general lookup keeps the previous data, with the spec message', async () => {
    mockApi({
      'GET /api/lookups/telegram/user/durov': ok(result()),
      'GET /api/lookups/telegram/user/unknown_one': () =>
        replyError('PROVIDER_NOT_FOUND', 'Telegram account not found.'),
    });
    await renderTelegram();
    await lookUp('durov');
    await screen.findByRole('region', { name: 'Pavel Durov' });
    await lookUp('unknown_one');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Failed to fetch Telegram information. Displaying previous data.',
    );
    expect(alert).toHaveTextContent(
      'Server returned code: 404, error message is: Telegram account not found.',
    );
    expect(screen.getByRole('region', { name: 'Pavel Durov' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'User Posts' })).toBeVisible();
  });

  test('a failed first lookup shows the message and nothing else', async () => {
    mockApi({
      'GET /api/lookups/telegram/user/durov': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await renderTelegram();
    await lookUp('durov');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Failed to fetch Telegram information. Displaying previous data.',
    );
    expect(alert).toHaveTextContent(
      'Client-side error: The server could not be reached. Please check your connection.',
    );
    expect(screen.queryByRole('region', { name: 'User Posts' })).toBeNull();
  });

  test('a new lookup clears the previous result while it runs', async () => {
    let answer: (r: Response) => void = () => {};
    mockApi({
      'GET /api/lookups/telegram/user/durov': ok(result()),
      'GET /api/lookups/telegram/user/other_one': () => new Promise<Response>((r) => (answer = r)),
    });
    await renderTelegram();
    await lookUp('durov');
    await screen.findByRole('region', { name: 'Pavel Durov' });
    await lookUp('other_one');
    await screen.findByRole('status');
    expect(screen.queryByRole('region', { name: 'Pavel Durov' })).toBeNull();
    answer(reply(telegramLookupReplySchema, result({ username: 'other_one', firstName: 'Other' })));
    expect(await screen.findByRole('region', { name: 'Other Durov' })).toBeVisible();
  });

  test('a failed group lookup shows the per-type message and no previous data', async () => {
    const api = mockApi({
      'GET /api/lookups/telegram/user/durov': ok(result()),
      'GET /api/lookups/telegram/group/durov': () =>
        replyError('UPSTREAM_UNAVAILABLE', 'The provider is not available.'),
    });
    await renderTelegram();
    await lookUp('durov');
    await screen.findByRole('region', { name: 'Pavel Durov' });
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Group' }));
    await lookUp('durov');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred. Please try again later.');
    expect(alert).not.toHaveTextContent('Displaying previous data');
    expect(screen.queryByRole('region', { name: 'Pavel Durov' })).toBeNull();
    expect(api.calls.map((c) => c.path)).toEqual([
      '/api/lookups/telegram/user/durov',
      '/api/lookups/telegram/group/durov',
    ]);
  });

  test('shows the German texts', async () => {
    mockApi({});
    await renderTelegram('de');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Telegram-Konto, -Gruppe, -Kanal oder -Bot identifizieren',
      }),
    ).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Benutzerinfo abrufen' }));
    expect(await screen.findByText('Bitte gib einen gültigen Telegram-Namen ein.')).toBeVisible();
  });

  test('in German the HTTP error line says the reason in German', async () => {
    mockApi({
      'GET /api/lookups/telegram/user/durov': () =>
        replyError('PROVIDER_NOT_FOUND', 'Telegram account not found.'),
    });
    await renderTelegram('de');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Telegram-Benutzername' }), 'durov');
    await user.click(screen.getByRole('button', { name: 'Benutzerinfo abrufen' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Der Server antwortete mit Code 404, Fehlermeldung: Telegram-Konto nicht gefunden.',
    );
    expect(alert).not.toHaveTextContent('Telegram account not found.');
  });
});
