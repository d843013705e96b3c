import { expect, test, type Browser, type Page } from './fixtures';
import sharp from 'sharp';
import {
  ADMIN,
  apiLogin,
  expectNoAxeViolations,
  uiLogin,
  uniqueEmail,
  expectNoSideScroll,
} from './helpers';

/**
 * The operator tables on the shared data table, as an admin meets them at 1280 px and 390 px
 * in both languages: nothing scrolls the page sideways, every row's actions are on screen,
 * axe finds nothing on the screens and their modals, and a table's view is a link that
 * survives a reload. Also the dashboard, whose cards lead only to screens that work.
 */

test.describe.configure({ mode: 'serial' });

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const LANGS = ['de', 'en'] as const;

const TEXT = {
  de: {
    title: 'Profile verwalten',
    outbox: 'Postausgang',
    verify: /^Verifizieren/,
    delete: /^Löschen/,
    open: /^Öffnen/,
    close: 'Schließen',
    confirm: 'Profil wirklich löschen?',
    cancel: 'Abbrechen',
    comingSoon: 'Dieser Bereich ist noch nicht verfügbar.',
    pageSize: 'Einträge pro Seite',
  },
  en: {
    title: 'Manage profiles',
    outbox: 'Outbox',
    verify: /^Verify/,
    delete: /^Delete/,
    open: /^Open/,
    close: 'Close',
    confirm: 'Really delete this profile?',
    cancel: 'Cancel',
    comingSoon: 'This screen is not available yet.',
    pageSize: 'Rows per page',
  },
};

test.beforeAll(async ({ request }) => {
  // Profiles with long, unbroken e-mail addresses: the strings that used to widen the table.
  const png = await sharp({
    create: { width: 320, height: 200, channels: 3, background: '#e2e8f0' },
  })
    .png()
    .toBuffer();
  for (const n of [1, 2, 3]) {
    const email = uniqueEmail(`a-really-long-mailbox-name-for-the-admin-table-${n}`);
    const res = await request.post('/api/profile', {
      multipart: {
        full_name: `Grace Tablecheck ${n}`,
        email,
        platform: 'github',
        username: `tablecheck-${n}`,
        profile_url: `https://github.com/tablecheck-${n}`,
        screenshot: { name: 'shot.png', mimeType: 'image/png', buffer: png },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
});

/** The admin dashboard's cards: the lists that hold the card links. */
const dashboardCards = (page: Page) =>
  page.getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) });

async function adminPage(browser: Browser, lang: 'de' | 'en', width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  // The login helper reads the English labels; the language is chosen afterwards.
  await uiLogin(page, ADMIN.email, ADMIN.password);
  await page.evaluate((l) => localStorage.setItem('vigil.lang', l), lang);
  await page.reload();
  return page;
}

/** Inside the viewport horizontally, without scrolling anything sideways. */
async function expectOnScreen(page: Page, locator: ReturnType<Page['locator']>) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, 'element has a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

for (const viewport of VIEWPORTS) {
  for (const lang of LANGS) {
    const text = TEXT[lang];

    test(`'Profile verwalten' at ${viewport.width} px (${lang}): actions on screen, modals, axe`, async ({
      browser,
    }) => {
      const page = await adminPage(browser, lang, viewport.width, viewport.height);
      await page.goto('/#/verify-profiles?q=tablecheck');
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      // Rows are a table on wide screens and stacked cards on phones; either way one per profile.
      const rows =
        viewport.name === 'desktop'
          ? page
              .getByRole('table', { name: text.title })
              .getByRole('row')
              .filter({ hasText: 'Tablecheck' })
          : page.getByRole('list', { name: text.title }).getByRole('listitem');
      await expect(rows).toHaveCount(3);
      await expect(page).toHaveTitle(`${text.title} · Vigil`);
      await expectNoSideScroll(page);
      const first = rows.first();
      await expectOnScreen(page, first.getByRole('button', { name: text.verify }));
      await expectOnScreen(page, first.getByRole('button', { name: text.delete }));
      await expectOnScreen(page, first.getByRole('button', { name: text.open }));
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: test.info().outputPath(`verify-profiles-${viewport.width}-${lang}.png`),
        fullPage: true,
      });

      // The screenshot modal: a dialog named 'Screenshot' that axe finds nothing on.
      await first.getByRole('button', { name: text.open }).click();
      const dialog = page.getByRole('dialog', { name: 'Screenshot' });
      await expect(dialog.getByRole('img').first()).toBeVisible();
      await expectNoSideScroll(page);
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: test.info().outputPath(`screenshot-modal-${viewport.width}-${lang}.png`),
      });
      await dialog.getByRole('button', { name: text.close }).click();
      await expect(dialog).toBeHidden();

      // The delete confirmation.
      await first.getByRole('button', { name: text.delete }).click();
      const confirm = page.getByRole('dialog', { name: text.confirm });
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(page);
      await confirm.getByRole('button', { name: text.cancel }).click();
      await expect(confirm).toBeHidden();
      await page.context().close();
    });

    test(`the outbox at ${viewport.width} px (${lang}): no sideways page scroll, axe`, async ({
      browser,
    }) => {
      const page = await adminPage(browser, lang, viewport.width, viewport.height);
      await page.goto('/#/outbox');
      await expect(page.getByRole('heading', { level: 1, name: text.outbox })).toBeVisible();
      const rows =
        viewport.name === 'desktop'
          ? page.getByRole('table', { name: text.outbox }).getByRole('row')
          : page.getByRole('list', { name: text.outbox }).getByRole('listitem');
      await expect(rows.nth(2)).toBeVisible();
      await expectNoSideScroll(page);
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: test.info().outputPath(`outbox-${viewport.width}-${lang}.png`),
        fullPage: true,
      });
      await page.context().close();
    });

    test(`the dashboard at ${viewport.width} px (${lang}): cards, no sideways page scroll, axe`, async ({
      browser,
    }) => {
      const page = await adminPage(browser, lang, viewport.width, viewport.height);
      const cards = dashboardCards(page);
      await expect(cards.getByRole('link').first()).toBeVisible();
      // The page's title can render after its cards: axe once ran before it and found no h1.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSideScroll(page);
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: test.info().outputPath(`dashboard-${viewport.width}-${lang}.png`),
        fullPage: true,
      });
      await page.context().close();
    });
  }
}

test('every card of the admin dashboard leads to a working screen', async ({ browser }) => {
  // Sixteen screens, one after another: more than the default minute on a busy two-core
  // machine. Each screen's own checks (axe, both widths and languages) are in a11y.spec.ts;
  // this walk is about the cards' links, the same in every language and width.
  test.slow();
  const page = await adminPage(browser, 'de', 1280, 800);
  const cards = dashboardCards(page);
  await expect(cards.getByRole('link').first()).toBeVisible();
  const hrefs = await cards
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThanOrEqual(6);
  for (const href of hrefs) {
    await page.goto(`/${href}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(TEXT.de.comingSoon)).toHaveCount(0);
  }
  await page.context().close();
});

test('a table view is a link: sorting by keyboard and the page size survive a reload', async ({
  browser,
}) => {
  const page = await adminPage(browser, 'de', 1280, 800);
  await page.goto('/#/verify-profiles?q=tablecheck');
  const table = page.getByRole('table', { name: 'Profile verwalten' });
  await expect(table.getByRole('row').filter({ hasText: 'Tablecheck' })).toHaveCount(3);
  // Keyboard: the header is a button; Enter sorts, Enter again flips the order.
  const email = table.getByRole('button', { name: 'Email' });
  await email.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=email&q=tablecheck$/);
  await expect(table.getByRole('columnheader', { name: /Email/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  // Twice in quick succession, then once more: the order flips three times, to descending.
  // (The router renders a navigation in a transition, so a quick second key can arrive before
  // the first one's render; each change builds on the last one asked for.)
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=email&order=desc/);
  await page.getByLabel('Einträge pro Seite').selectOption('25');
  await expect(page).toHaveURL(/limit=25/);
  // The previous page stays on screen, marked busy, until the new one is there.
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const emailsBefore = await table.getByRole('row').allInnerTexts();

  await page.reload();
  const header = table.getByRole('columnheader', { name: /Email/ });
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByLabel('Einträge pro Seite')).toHaveValue('25');
  await expect(page.getByLabel('Suche', { exact: true })).toHaveValue('tablecheck');
  await expect(table.getByRole('row').filter({ hasText: 'Tablecheck' })).toHaveCount(3);
  expect(await table.getByRole('row').allInnerTexts()).toEqual(emailsBefore);
  // The server really sorted: the e-mails come in descending order.
  const emails = await table
    .getByRole('row')
    .filter({ hasText: 'Tablecheck' })
    .evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[2]!.textContent!.trim()));
  expect(emails).toEqual([...emails].sort().reverse());
  await page.context().close();
});

test('the profile list answers the sort order the web sends (order, and dir for today)', async ({
  request,
}) => {
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const res = await request.get(
    '/api/profiles?q=tablecheck&sort=email&order=desc&dir=desc&limit=10',
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: { email: string }[] };
  const emails = items.map((p) => p.email);
  expect(emails).toHaveLength(3);
  expect(emails).toEqual([...emails].sort().reverse());
});

// Every screen of the spec is built now (no 'planned' entry is left in the registry); the
// registry still names each page.
test('the screen registry titles the page', async ({ browser }) => {
  const page = await adminPage(browser, 'en', 1280, 800);
  await page.goto('/#/analysis');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Social Media Profiling' }),
  ).toBeVisible();
  await expect(page.getByText(TEXT.en.comingSoon)).toHaveCount(0);
  await expect(page).toHaveTitle('Social Media Profiling · Vigil');
  await page.context().close();
});
