import {
  batchResultSchema,
  followerAuditResultSchema,
  jobStartedSchema,
  profileTrustSchema,
  type FollowerAuditResult,
  type ProfileTrust,
} from '@vigil/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import i18n from '../../../i18n';
import { clearSession } from '../../../lib/session';
import { mockApi, reply, replyError } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { FollowerAnalyzerScreen } from './follower-analyzer-screen';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const bot: ProfileTrust = {
  trust_score: 13,
  fake: true,
  reasons: [
    { code: 'follows', value: { following: 7500, followers: 12 }, effect: 'raises' },
    { code: 'manyDigits', value: { digits: 5 }, effect: 'raises' },
  ],
  username: 'fake12345',
  profile_image_url: 'https://example.com/a.jpg',
  confidence: 'high',
  data_as_of: '2026-01-15T10:00:00.000Z',
  followers_listable: true,
  source: 'demo',
};

const render = (lang: 'en' | 'de' = 'en', url = '/follower-analyzer') =>
  renderApp(<FollowerAnalyzerScreen />, {
    url,
    path: '/follower-analyzer',
    session: { role: 'user' },
    lang,
  });

const audit = (over: Partial<FollowerAuditResult>): FollowerAuditResult => ({
  jobId: 'job-1',
  status: 'running',
  progress: { done: 40, total: 200, percent: 20 },
  username: 'demo',
  platform: 'instagram',
  total_followers: null,
  real_followers: null,
  fake_followers: null,
  sample_size: null,
  fake_share: null,
  ci95_low: null,
  ci95_high: null,
  insufficient: null,
  error: null,
  source: 'live',
  ...over,
});

describe('FollowerAnalyzerScreen', { timeout: 20_000 }, () => {
  test('the trust block: score, "Möglicherweise Fake", reasons in German, the image', async () => {
    const api = mockApi({
      'GET /api/follower/analyze-profile/instagram/fake12345': () => reply(profileTrustSchema, bot),
    });
    await render('de');
    expect(screen.getByRole('heading', { level: 1, name: 'Follower-Analyse' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ergebnisse laden' })).toBeDisabled();
    expect(screen.queryByLabelText(/Passwort/)).toBeNull();
    await userEvent.type(screen.getByLabelText(/Benutzername \(Handle\)/), 'fake12345');
    await userEvent.click(screen.getByRole('button', { name: 'Trust Score berechnen' }));
    const block = await screen.findByTestId('trust-block');
    expect(within(block).getByTestId('trust-score')).toHaveTextContent('Trust Score: 13 von 100');
    expect(within(block).getByTestId('possibly-fake')).toHaveTextContent('Möglicherweise Fake');
    expect(within(block).getByTestId('trust-reasons')).toHaveTextContent(
      'Folgt 7.500 Konten, folgen lassen sich 12.',
    );
    expect(within(block).getByTestId('trust-reasons')).toHaveTextContent(
      'Der Benutzername enthält mehr als vier Ziffern.',
    );
    expect(within(block).getByRole('img', { name: 'Profilbild von fake12345' })).toHaveAttribute(
      'width',
      '100',
    );
    // Demo data: the profile is tagged, and the screen says so once.
    expect(within(block).getByTestId('demo-tag')).toHaveTextContent('Demo');
    expect(screen.getAllByTestId('demo-notice')).toHaveLength(1);
    expect(api.calls).toHaveLength(1);
  });

  test("a failed trust score reads 'Fehler bei der Analyse'; an empty handle calls nothing", async () => {
    const api = mockApi({
      'GET /api/follower/analyze-profile/instagram/unknown_x': () =>
        replyError('PROVIDER_NOT_FOUND', 'No such account'),
    });
    await render('de');
    await userEvent.click(screen.getByRole('button', { name: 'Trust Score berechnen' }));
    expect(await screen.findByText('Bitte gib einen Benutzernamen ein.')).toBeVisible();
    expect(api.calls).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/Benutzername \(Handle\)/), 'unknown_x');
    await userEvent.click(screen.getByRole('button', { name: 'Trust Score berechnen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fehler bei der Analyse');
  });

  test("the spec's German errors read in English in the English UI, and follow a language switch", async () => {
    mockApi({
      'GET /api/follower/analyze-profile/instagram/unknown_x': () =>
        replyError('PROVIDER_NOT_FOUND', 'No such account'),
      'POST /api/analyze-followers': () => new Response('oops', { status: 502 }),
    });
    await render('de');
    await userEvent.click(screen.getByRole('button', { name: 'Trust Score berechnen' }));
    expect(await screen.findByText('Bitte gib einen Benutzernamen ein.')).toBeVisible();
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('Please enter a username.')).toBeVisible();
    expect(screen.queryByText('Bitte gib einen Benutzernamen ein.')).toBeNull();
    await userEvent.type(screen.getByLabelText(/Username \(handle\)/), 'unknown_x');
    await userEvent.click(screen.getByRole('button', { name: 'Compute trust score' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Analysis failed');
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fehler bei der Analyse');
    await act(() => i18n.changeLanguage('en'));
    await userEvent.click(screen.getByRole('button', { name: 'Analyse followers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The analysis could not be started.',
    );
    expect(screen.queryByText(/Fehler/)).toBeNull();
  });

  test('an audit: the job id is kept, progress shows, then the pie chart and the interval', async () => {
    let reads = 0;
    const api = mockApi({
      'POST /api/analyze-followers': () =>
        reply(jobStartedSchema, { jobId: '3f1c2a34-0000-4000-8000-000000000001' }, 202),
      'GET /api/analyze-followers/3f1c2a34-0000-4000-8000-000000000001/results': () =>
        reply(
          followerAuditResultSchema,
          ++reads < 2
            ? audit({})
            : audit({
                status: 'succeeded',
                progress: { done: 200, total: 200, percent: 100 },
                total_followers: 12_345,
                real_followers: 9_259,
                fake_followers: 3_086,
                sample_size: 200,
                fake_share: 0.25,
                ci95_low: 0.1951,
                ci95_high: 0.3143,
                insufficient: 0,
              }),
        ),
    });
    await render('en');
    await userEvent.type(screen.getByLabelText(/Username \(handle\)/), '@demo');
    await userEvent.click(screen.getByRole('button', { name: 'Analyse followers' }));
    expect(await screen.findByTestId('job-id')).toHaveTextContent(
      'Analysis job: 3f1c2a34-0000-4000-8000-000000000001',
    );
    expect(api.callsTo('POST /api/analyze-followers')[0]?.body).toEqual({
      username: 'demo',
      platform: 'instagram',
      sampleSize: 200,
    });
    expect(await screen.findByText('40 of 200 sampled followers checked')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Progress of the analysis' })).toBeVisible();
    const result = await screen.findByTestId('audit-result', {}, { timeout: 3_000 });
    expect(result).toHaveTextContent('An estimated 3,086 of 12,345 followers are fake (25%).');
    expect(result).toHaveTextContent(
      'With 95 % confidence the fake share lies between 19.5% and 31.4%, estimated from a random sample of 200 followers.',
    );
    expect(within(result).getAllByText('Real and fake followers of @demo')[0]).toBeVisible();
    expect(screen.getByRole('button', { name: 'Load results' })).toBeEnabled();
  });

  test("a start failure shows the server's text, else 'Fehler beim Starten der Analyse.'", async () => {
    mockApi({
      'POST /api/analyze-followers': () => new Response('oops', { status: 502 }),
    });
    await render('de');
    await userEvent.type(screen.getByLabelText(/Benutzername \(Handle\)/), 'demo');
    await userEvent.click(screen.getByRole('button', { name: 'Follower analysieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fehler beim Starten der Analyse.');
  });

  test('YouTube offers the profile trust score only', async () => {
    await render('en');
    await userEvent.click(screen.getByLabelText(/^Platform/, { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'YouTube', hidden: true }));
    expect(screen.getByTestId('no-follower-list')).toHaveTextContent(
      "YouTube does not list a channel's subscribers",
    );
    expect(screen.getByRole('button', { name: 'Analyse followers' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Compute trust score' })).toBeEnabled();
  });

  test('a batch with a bad line names it and starts nothing; a good one shows its lines', async () => {
    const api = mockApi({
      'POST /api/analyze-followers/batch': () =>
        reply(jobStartedSchema, { jobId: '3f1c2a34-0000-4000-8000-000000000002' }, 202),
      'GET /api/analyze-followers/batch/3f1c2a34-0000-4000-8000-000000000002': () =>
        reply(batchResultSchema, {
          jobId: '3f1c2a34-0000-4000-8000-000000000002',
          status: 'succeeded',
          progress: { done: 2, total: 2, percent: 100 },
          error: null,
          source: 'demo',
          items: [
            {
              line: 1,
              platform: 'instagram',
              username: 'fake12345',
              trust_score: bot.trust_score,
              fake: bot.fake,
              confidence: bot.confidence,
              reasons: bot.reasons,
              error: null,
            },
            {
              line: 2,
              platform: 'instagram',
              username: 'unknown_x',
              trust_score: null,
              fake: null,
              confidence: null,
              reasons: [],
              error: 'PROVIDER_NOT_FOUND',
            },
          ],
        }),
    });
    await render('en');
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(
      input,
      new File(['instagram,demo\nmyspace,tom\n'], 'bad.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start batch' }));
    expect(await screen.findByText(/Line 2: unknown platform/)).toBeVisible();
    expect(api.calls).toHaveLength(0);

    await userEvent.upload(
      input,
      new File(['instagram,fake12345\ninstagram,unknown_x\n'], 'good.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start batch' }));
    const table = await screen.findByTestId('batch-results');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(table).toHaveTextContent('Follows 7,500 accounts, followed by 12.');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('unknown_x');
    expect(within(table).getAllByTestId('demo-tag')).toHaveLength(2);
    expect(screen.getAllByTestId('demo-notice')).toHaveLength(1);
    expect(screen.getByText('2 of 2 lines analysed')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download results as CSV' })).toBeVisible();
    expect(api.callsTo('POST /api/analyze-followers/batch')[0]?.body).toEqual({
      csv: 'instagram,fake12345\ninstagram,unknown_x\n',
    });
  });
});
