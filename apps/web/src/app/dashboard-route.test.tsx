import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderApp } from '../test/render';
import { DashboardRoute } from './dashboard-route';
import { screens } from './screens';

const cards = () =>
  within(screen.getByRole('list', { name: 'Shortcuts' }))
    .getAllByRole('link')
    .map((a) => ({
      href: a.getAttribute('href'),
      name: within(a).getByRole('heading', { level: 2 }).textContent,
    }));

describe('the dashboard cards come from the screen registry', { timeout: 20_000 }, () => {
  test('a user gets cards for the built screens only: no "not available yet" behind a card', async () => {
    await renderApp(<DashboardRoute />, { url: '/dashboard', session: { role: 'user' } });
    expect(cards()).toEqual([
      { href: '/account', name: 'Your account' },
      { href: '/news-analysis', name: 'News analysis' },
      { href: '/analysis', name: 'Social Media Profiling' },
      { href: '/watchlists', name: 'Watchlists' },
      { href: '/badge', name: 'Get your Badge' },
      { href: '/social-profile', name: 'Social Profile' },
      { href: '/validate-profile', name: 'Validate Profile' },
      { href: '/follower-analyzer', name: 'Follower Analyzer' },
      { href: '/upload', name: 'Content upload' },
    ]);
    for (const { href } of cards()) {
      expect(screens.find((s) => s.path === href)?.status).toBe('ready');
    }
  });

  test('an admin also gets the operator screens that work', async () => {
    await renderApp(<DashboardRoute />, { url: '/dashboard', session: { role: 'admin' } });
    const names = cards().map((c) => c.name);
    expect(names).toContain('Verify Profile');
    expect(names).toContain('Outbox');
    expect(names).toContain('Source Review');
  });
});
