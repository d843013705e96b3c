import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { http, HttpResponse } from 'msw';
import { startMsw } from '../../test/msw';
import { renderApp } from '../../test/render';
import { AppLayout } from './app-layout';

/** The sidebar labels of spec 000 §2.2, in the spec's order. */
const specMenu = [
  'Dashboard',
  'Your account',
  'News analysis',
  'Source Review',
  'Social Media Profiling',
  'Verify Profile',
  'Get your Badge',
  'Social Profile',
  'Validate Profile',
  'Youtube',
  'LinkedIn',
  'Facebook',
  'Truth Social',
  'Follower Analyzer',
  'Telegram',
  'SnapChat',
  'X (formerly Twitter)',
  'Instagram',
  'TikTok',
  'Payments',
  'Logout',
];
/** The product's menu: the spec's, plus the separate user-info page after TikTok (decision L30). */
// Product additions: user information and content upload (spec 002 §2 lists it among the
// sidebar's screens) after TikTok, the image list (issue 12) and the badge review queue after
// Verify Profile, with the other operator tools, the watchlists after Social Media Profiling.
const productMenu = specMenu.flatMap((l) =>
  l === 'TikTok'
    ? [l, 'User information', 'Content upload']
    : l === 'Verify Profile'
      ? [l, 'Image List', 'Badge review']
      : l === 'Social Media Profiling'
        ? [l, 'Watchlists']
        : [l],
);
const adminOnly = [
  'Source Review',
  'Verify Profile',
  'Image List',
  'Badge review',
  'Outbox',
  'Data providers',
  'Audit',
];

// happy-dom has no layout, so Floating UI thinks the input is off screen and hides dropdowns
// with display: none; the options are there, so queries include hidden elements.
const hidden = true;

const renderLayout = (opts: Parameters<typeof renderApp>[1] = {}) =>
  renderApp(<AppLayout />, {
    url: '/dashboard',
    path: '/',
    children: [{ path: 'dashboard', element: <p>dashboard content</p> }],
    extraPaths: ['/tiktok', '/account', '/logout', '/login'],
    ...opts,
  });

/** The navbar's bell asks for the unread count; `unread` is what the server says. */
let unread = 0;
const countRequests: string[] = [];
startMsw(
  http.get('/api/alerts/unread-count', ({ request }) => {
    countRequests.push(request.headers.get('authorization') ?? '');
    return HttpResponse.json({ unread });
  }),
);

const sidebar = () => screen.getByRole('navigation', { name: 'Main menu' });
const menuLabels = () =>
  within(sidebar())
    .getAllByRole('link')
    .map((a) => a.textContent)
    .filter((name) => name !== ''); // the logo link has an image, no text

describe('sidebar', () => {
  test('shows the spec labels in the spec order to a user, without the operator entries', async () => {
    await renderLayout({ session: { role: 'user' } });
    expect(menuLabels()).toEqual(productMenu.filter((l) => !adminOnly.includes(l)));
  });

  test('shows an admin the whole spec menu plus the outbox', async () => {
    await renderLayout({ session: { role: 'admin' } });
    expect(menuLabels()).toEqual([
      ...productMenu.slice(0, -1),
      'Outbox',
      'Data providers',
      'Audit',
      'Logout',
    ]);
  });

  test('shows a visitor only the public entries and Login', async () => {
    await renderLayout();
    expect(menuLabels()).toEqual(['Get your Badge', 'Validate Profile', 'Login']);
  });

  test('highlights the current screen and renders it in main', async () => {
    await renderLayout({ session: { role: 'user' } });
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar()).getByRole('link', { name: 'TikTok' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(screen.getByRole('main')).getByText('dashboard content')).toBeInTheDocument();
  });

  test('has a logo named Vigil that links to the public site', async () => {
    await renderLayout({ session: { role: 'user' } });
    const logo = within(sidebar()).getByRole('img', { name: 'Vigil' });
    expect(logo.closest('a')).toHaveAttribute('href', '/');
  });
});

describe('navbar', () => {
  test('the burger hides and shows the sidebar', async () => {
    const user = userEvent.setup();
    await renderLayout({ session: { role: 'user' } });
    const burger = screen.getByRole('button', { name: 'Show or hide the sidebar' });
    // Tests run at a narrow width (matchMedia is false), where the sidebar starts closed.
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar()).toHaveAttribute('inert');
    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar()).not.toHaveAttribute('inert');
    burger.focus();
    await user.keyboard('{Enter}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar()).toHaveAttribute('inert');
  });

  test('the search finds a menu entry by its label and Enter opens it', async () => {
    const user = userEvent.setup();
    const { router } = await renderLayout({ session: { role: 'user' } });
    const search = screen.getByRole('combobox', { name: 'Search menu' });
    expect(search).toHaveAttribute('placeholder', 'Search menu…');
    await user.type(search, 'tikt');
    expect(await screen.findByRole('option', { name: 'TikTok', hidden })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/tiktok');
    expect(screen.getByTestId('route')).toHaveTextContent('/tiktok');
  });

  test('the search does not offer operator screens to a user', async () => {
    const user = userEvent.setup();
    await renderLayout({ session: { role: 'user' } });
    await user.type(screen.getByRole('combobox', { name: 'Search menu' }), 'profil');
    const options = await screen.findAllByRole('option', { hidden });
    expect(options.map((o) => o.textContent)).toEqual([
      'Social Media Profiling',
      'Social Profile',
      'Validate Profile',
    ]);
  });

  test('the language switch turns the labels German', async () => {
    const user = userEvent.setup();
    await renderLayout({ session: { role: 'user' } });
    expect(within(sidebar()).getByRole('link', { name: 'Your account' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'DE' }));
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(within(nav).getByRole('link', { name: 'Dein Konto' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Your account' })).toBeNull();
    expect(screen.getByRole('radiogroup', { name: 'Sprache' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'de');
  });

  test('the account menu shows the e-mail and leads to the account and to logout', async () => {
    const user = userEvent.setup();
    const { router } = await renderLayout({
      session: { role: 'user', email: 'ada@example.com' },
    });
    await user.click(screen.getByRole('button', { name: 'Account menu for ada@example.com' }));
    const menu = await screen.findByRole('menu', { hidden });
    expect(within(menu).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Logout', hidden })).toHaveAttribute(
      'href',
      '/logout',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Your account', hidden }));
    expect(router.state.location.pathname).toBe('/account');
  });

  test('the bell links to the alerts inbox and says how many are unread', async () => {
    unread = 3;
    countRequests.length = 0;
    await renderLayout({ session: { role: 'user' } });
    const banner = screen.getByRole('banner');
    const bell = await within(banner).findByRole('link', { name: 'Alerts: 3 unread' });
    expect(bell).toHaveAttribute('href', '/alerts');
    expect(within(bell).getByTestId('alerts-unread')).toHaveTextContent('3');
    // Asked with the session's token.
    expect(countRequests[0]).toMatch(/^Bearer /);
  });

  test('without unread alerts the bell shows no count; in German it says so', async () => {
    unread = 0;
    await renderLayout({ session: { role: 'user' }, lang: 'de' });
    const bell = await within(screen.getByRole('banner')).findByRole('link', {
      name: 'Benachrichtigungen',
    });
    expect(within(bell).queryByTestId('alerts-unread')).toBeNull();
  });

  test('more than 99 unread read "99+" on the bell; the name keeps the number', async () => {
    unread = 1234;
    await renderLayout({ session: { role: 'user' } });
    const bell = await screen.findByRole('link', { name: 'Alerts: 1234 unread' });
    expect(within(bell).getByTestId('alerts-unread')).toHaveTextContent('99+');
  });

  test('a visitor gets a Login button instead of the account menu', async () => {
    await renderLayout();
    const login = within(screen.getByRole('banner')).getByRole('link', { name: 'Login' });
    expect(login).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Alerts/ })).toBeNull();
  });
});
