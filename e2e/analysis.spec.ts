import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { createVerifiedUser, expectNoAxeViolations, uiLogin, expectNoSideScroll } from './helpers';

/**
 * Issue 9 against the real server with the demo provider: lookups on several platforms are
 * stored, then seen in the analysis (charts drawn, sort, page, filter, CSV download), the
 * account detail (deep link, reload, re-run → a second snapshot in the history) and the
 * supervision dashboard (platform, search, paging, 'Mehr Details'); axe at 1280 and 390 px.
 * Other specs store accounts on the same server, so every check searches this run's names.
 */

/** Letters only: a name no other spec (or earlier run) looks up. */
const TAG = `ana${Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
const INSTAGRAM = Array.from({ length: 27 }, (_, i) => `${TAG}.insta${String(i).padStart(2, '0')}`);

async function lookup(request: APIRequestContext, token: string, path: string) {
  const res = await request.get(`/api/lookups${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
}

async function signIn(page: Page, request: APIRequestContext) {
  const user = await createVerifiedUser(request, page, 'analysis');
  await uiLogin(page, user.email, user.password);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(token).toBeTruthy();
  return token!;
}

const main = (page: Page) => page.getByRole('main');

/** `VIGIL_SCREENSHOTS=1`: the README's pictures of the three screens. */
async function screenshot(page: Page, name: string) {
  if (!process.env.VIGIL_SCREENSHOTS) return;
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: true });
}

test('analysis, account detail with history, supervision dashboard', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await signIn(page, request);
  for (const name of INSTAGRAM) await lookup(request, token, `/instagram/${name}`);
  await lookup(request, token, `/instagram/${INSTAGRAM[0]}/posts`);
  // 'noage…': the demo account without a creation date (its age reads 'n/a', never a number).
  await lookup(request, token, `/tiktok/noage${TAG}.tok`);
  await lookup(request, token, `/twitter/${TAG}_x`);
  await lookup(request, token, `/youtube/channel/UC${TAG}`);

  // ── Analysis: this run's 30 accounts, the three charts drawn.
  await page.goto(`/#/analysis?q=${TAG}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Social Media Profiling' }),
  ).toBeVisible();
  await expect(main(page).getByText('30 accounts')).toBeVisible();
  for (const title of ['Fake account probability', 'Topics of Interest', 'Trending Topics']) {
    const figure = main(page).getByRole('figure', { name: title });
    await expect(figure).toBeVisible();
    await expect(figure.locator('canvas')).toBeVisible();
  }
  const table = main(page).getByRole('table', { name: 'Social Media Profiling' });
  await expect(table.getByRole('row')).toHaveCount(26);
  // Demo data is marked: a 'Demo' tag per row and one notice for the screen.
  await expect(table.getByRole('row').nth(1).getByTestId('demo-tag')).toHaveText('Demo');
  await expect(main(page).getByTestId('demo-notice')).toHaveCount(1);
  await screenshot(page, 'analysis');

  // Sort by username, ascending: the first row is the first name.
  await table.getByRole('button', { name: 'Username' }).click();
  await expect(page).toHaveURL(/sort=username/);
  await expect(table.getByRole('row').nth(1)).toContainText(INSTAGRAM[0]!);
  // Page 2 holds the rest.
  await main(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(table.getByRole('row')).toHaveCount(6);
  // Filter by platform: one TikTok account.
  await main(page).getByLabel('Platform').selectOption('tiktok');
  await expect(page).toHaveURL(/platform=tiktok/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(`${TAG}.tok`);
  await expect(
    table.getByRole('row').nth(1).getByRole('cell', { name: 'n/a', exact: true }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // CSV of the current filter: Instagram, this run.
  await page.goto(`/#/analysis?q=${TAG}&platform=instagram&sort=username&order=asc`);
  await expect(main(page).getByText('27 accounts')).toBeVisible();
  await main(page).getByRole('button', { name: 'Export' }).click();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'As CSV' }).click();
  const download = await downloadPromise;
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toMatch(/^platform,username,realName,createdAt,motherTongue,status/);
  expect(lines).toHaveLength(28);
  expect(lines[1]).toContain(`instagram,${INSTAGRAM[0]}`);

  // ── Open a row: the deep-linked detail survives a reload; a re-run adds a snapshot.
  await table.getByRole('link', { name: INSTAGRAM[0]! }).click();
  await expect(page).toHaveURL(
    new RegExp(`#/account-detail/instagram/${INSTAGRAM[0]!.replace('.', '\\.')}$`),
  );
  await page.reload();
  const details = main(page).getByRole('table', { name: 'Account detail' });
  await expect(details.getByRole('row', { name: /Username/ })).toContainText(INSTAGRAM[0]!);
  await expect(details.getByRole('row', { name: /Exists/ })).toContainText('Yes');
  await expect(main(page).getByText('1 snapshot', { exact: true })).toBeVisible();
  await expect(
    main(page)
      .getByRole('figure', { name: /^Lookups/ })
      .locator('canvas'),
  ).toBeVisible();
  await main(page).getByRole('button', { name: 'Look up again' }).click();
  await expect(main(page).getByText('Looked up again.')).toBeVisible();
  await expect(main(page).getByText('2 snapshots', { exact: true })).toBeVisible();
  await expect(main(page).getByText(/followers since/)).toBeVisible();
  await screenshot(page, 'account-detail');
  await main(page).getByRole('button', { name: 'Show the data as a table' }).click();
  await expect(
    main(page)
      .getByRole('figure', { name: /^Lookups/ })
      .getByRole('table')
      .getByRole('row'),
  ).toHaveCount(3);
  // Away from the toggle: its hover colours are not what axe should judge.
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);

  // ── Supervision dashboard, in German (the spec's strings).
  await page.evaluate(() => localStorage.setItem('vigil.lang', 'de'));
  await page.goto('/#/dashboard');
  await page.reload();
  const sup = main(page).getByRole('region', { name: 'Social Media Supervision' });
  await expect(sup.getByLabel('Plattform')).toHaveValue('youtube');
  await sup.getByLabel('Plattform').selectOption('instagram');
  await sup.getByPlaceholder('Profilname eingeben...').fill(TAG);
  await expect(page).toHaveURL(new RegExp(`q=${TAG}`));
  await expect(sup.getByText('27 Accounts insgesamt – Seite 1 von 2')).toBeVisible();
  await expect(sup.getByRole('button', { name: 'Zurück' })).toBeDisabled();
  await expect(sup.getByRole('listitem')).toHaveCount(20);
  await sup.getByRole('button', { name: 'Weiter' }).click();
  await expect(sup.getByText('27 Accounts insgesamt – Seite 2 von 2')).toBeVisible();
  await expect(sup.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  await expect(sup.getByRole('button', { name: 'Seite 2' })).toBeVisible();
  await expect(sup.getByRole('listitem')).toHaveCount(7);
  const card = sup.getByRole('listitem').first();
  await expect(card.getByTestId('demo-tag')).toHaveText('Demo');
  await expect(
    main(page).getByText('Einige der angezeigten Einträge sind Demodaten'),
  ).toBeVisible();
  await expect(card.getByText('Beschreibung')).toBeVisible();
  await expect(card.getByText('Veröffentlicht am')).toBeVisible();
  await expect(card.locator('pre')).toBeHidden();
  await card.getByText('Mehr Details').click();
  await expect(card.locator('pre')).toBeVisible();
  await expect(card.locator('pre')).toContainText('"');
  await screenshot(page, 'supervision');
  // Changing the platform resets to page 1.
  await sup.getByLabel('Plattform').selectOption('tiktok');
  await expect(sup.getByText('1 Accounts insgesamt – Seite 1 von 1')).toBeVisible();
  await expectNoAxeViolations(page);

  // ── 390 px: no sideways scroll, no axe violations, on all three screens.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [
    `/#/analysis?q=${TAG}`,
    `/#/account-detail/instagram/${INSTAGRAM[0]}`,
    `/#/dashboard?platform=instagram&q=${TAG}`,
  ]) {
    // A full load each time: a hash change alone keeps the previous screen's heading on the page
    // while the next screen loads, and axe would then check the loading state.
    await page.goto('about:blank');
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(main(page).getByText(/Accounts werden geladen/)).toHaveCount(0);
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
  }
});
