import { facebookProfileReplySchema } from '@vigil/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { clearSession } from '../../../lib/session';
import { mockApi, reply, replyError } from '../../../test/mock-api';
import { lookupScreen } from '../../../test/lookups';
import { FacebookScreen } from './facebook-screen';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const meta = { source: 'demo', cached: true, dataAsOf: '2026-01-15T10:00:00.000Z' } as const;

// The username or URL goes in the query string, so every lookup calls the same path.
const facebook = lookupScreen({
  ui: <FacebookScreen />,
  url: '/facebook',
  input: 'Facebook Username or URL',
  path: () => '/api/lookups/facebook',
});
const renderFacebook = facebook.render;

describe('FacebookScreen', () => {
  test('an empty input shows "Username or URL is required!" and calls nothing', async () => {
    await facebook.refuseEmpty('Username or URL is required!', { button: 'Get Facebook Info' });
    expect(screen.getByRole('heading', { level: 1, name: 'Facebook' })).toBeVisible();
  });

  test('German validation text', async () => {
    mockApi({});
    await renderFacebook('de');
    await userEvent.click(screen.getByRole('button', { name: 'Facebook-Infos abrufen' }));
    expect(await screen.findByText('Benutzername oder URL ist erforderlich!')).toBeVisible();
  });

  test('a URL lookup shows "Profile Information" with Name and Profile Link', async () => {
    const api = mockApi({
      'GET /api/lookups/facebook': () =>
        reply(facebookProfileReplySchema, {
          ...meta,
          profile: { name: 'Demo Person', url: 'https://www.facebook.com/demo', username: 'demo' },
        }),
    });
    await renderFacebook();
    await facebook.lookUp('https://www.facebook.com/demo');
    const block = await screen.findByRole('region', { name: 'Profile Information' });
    expect(within(block).getByText('Name')).toBeVisible();
    expect(within(block).getByText('Demo Person')).toBeVisible();
    expect(within(block).getByText('Profile Link')).toBeVisible();
    expect(within(block).getByRole('link', { name: /www\.facebook\.com\/demo/ })).toHaveAttribute(
      'href',
      'https://www.facebook.com/demo',
    );
    expect(within(block).getByText('Demo data')).toBeVisible();
    expect(within(block).getByText(/cached/)).toBeVisible();
    expect(api.calls[0]?.query.get('q')).toBe('https://www.facebook.com/demo');
  });

  facebook.failureTests([
    {
      title: 'no user data: "Facebook user data not found in the API response."',
      name: 'unknown',
      code: 'PROVIDER_NOT_FOUND',
      message: 'Facebook user data not found in the API response.',
      shows: 'Facebook user data not found in the API response.',
      after: () => expect(screen.queryByRole('region', { name: 'Profile Information' })).toBeNull(),
    },
    {
      title: 'a call error: "An error occurred while fetching Facebook profile: {message}"',
      name: 'unavailable',
      code: 'UPSTREAM_UNAVAILABLE',
      message: 'The Facebook data provider is unavailable.',
      shows:
        'An error occurred while fetching Facebook profile: The Facebook data provider is unavailable. Please try again later.',
    },
  ]);

  test("in German the reason is German too, whatever the server's message says", async () => {
    mockApi({
      'GET /api/lookups/facebook': () =>
        replyError('UPSTREAM_UNAVAILABLE', 'The Facebook data provider is unavailable.'),
    });
    await renderFacebook('de');
    await userEvent.type(screen.getByLabelText('Facebook-Benutzername oder URL'), 'x{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Beim Abrufen des Facebook-Profils ist ein Fehler aufgetreten: Der Datenanbieter für Facebook ist nicht erreichbar. Bitte versuche es später erneut.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('unavailable');
  });
});
