import { expect, test, type Locator, type Page } from './fixtures';
import {
  animationsSettled,
  createVerifiedUser,
  expectNoAxeViolations,
  uiLogin,
  expectNoSideScroll,
} from './helpers';

/**
 * Watchlists against the real server with the demo provider: a new user looks up a demo
 * account whose curve has bought-follower steps (`bought…`, see the demo dataset), watches it on
 * a new list from the lookup result, the scheduler's first check fills its history (the demo
 * backfills 90 days) and flags the step; the history chart and its data table on the account
 * detail; a CSV import with a bad line names the line and adds nothing; the navbar bell counts
 * the unread alerts, and marking them read works. Both languages, 1280 and 390 px, axe 0
 * violations.
 *
 * The first check waits for the scheduler's minute tick (no test-only shortcut in the server),
 * so this spec takes a few minutes.
 */

/** Letters only: a name no other spec (or earlier run) watches. */
const TAG = `wl${Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
const BOUGHT = `bought_${TAG}`;
const LIST = `Campaign ${TAG}`;

const main = (page: Page) => page.getByRole('main');
const banner = (page: Page) => page.getByRole('banner');

/** `VIGIL_SCREENSHOTS=1`: the README's pictures, of the page or of one part of it. */
async function screenshot(page: Page, name: string, part?: Locator) {
  if (!process.env.VIGIL_SCREENSHOTS) return;
  await page.mouse.move(0, 0);
  await animationsSettled(page);
  const path = `docs/screenshots/${name}.png`;
  if (part) {
    // Just below the fixed navbar, so it does not cover the part's top.
    await part.evaluate((el) =>
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 76),
    );
    await part.screenshot({ path });
    return;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
}

/** A full load of a path: the screen's heading, nothing loading, no animation running. */
async function visit(page: Page, path: string) {
  await page.goto('about:blank');
  await page.goto(`/#${path}`);
  await expect(main(page).getByRole('heading', { level: 1 }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await animationsSettled(page);
}

test('watchlists: watch from a lookup, the history with its flag, CSV import, the alerts inbox', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const user = await createVerifiedUser(request, page, 'watchlists');
  await uiLogin(page, user.email, user.password);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(token).toBeTruthy();
  const auth = { authorization: `Bearer ${token}` };

  // ── A lookup result: "Watch" → "New list …" names a list and puts the account on it.
  await page.goto('/#/instagram');
  const form = page.getByRole('search', { name: 'Instagram user lookup' });
  await form.getByLabel('Username').fill(BOUGHT);
  await form.getByRole('button', { name: 'Fetch Info' }).click();
  const watch = main(page).getByRole('button', { name: `Watch ${BOUGHT}: choose a watchlist` });
  await expect(watch).toBeVisible({ timeout: 30_000 });
  // From the keyboard: Enter opens the menu, the arrows move, Enter chooses.
  await watch.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('You have no watchlist yet.')).toBeVisible();
  const newList = page.getByRole('menuitem', { name: 'New list …' });
  await expect(newList).toBeVisible();
  await newList.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New watchlist' });
  await expect(dialog.getByLabel(/List name/)).toBeFocused();
  await page.keyboard.type(LIST);
  await page.keyboard.press('Enter');
  await expect(main(page).getByText(`${BOUGHT} is now on “${LIST}”.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await main(page).getByRole('link', { name: 'Open the list' }).click();

  // ── The list: the account waits for its first check.
  await expect(main(page).getByRole('heading', { level: 2, name: LIST })).toBeVisible();
  const table = main(page).getByRole('table', { name: `Accounts on “${LIST}”` });
  await expect(table.getByRole('row', { name: new RegExp(BOUGHT) })).toContainText(
    /Awaiting check|OK/,
  );

  // The scheduler's tick (once a minute) queues the first check; the demo fills the 90 days
  // before it, with the curve's bought-follower step.
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/watch/history/instagram/${BOUGHT}?range=1y`, {
          headers: auth,
        });
        if (res.status() !== 200) return `HTTP ${res.status()}`;
        const h = (await res.json()) as { points: unknown[]; flags: { kind: string }[] };
        return h.points.length > 1 && h.flags.some((f) => f.kind === 'spike') ? 'flagged' : 'no';
      },
      { message: 'the first check with its flagged step', timeout: 180_000, intervals: [3_000] },
    )
    .toBe('flagged');

  await page.reload();
  // A reload loads the screen's code again: slow on a busy two-core machine.
  const row = table.getByRole('row', { name: new RegExp(BOUGHT) });
  await expect(row).toBeVisible({ timeout: 30_000 });
  // Checked; its flags of the last 30 days (the step may be older) are in the row's last column.
  await expect(row).toContainText('OK');
  await expect(row).toContainText(/\d+ seconds? ago|a minute ago|\d+ minutes ago/);
  await expectNoAxeViolations(page);

  // ── CSV import with a bad line: the line is named and nothing is added.
  const importSection = main(page).getByRole('region', { name: 'Import a CSV' });
  await importSection
    .getByLabel('Or paste lines')
    .fill(`platform,username\ninstagram,fine_${TAG}\nmyspace,tom\ntiktok,also_${TAG}`);
  await importSection.getByRole('button', { name: 'Import' }).click();
  const refusal = importSection.getByRole('alert');
  await expect(refusal).toContainText('Nothing was imported. These lines are wrong:');
  await expect(refusal.getByRole('listitem')).toHaveText(['Line 3: unknown platform']);
  await expect(main(page).getByText('1 account', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // ── The history on the account detail: the chart, its flag in words, the data table.
  await row.getByRole('link', { name: `History of ${BOUGHT}` }).click();
  await expect(page).toHaveURL(new RegExp(`#/account-detail/instagram/${BOUGHT}$`));
  const history = main(page).getByRole('region', { name: 'History' });
  await history.getByText('1 year', { exact: true }).click();
  await expect(history.getByText(/^\d+ checks in range$/)).toBeVisible();
  const figure = history.getByRole('figure', { name: new RegExp(`^History of ${BOUGHT}`) });
  await expect(figure.locator('canvas')).toBeVisible();
  const events = history.getByRole('list');
  await expect(events).toContainText(/\+[\d,]+ followers on .*its usual daily gain/);
  await history.getByRole('button', { name: 'Show the data as a table' }).click();
  const data = figure.getByRole('table');
  await expect(data).toBeVisible();
  expect(await data.getByRole('row').count()).toBeGreaterThan(30);
  await expect(data).toContainText(/\d+\. \+[\d,]+ followers on/);
  await history.getByRole('button', { name: 'Hide the table' }).click();
  await screenshot(page, 'watchlist-history', history);
  await expectNoAxeViolations(page);

  // ── The bell counts the unread alerts; the inbox marks them read.
  const bell = banner(page).getByRole('link', { name: /^Alerts: \d+ unread$/ });
  await expect(bell).toBeVisible();
  const unreadBefore = Number(/(\d+)/.exec((await bell.getAttribute('aria-label'))!)![1]);
  expect(unreadBefore).toBeGreaterThan(0);
  await bell.click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  const inbox = main(page).getByRole('table', { name: 'Alerts' });
  const first = inbox.getByRole('row').nth(1);
  await expect(first).toContainText('Unread');
  await expect(inbox).toContainText(/followers on .*its usual daily gain/);
  await screenshot(page, 'alerts-inbox');
  await expectNoAxeViolations(page);
  await first
    .getByRole('button', { name: new RegExp(`^Mark the alert about ${BOUGHT} read$`) })
    .click();
  await expect(first).toContainText('Read');
  if (unreadBefore > 1) {
    await expect(
      banner(page).getByRole('link', { name: `Alerts: ${unreadBefore - 1} unread` }),
    ).toBeVisible();
  }
  await main(page).getByRole('button', { name: 'Mark all read' }).click();
  await expect(main(page).getByText(/^\d+ alerts? marked read\.$/)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Alerts', exact: true })).toBeVisible();
  // The e-mail setting: once a day by default, changed at once.
  const email = main(page).getByRole('region', { name: 'By e-mail' });
  await expect(email.getByRole('radio', { name: 'One digest a day' })).toBeChecked();
  await email.getByText('At once', { exact: true }).click();
  await expect(email.getByText('Saved.')).toBeVisible();
  await expectNoAxeViolations(page);

  // ── The step joins the account's fake estimate on its lookup, as its own reason.
  await page.goto('/#/instagram');
  const again = page.getByRole('search', { name: 'Instagram user lookup' });
  await again.getByLabel('Username').fill(BOUGHT);
  await again.getByRole('button', { name: 'Fetch Info' }).click();
  await expect(main(page).getByTestId('fake-estimate')).toContainText(
    /\+[\d,]+ followers on .*its usual daily gain/,
    { timeout: 30_000 },
  );

  // ── German, and both widths: the three screens read right, fit and pass axe.
  const screens = (lang: 'de' | 'en') =>
    [
      {
        path: '/watchlists',
        heading: lang === 'de' ? 'Beobachtungslisten' : 'Watchlists',
      },
      {
        path: `/account-detail/instagram/${BOUGHT}`,
        heading: lang === 'de' ? 'Kontodetails' : 'Account detail',
        region: lang === 'de' ? 'Verlauf' : 'History',
      },
      { path: '/alerts', heading: lang === 'de' ? 'Benachrichtigungen' : 'Alerts' },
    ] as const;
  for (const lang of ['de', 'en'] as const) {
    await page.evaluate((l) => localStorage.setItem('vigil.lang', l), lang);
    for (const width of [1280, 390] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const s of screens(lang)) {
        await visit(page, s.path);
        await expect(main(page).getByRole('heading', { level: 1, name: s.heading })).toBeVisible();
        if ('region' in s) {
          const region = main(page).getByRole('region', { name: s.region });
          await expect(region.locator('canvas')).toBeVisible();
        }
        await expectNoSideScroll(page);
        await expectNoAxeViolations(page);
      }
    }
  }
  // The flag's sentence in German, on the history of the account.
  await page.evaluate(() => localStorage.setItem('vigil.lang', 'de'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, `/account-detail/instagram/${BOUGHT}`);
  const verlauf = main(page).getByRole('region', { name: 'Verlauf' });
  await verlauf.getByText('1 Jahr', { exact: true }).click();
  await expect(verlauf.getByRole('list')).toContainText(
    /\+[\d.]+ Follower am \d+\. \S+ \d{4}, das [\d,]+-Fache des üblichen Tageszuwachses/,
  );
  await visit(page, '/watchlists');
  await screenshot(page, 'watchlists-de');
});
