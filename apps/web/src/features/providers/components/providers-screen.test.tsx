import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  providersStatusReplySchema,
  providerTestReplySchema,
  type ProviderStatusDto,
} from '@vigil/shared/providers';
import { delay, http } from 'msw';
import { describe, expect, test } from 'vitest';
import { errorReply, schemaReply, startMsw } from '../../../test/msw';
import { renderApp } from '../../../test/render';
import { ProvidersScreen } from './providers-screen';

const base = {
  alsoServes: [],
  lastSuccessAt: null,
  lastFailure: null,
  quota: null,
  calls: 0,
  failures: 0,
} satisfies Partial<ProviderStatusDto>;

const providers: ProviderStatusDto[] = [
  {
    ...base,
    platform: 'facebook',
    name: 'Facebook',
    mode: 'live',
    host: 'facebook-profile-finder.p.rapidapi.com',
    testAccount: 'zuck',
    lastSuccessAt: '2026-03-01T08:00:00.000Z',
    lastFailure: {
      at: '2026-03-01T09:30:00.000Z',
      reason: 'api-missing',
      status: 404,
      path: '/finder',
    },
    calls: 3,
    failures: 2,
  },
  {
    ...base,
    platform: 'twitter',
    name: 'X',
    mode: 'live',
    host: 'twitter-x-api.p.rapidapi.com',
    testAccount: 'elonmusk',
    alsoServes: ['social-profile'],
    lastSuccessAt: '2026-03-01T09:31:00.000Z',
    quota: {
      remaining: 420,
      limit: 500,
      resetAt: '2026-03-02T00:00:00.000Z',
      seenAt: '2026-03-01T09:31:00.000Z',
    },
    calls: 7,
  },
  {
    ...base,
    platform: 'linkedin',
    name: 'LinkedIn',
    mode: 'not-configured',
    host: null,
    testAccount: 'Satya Nadella',
  },
];

let statusReply: () => Response | Promise<Response> = () =>
  schemaReply(providersStatusReplySchema, { providers });
const tested: string[] = [];
startMsw(
  http.get('/api/providers/status', () => statusReply()),
  http.post('/api/providers/:platform/test', async ({ params }) => {
    tested.push(String(params.platform));
    await delay(30);
    return params.platform === 'facebook'
      ? schemaReply(providerTestReplySchema, {
          platform: 'facebook',
          ok: false,
          account: 'zuck',
          reason: 'api-missing',
          status: 404,
          durationMs: 12,
        })
      : schemaReply(providerTestReplySchema, {
          platform: 'twitter',
          ok: true,
          account: 'elonmusk',
          reason: null,
          status: 200,
          durationMs: 85,
        });
  }),
);

const renderScreen = (lang: 'de' | 'en' = 'en') =>
  renderApp(<ProvidersScreen />, {
    url: '/providers',
    lang,
    session: { role: 'admin' },
  });

describe('ProvidersScreen', { timeout: 20_000 }, () => {
  test('one row per platform: mode and health badges, failure reason, quota, calls', async () => {
    await renderScreen();
    const table = await screen.findByRole('table', { name: 'Data providers by platform' });
    const facebook = within(table).getByTestId('provider-facebook');
    expect(within(facebook).getByText('Live')).toBeInTheDocument();
    expect(within(facebook).getByText('Failing')).toBeInTheDocument();
    expect(
      within(facebook).getByText('RapidAPI has no API on this host: check the host setting.'),
    ).toBeInTheDocument();
    expect(within(facebook).getByText('/finder')).toBeInTheDocument();
    expect(within(facebook).getByText(/HTTP 404/)).toBeInTheDocument();
    expect(within(facebook).getByText('3 calls, 2 failed')).toBeInTheDocument();

    const x = within(table).getByTestId('provider-twitter');
    expect(within(x).getByText('Working')).toBeInTheDocument();
    expect(within(x).getByText('also: Social profile')).toBeInTheDocument();
    expect(within(x).getByText('420 of 500 left')).toBeInTheDocument();

    const linkedin = within(table).getByTestId('provider-linkedin');
    expect(within(linkedin).getByText('Not configured')).toBeInTheDocument();
    expect(within(linkedin).getByText('No calls yet')).toBeInTheDocument();
    expect(within(linkedin).getByRole('button', { name: 'Test LinkedIn' })).toBeDisabled();
  });

  test('the Test button shows progress, then the result, by keyboard too', async () => {
    tested.length = 0;
    await renderScreen();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Test Facebook' });
    button.focus();
    await user.keyboard('{Enter}');
    const row = screen.getByTestId('provider-facebook');
    expect(await within(row).findByText('Looking up zuck …')).toBeInTheDocument();
    expect(
      await within(row).findByText(
        'Failed looking up zuck: RapidAPI has no API on this host: check the host setting. (HTTP 404)',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Test X' }));
    expect(
      await within(screen.getByTestId('provider-twitter')).findByText(
        'Works: elonmusk found in 85 ms.',
      ),
    ).toBeInTheDocument();
    expect(tested).toEqual(['facebook', 'twitter']);
  });

  test('loading, then an error with a retry that loads the table', async () => {
    let calls = 0;
    statusReply = async () => {
      await delay(30);
      // A 4xx: the app does not retry it by itself.
      return ++calls === 1
        ? errorReply('VALIDATION_FAILED', 'bad')
        : schemaReply(providersStatusReplySchema, { providers });
    };
    try {
      await renderScreen();
      expect(screen.getByRole('status')).toHaveTextContent('Loading the data providers …');
      expect(
        await screen.findByText('The data providers could not be loaded.'),
      ).toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
      expect(
        await screen.findByRole('table', { name: 'Data providers by platform' }),
      ).toBeInTheDocument();
    } finally {
      statusReply = () => schemaReply(providersStatusReplySchema, { providers });
    }
  });

  test('empty list', async () => {
    statusReply = () => schemaReply(providersStatusReplySchema, { providers: [] });
    try {
      await renderScreen();
      expect(await screen.findByText('No data providers are set up.')).toBeInTheDocument();
    } finally {
      statusReply = () => schemaReply(providersStatusReplySchema, { providers });
    }
  });

  test('German texts', async () => {
    await renderScreen('de');
    const table = await screen.findByRole('table', { name: 'Datenanbieter nach Plattform' });
    const facebook = within(table).getByTestId('provider-facebook');
    expect(within(facebook).getByText('Gestört')).toBeInTheDocument();
    expect(
      within(facebook).getByText(
        'RapidAPI kennt auf diesem Host keine API: prüfe die Host-Einstellung.',
      ),
    ).toBeInTheDocument();
    expect(within(table).getByText('420 von 500 übrig')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Facebook testen' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Datenanbieter'),
    );
  });
});
