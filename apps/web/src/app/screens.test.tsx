import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import i18n, { languages, lazyNamespaceNames } from '../i18n';
import { http, HttpResponse } from 'msw';
import { errorReply, startMsw } from '../test/msw';
import { signIn } from '../test/session';
import { cardsFor, menuFor } from './menu';
import { AppProviders, createQueryClient } from './providers';
import { routes } from './router';
import { features, screens, shellI18n } from './screens';

const lookup = (catalogue: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);

// A signed-in shell asks for the bell's unread count; the screens' own reads are not what these
// tests are about, and get a 404.
startMsw(
  http.get('/api/alerts/unread-count', () => HttpResponse.json({ unread: 0 })),
  http.all('/api/*', () => errorReply('NOT_FOUND', 'Not part of this test.')),
);

async function openRoute(url: string, opts: { role?: 'user' | 'admin'; lang?: 'de' | 'en' } = {}) {
  await i18n.changeLanguage(opts.lang ?? 'en');
  await i18n.loadNamespaces(lazyNamespaceNames);
  if (opts.role) signIn({ role: opts.role });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('the screen registry', () => {
  test('has one entry per path', () => {
    const paths = screens.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test('the manifests name each screen once and give each sidebar entry its own position', () => {
    const all = features.flatMap((f) => f.screens);
    const ids = all.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    const positions = all.flatMap((s) => (s.menu ? [s.menu.position] : []));
    expect(new Set(positions).size).toBe(positions.length);
  });

  test('every title, menu label and card text exists in both catalogues', () => {
    const keys = screens.flatMap((s) => [s.titleKey, s.menu?.labelKey, s.cardKey]);
    for (const key of keys.filter((k) => k !== undefined)) {
      expect(typeof lookup(shellI18n.en, key), `en ${key}`).toBe('string');
      expect(typeof lookup(shellI18n.de, key), `de ${key}`).toBe('string');
    }
  });

  test('marks exactly the screens later issues build as planned (none left after issue 12)', () => {
    expect(
      screens
        .filter((s) => s.status === 'planned')
        .map((s) => s.path)
        .sort(),
    ).toEqual([]);
  });

  test('the menu follows the registry order and the session', () => {
    const admin = menuFor({ role: 'admin' }).map((e) => e.path);
    expect(admin.slice(0, 7)).toEqual([
      '/dashboard',
      '/account',
      '/news-analysis',
      '/source-review',
      '/analysis',
      '/watchlists',
      '/verify-profiles',
    ]);
    expect(admin.slice(-5)).toEqual(['/payments', '/outbox', '/providers', '/audit', '/logout']);
    // Issue 12: the image list sits with the operator tools, after Verify Profile.
    expect(admin[7]).toBe('/image-list');
    expect(menuFor({ role: 'user' }).map((e) => e.path)).not.toContain('/image-list');
    expect(menuFor({ role: 'user' }).map((e) => e.path)).not.toContain('/verify-profiles');
    expect(menuFor(null).map((e) => e.path)).toEqual(['/badge', '/validate-profile', '/login']);
  });

  test("a screen's chunk brings its texts, its feature's and the shared parts', in both languages", async () => {
    // Without them a table or chart that appears with the data would suspend, and the screen's
    // boundary would swap the whole screen, heading included, for the loader (CI 2026-12-07:
    // axe found no h1 on the account detail after its heading had been visible).
    const names = ['analysis', 'dataTable', 'chart', 'provenance', 'watch', 'apiErrors'];
    for (const lng of languages) for (const ns of names) i18n.removeResourceBundle(lng, ns);
    const detail = screens.find((s) => s.path.startsWith('/account-detail'));
    if (detail?.status !== 'ready') throw new Error('the account detail screen is built');
    await detail.load();
    for (const lng of languages) {
      for (const ns of names) expect(i18n.hasResourceBundle(lng, ns), `${lng} ${ns}`).toBe(true);
    }
  });

  test('cards are only for built screens the session may open', () => {
    const paths = cardsFor({ role: 'user' }).map((c) => c.path);
    expect(paths).toContain('/analysis');
    expect(paths).not.toContain('/outbox');
    expect(cardsFor({ role: 'admin' }).map((c) => c.path)).toContain('/outbox');
  });
});

describe('the router follows the registry', { timeout: 20_000 }, () => {
  test('the content upload screen (issue 12) opens with its page title', async () => {
    await openRoute('/upload', { role: 'user' });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Upload your Company related / Brand related content' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Content upload · Vigil'));
  });

  test('the page title follows the language', async () => {
    await openRoute('/analysis', { role: 'user', lang: 'de' });
    // The screen's first (lazy) load transforms its modules: slow on a busy machine.
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Social Media Profiling' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(document.title).toBe('Social Media Profiling · Vigil'));
  });

  test('a built bare screen renders without the shell, with its title', async () => {
    await openRoute('/404');
    expect(await screen.findByText("Oops! You're lost.")).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Page not found · Vigil'));
  });

  test('guards come from the access of each entry', async () => {
    const visitor = await openRoute('/outbox');
    await waitFor(() => expect(visitor.state.location.pathname).toBe('/login'));
  });

  test('an operator screen sends a user to /login', async () => {
    const user = await openRoute('/verify-profiles', { role: 'user' });
    await waitFor(() => expect(user.state.location.pathname).toBe('/login'));
  });

  test('unknown paths go to /login', async () => {
    const router = await openRoute('/no-such-screen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
