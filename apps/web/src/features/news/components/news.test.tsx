import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addUrlReplySchema,
  sourceEntrySchema,
  sourcePageSchema,
  urlInfoSchema,
  type SourceEntry,
  type UrlInfo,
} from '@vigil/shared/news';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { NewsAnalysisScreen } from './news-analysis-screen';
import { SourceReviewScreen } from './source-review-screen';
import { urlProblem } from './url-dialog';

afterEach(() => vi.unstubAllGlobals());

const info: UrlInfo = {
  url: 'https://www.reuters.com',
  valid: true,
  domain: 'reuters.com',
  created_at: '2026-03-01T10:00:00.000Z',
  count: 3,
  fakeProbability: 0,
  shortInfo: 'International news agency.',
  message: '',
  name: 'Reuters',
  established: '1851',
  awards: 0,
  previousNames: 'n/a',
  employees: 0,
  logo: '',
  politicalOrientation: 'least biased',
  biasOverYears: '2024: least biased',
  biasThisYear: 'n/a',
  falseReports: 0,
  uncoveringReports: 0,
  trustedByPercent: 100,
  ratings: [
    { source: 'Lin et al. 2023', year: 2023, quality: 1, bias: null, factuality: null },
    { source: 'Sample', year: 2024, quality: null, bias: 'least biased', factuality: 'high' },
  ],
  history: [
    { year: 2023, bias: null, position: null, quality: 1 },
    { year: 2024, bias: 'least biased', position: 0, quality: null },
  ],
  review: null,
  factsSource: 'demo',
};

const unknown: UrlInfo = {
  ...info,
  url: undefined,
  valid: false,
  domain: 'unknown-news.com',
  message: 'Die URL ist keine valide URL oder nicht in unserer Datenbank.',
  ratings: [],
  history: [],
};

test("the dialog's URL rule: required, then the spec pattern", () => {
  expect(urlProblem('')).toBe('required');
  expect(urlProblem('reuters.com')).toBe('invalid');
  expect(urlProblem('https://www.reuters.com/')).toBeNull();
});

/** A submitted source as the server stores it: the pending 'Unknown News'. */
const entry = (over: Partial<SourceEntry> = {}): SourceEntry => ({
  id: '6f1c1a4e-0d57-4b43-9a43-6b8f6d0d7d11',
  url: 'https://unknown-news.com',
  domain: 'unknown-news.com',
  name: 'Unknown News',
  status: 'pending',
  political_orientation: 'n/a',
  additionalText: 'Local paper',
  version: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...over,
});

describe('News outlet evaluation', { timeout: 20_000 }, () => {
  test('a known outlet fills URL Information with every field and its rating sources', async () => {
    const api = mockApi({ 'POST /api/validate-url': () => reply(urlInfoSchema, info) });
    await renderApp(<NewsAnalysisScreen />, { session: { role: 'user' } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Click to enter News Source' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter News Source' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/URL/), 'reuters');
    expect(within(dialog).getByText('Invalid URL format')).toBeVisible();
    expect(within(dialog).queryByLabelText('Additional Text')).toBeNull();
    await user.clear(within(dialog).getByLabelText(/URL/));
    expect(within(dialog).getByText('URL is required')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/URL/), 'https://www.reuters.com');
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'URL Information' })).toBeVisible();
    expect(api.callsTo('POST /api/validate-url')[0]!.body).toEqual({
      url: 'https://www.reuters.com',
      lang: 'en',
    });
    const table = screen.getByTestId('url-info');
    for (const label of [
      'URL',
      'Status',
      'Check Count',
      'Fake probability',
      'Short info',
      'Name',
      'Established',
      'Awards',
      'Previous names',
      'Employees',
      'Political orientation',
      'Bias over years',
      'Bias this year',
      'False reports',
      'Uncovering reports',
      'Trusted by percent',
    ]) {
      expect(within(table).getByRole('rowheader', { name: label })).toBeVisible();
    }
    // No logo row while the logo is empty.
    expect(within(table).queryByRole('rowheader', { name: 'Logo' })).toBeNull();
    expect(within(table).getByText('Accepted')).toBeVisible();
    expect(screen.getByText('Overall trustability Scoring:')).toBeVisible();
    expect(screen.getByTestId('overall-score')).toHaveTextContent('100 %');
    const raters = screen.getByTestId('raters');
    expect(within(raters).getByText('Lin et al. 2023')).toBeVisible();
    expect(within(raters).getByText('Sample')).toBeVisible();
    expect(screen.getByRole('link', { name: /doi:10.1093\/pnasnexus\/pgad286/ })).toHaveAttribute(
      'href',
      'https://doi.org/10.1093/pnasnexus/pgad286',
    );
  });

  test('an unknown domain clears the result, shows the message, and can be submitted', async () => {
    let stored = false;
    mockApi({
      'POST /api/validate-url': () => reply(urlInfoSchema, unknown),
      'POST /api/add-url': () => {
        stored = true;
        return reply(
          addUrlReplySchema,
          {
            message: 'URL and additional text have been stored.',
            source: entry({ name: 'unknown-news.com' }),
          },
          201,
        );
      },
    });
    await renderApp(<NewsAnalysisScreen />, { session: { role: 'user' }, lang: 'de' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nachrichtenquelle eingeben' }));
    let dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/URL/), 'https://unknown-news.com');
    await user.click(within(dialog).getByRole('button', { name: 'Absenden' }));
    expect(
      await screen.findByText('Die URL ist keine valide URL oder nicht in unserer Datenbank.'),
    ).toBeVisible();
    expect(screen.queryByText('URL-Informationen')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Zur Prüfung einreichen' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/URL/)).toHaveValue('https://unknown-news.com');
    await user.type(within(dialog).getByLabelText(/Zusätzlicher Text/), 'Local paper');
    await user.click(within(dialog).getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('URL und zusätzlicher Text wurden gespeichert.')).toBeVisible();
    expect(stored).toBe(true);
  });
});

describe('Source review', { timeout: 20_000 }, () => {
  test('cards; the status changes only after the server confirms; bias saved on blur', async () => {
    let current = entry();
    const api = mockApi({
      'GET /api/get-all-urls': (call) =>
        reply(sourcePageSchema, {
          items:
            !call.query.get('status') || call.query.get('status') === current.status
              ? [current]
              : [],
          total: 1,
          page: 1,
          limit: 24,
          pages: 1,
        }),
      'PUT /api/update-url/6f1c1a4e-0d57-4b43-9a43-6b8f6d0d7d11': (call) => {
        const body = call.body as { status?: 'accepted'; political_orientation?: string };
        current = entry({
          ...current,
          ...(body.status ? { status: body.status } : {}),
          ...(body.political_orientation !== undefined
            ? { political_orientation: body.political_orientation }
            : {}),
          version: current.version + 1,
        });
        return reply(sourceEntrySchema, current);
      },
    });
    await renderApp(<SourceReviewScreen />, {
      session: { role: 'admin' },
      lang: 'de',
      url: '/source-review',
    });
    const user = userEvent.setup();
    const card = await screen.findByTestId('source-card');
    expect(within(card).getByText('Ausstehend')).toBeVisible();
    const link = within(card).getByRole('link');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    await user.click(within(card).getByRole('button', { name: 'Akzeptieren' }));
    await waitFor(() => expect(within(card).getByText('Akzeptiert')).toBeVisible());
    expect(
      api.callsTo('PUT /api/update-url/6f1c1a4e-0d57-4b43-9a43-6b8f6d0d7d11')[0]!.body,
    ).toEqual({ status: 'accepted', version: 1 });
    await user.type(within(card).getByLabelText('Politische Ausrichtung'), 'Mitte-links');
    await user.tab();
    expect(await within(card).findByText('Gespeichert')).toBeVisible();
    expect(
      api.callsTo('PUT /api/update-url/6f1c1a4e-0d57-4b43-9a43-6b8f6d0d7d11')[1]!.body,
    ).toEqual({ political_orientation: 'Mitte-links', version: 2 });
  });

  test('a conflict (409) is explained with the current value; nothing changes unseen', async () => {
    mockApi({
      'GET /api/get-all-urls': () =>
        reply(sourcePageSchema, { items: [entry()], total: 1, page: 1, limit: 24, pages: 1 }),
      'PUT /api/update-url/6f1c1a4e-0d57-4b43-9a43-6b8f6d0d7d11': () =>
        new Response(
          JSON.stringify({
            error: {
              code: 'CONFLICT',
              message: 'changed',
              params: { version: 3, status: 'not accepted', political_orientation: 'right' },
            },
            requestId: 'r',
          }),
          { status: 409, headers: { 'content-type': 'application/json' } },
        ),
    });
    await renderApp(<SourceReviewScreen />, { session: { role: 'admin' }, url: '/source-review' });
    const user = userEvent.setup();
    const card = await screen.findByTestId('source-card');
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Someone else changed this source meanwhile. Now: status "Not Accepted", bias "right".',
    );
    expect(within(card).getByText('Pending')).toBeVisible();
    expect(ApiError).toBeDefined();
  });
});
