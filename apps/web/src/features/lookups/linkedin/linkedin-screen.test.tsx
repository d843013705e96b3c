import { linkedinSearchReplySchema, type LinkedinProfile } from '@vigil/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { clearSession } from '../../../lib/session';
import { mockApi, reply, replyError } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { LinkedinScreen } from './linkedin-screen';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const meta = { source: 'demo', cached: false, dataAsOf: '2026-01-15T10:00:00.000Z' } as const;

const ada: LinkedinProfile = {
  name: 'Ada Lovelace',
  headline: 'Engineer at Analytical',
  about: 'Writes programs.',
  company: 'Analytical Engines Ltd',
  city: 'London',
  companyDescription: 'We build engines.',
  profileUrl: 'https://www.linkedin.com/in/ada',
  avatarUrl: null,
};
const bob: LinkedinProfile = {
  ...ada,
  name: 'Bob Builder',
  city: null,
  companyDescription: null,
  profileUrl: 'https://www.linkedin.com/in/bob',
};

const renderLinkedin = () =>
  renderApp(<LinkedinScreen />, { url: '/linkedin', session: { role: 'user' } });

const form = () => screen.getByRole('search', { name: 'LinkedIn profile search' });

describe('LinkedinScreen', () => {
  test('without a name: "Name is required!" and no call', async () => {
    const api = mockApi({});
    await renderLinkedin();
    expect(
      screen.getByRole('heading', { level: 1, name: 'LinkedIn Profile Search' }),
    ).toBeVisible();
    await userEvent.type(within(form()).getByLabelText('Job Title'), 'Engineer');
    await userEvent.click(within(form()).getByRole('button', { name: 'Search Profiles' }));
    expect(await screen.findByText('Name is required!')).toBeVisible();
    expect(api.calls).toHaveLength(0);
  });

  test('results are cards; City and Company Description only when present', async () => {
    const api = mockApi({
      'GET /api/lookups/linkedin': () =>
        reply(linkedinSearchReplySchema, { ...meta, profiles: [ada, bob] }),
    });
    await renderLinkedin();
    await userEvent.type(within(form()).getByLabelText(/^Name/), 'Ada');
    await userEvent.type(within(form()).getByLabelText('Location'), 'London{Enter}');
    const results = await screen.findByRole('region', { name: 'Search Results' });
    expect(within(results).getByText('Demo data')).toBeVisible();
    const adaCard = within(results).getByRole('article', { name: 'Ada Lovelace' });
    expect(within(adaCard).getByText('About')).toBeVisible();
    expect(within(adaCard).getByText('Writes programs.')).toBeVisible();
    expect(within(adaCard).getByText('Company')).toBeVisible();
    expect(within(adaCard).getByText('City')).toBeVisible();
    expect(within(adaCard).getByText('London')).toBeVisible();
    expect(within(adaCard).getByText('Company Description')).toBeVisible();
    const bobCard = within(results).getByRole('article', { name: 'Bob Builder' });
    expect(within(bobCard).queryByText('City')).toBeNull();
    expect(within(bobCard).queryByText('Company Description')).toBeNull();
    expect(api.calls[0]?.query.get('name')).toBe('Ada');
    expect(api.calls[0]?.query.get('location')).toBe('London');
    expect(api.calls[0]?.query.has('jobTitle')).toBe(false);
  });

  test('an empty result: "No profiles found matching your criteria."', async () => {
    mockApi({
      'GET /api/lookups/linkedin': () =>
        reply(linkedinSearchReplySchema, { ...meta, profiles: [] }),
    });
    await renderLinkedin();
    await userEvent.type(within(form()).getByLabelText(/^Name/), 'empty{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No profiles found matching your criteria.',
    );
    expect(screen.queryByRole('region', { name: 'Search Results' })).toBeNull();
  });

  test('a failure: "An error occurred while fetching profiles: {message}"', async () => {
    mockApi({
      'GET /api/lookups/linkedin': () =>
        replyError('PROVIDER_RATE_LIMITED', 'The LinkedIn data provider is busy.'),
    });
    await renderLinkedin();
    await userEvent.type(within(form()).getByLabelText(/^Name/), 'ratelimited{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while fetching profiles: The LinkedIn data provider is busy. Please try again later.',
    );
  });
});
