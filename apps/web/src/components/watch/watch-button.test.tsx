import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { startMsw } from '../../test/msw';
import { renderApp } from '../../test/render';
import { watchedOf, watchlistOf, watchlistsApi } from '../../test/watchlists';
import { WatchButton } from './watch-button';

const api = watchlistsApi();
startMsw(...api.handlers);

// happy-dom has no layout, so Floating UI may hide dropdowns; query hidden elements too.
const hidden = true;
const items = () => screen.getAllByRole('menuitem', { hidden }).map((i) => i.textContent);
const target = { platform: 'instagram', username: 'anna.example' } as const;

const renderButton = (lang: 'de' | 'en' = 'en') =>
  renderApp(<WatchButton target={target} />, {
    url: '/instagram',
    lang,
    session: { role: 'user' },
    extraPaths: ['/watchlists/:id'],
  });

const campaign = watchlistOf({ name: 'Campaign' });
const press = watchlistOf({ name: 'Press' });

beforeEach(() => {
  api.store.lists = [campaign, press];
  api.store.accounts = [watchedOf({ watchlistId: press.id, ...target })];
  api.store.calls.length = 0;
});

describe('the Watch button', { timeout: 20_000 }, () => {
  test('asks nothing until opened; then lists the lists and ticks those that hold the account', async () => {
    await renderButton();
    const button = screen.getByRole('button', { name: 'Watch anna.example: choose a watchlist' });
    expect(api.store.calls).toEqual([]);
    await userEvent.setup().click(button);
    expect(await screen.findByRole('menu', { hidden })).toBeInTheDocument();
    // The tick is said in words after the name (Mantine's items cannot be checkboxes).
    await waitFor(() =>
      expect(items()).toEqual(['Campaign', 'Press, already on it', 'New list …']),
    );
    expect(api.store.calls.map((c) => c.call)).toContain(
      'GET /api/watchlists/containing?platform=instagram&username=anna.example',
    );
  });

  test('choosing a list adds the account and says so, with a link to the list', async () => {
    const user = userEvent.setup();
    await renderButton();
    await user.click(screen.getByRole('button', { name: /^Watch anna\.example/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Campaign', hidden }));
    expect(await screen.findByText('anna.example is now on “Campaign”.')).toBeVisible();
    expect(
      api.store.calls.find((c) => c.call === `POST /api/watchlists/${campaign.id}/accounts`)?.body,
    ).toEqual(target);
    expect(screen.getByRole('link', { name: 'Open the list' })).toHaveAttribute(
      'href',
      `/watchlists/${campaign.id}`,
    );
    // Asked again, the menu ticks it now.
    await user.click(screen.getByRole('button', { name: /^Watch anna\.example/ }));
    await waitFor(() =>
      expect(items()).toEqual(['Campaign, already on it', 'Press, already on it', 'New list …']),
    );
  });

  test('choosing a ticked list takes the account off it', async () => {
    const user = userEvent.setup();
    await renderButton('de');
    await user.click(screen.getByRole('button', { name: /^anna\.example beobachten/ }));
    await waitFor(() => expect(items()).toContain('Press, steht schon darauf'));
    await user.click(screen.getByRole('menuitem', { name: /^Press/, hidden }));
    expect(await screen.findByText('anna.example wurde von „Press“ entfernt.')).toBeVisible();
    expect(api.store.accounts).toEqual([]);
  });

  test('"New list …" names a list, creates it and adds the account to it', async () => {
    api.store.lists = [];
    api.store.accounts = [];
    const user = userEvent.setup();
    await renderButton();
    await user.click(screen.getByRole('button', { name: /^Watch anna\.example/ }));
    expect(await screen.findByText('You have no watchlist yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'New list …', hidden }));
    const dialog = await screen.findByRole('dialog', { name: 'New watchlist' });
    // An empty name is refused before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Create and add' }));
    expect(within(dialog).getByText('The list needs a name.')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/List name/), 'Suspicious growth');
    await user.click(within(dialog).getByRole('button', { name: 'Create and add' }));
    expect(await screen.findByText('anna.example is now on “Suspicious growth”.')).toBeVisible();
    expect(api.store.lists.map((l) => [l.name, l.interval])).toEqual([
      ['Suspicious growth', 'daily'],
    ]);
    expect(api.store.accounts.map((a) => [a.watchlistId, a.username])).toEqual([
      [api.store.lists[0]!.id, 'anna.example'],
    ]);
  });
});
