import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ADMIN, apiLogin, expectNoAxeViolations, expectNoSideScroll } from './helpers';

/**
 * Image review (issue 12) on the real server with the demo social provider: an operator
 * monitors a keyword, a posts lookup whose demo posts carry it puts their images into the
 * queue (a job), and the operator reviews them with the keyboard in the Show modal, opens the
 * detail view by deep link and from the carousel. Both languages; axe at 1280 and 390 px.
 */

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const KEYWORD = 'coffee';
const TEXT = {
  en: {
    title: 'Image List',
    detail: 'Detail View',
    columns: ['Platform', 'Keyword', 'Username', 'Datetime', 'Action'],
    newKeyword: 'New keyword',
    addKeyword: 'Add keyword',
    show: (u: string) => `Show the image of ${u} (Instagram)`,
    accept: 'Accept',
    deny: 'Deny',
    reveal: 'Reveal image',
    undo: /^Undo \(\d+ s\)$/,
    carousel: 'Latest pending images, a slideshow',
    userName: 'User name',
    shortcuts: 'Keyboard shortcuts',
  },
  de: {
    title: 'Bildliste',
    detail: 'Detailansicht',
    columns: ['Plattform', 'Stichwort', 'Benutzername', 'Datum und Uhrzeit', 'Aktion'],
    newKeyword: 'Neues Stichwort',
    addKeyword: 'Stichwort hinzufügen',
    show: (u: string) => `Bild von ${u} (Instagram) anzeigen`,
    accept: 'Akzeptieren',
    deny: 'Ablehnen',
    reveal: 'Bild aufdecken',
    undo: /^Rückgängig \(\d+ s\)$/,
    carousel: 'Neueste offene Bilder als Diashow',
    userName: 'Benutzername',
    shortcuts: 'Tastenkürzel',
  },
};

let adminToken = '';
test.beforeAll(async ({ request }) => {
  adminToken = await apiLogin(request, ADMIN.email, ADMIN.password);
});

async function open(page: Page, path: string, lang: 'de' | 'en') {
  await page.addInitScript(
    ([l, tk]) => {
      localStorage.setItem('vigil.lang', l!);
      localStorage.setItem('access_token', tk!);
    },
    [lang, adminToken],
  );
  await page.goto(`/#${path}`);
}

type Item = { id: string; username: string; state: string; keyword: string | null };
async function queue(request: APIRequestContext, query: string): Promise<Item[]> {
  const res = await request.get(`/api/image-review/items?${query}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: Item[] }).items;
}

async function lookupPosts(request: APIRequestContext, name: string) {
  const headers = { authorization: `Bearer ${adminToken}` };
  expect((await request.get(`/api/lookups/instagram/${name}`, { headers })).status()).toBe(200);
  expect((await request.get(`/api/lookups/instagram/${name}/posts`, { headers })).status()).toBe(
    200,
  );
}

test('en: a monitored keyword queues a looked-up post image; review with the keyboard in the Show modal', async ({
  page,
  request,
}) => {
  const t = TEXT.en;
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/image-list', 'en');
  // The first screen of a cold server on a busy machine may take a while to load.
  await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel(t.newKeyword).fill(`#${KEYWORD}`);
  await page.getByRole('button', { name: t.addKeyword }).click();
  // Other specs' lookups may already have stored posts that mention the keyword: the count is
  // whatever matched so far.
  await expect(page.getByText(new RegExp(`^${KEYWORD} · \\d+ images?$`))).toBeVisible();

  // The demo accounts `reviewdemo` (one #coffee post) and `imagefan` (three) on Instagram.
  await lookupPosts(request, 'reviewdemo');
  await lookupPosts(request, 'imagefan');
  await expect
    .poll(async () => (await queue(request, `keyword=${KEYWORD}&limit=25`)).length, {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(4);

  await page.reload();
  const table = page.getByRole('table', { name: t.title });
  await expect(table.getByRole('columnheader')).toHaveText(
    t.columns.map((c) => new RegExp(`^${c}`)),
  );
  await expect(table.getByRole('button', { name: t.show('reviewdemo') })).toBeVisible();
  // Newest first: imagefan's three images head the table, reviewdemo's one is with them.
  await expect(table.getByRole('button', { name: t.show('imagefan') })).toHaveCount(3);
  await expectNoAxeViolations(page);

  await table
    .getByRole('button', { name: /^Show the image of/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Instagram' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(KEYWORD, { exact: true })).toBeVisible();
  await expect(dialog.getByText(t.shortcuts)).toBeVisible();
  await expect(dialog.getByTestId('review-image')).toHaveAttribute('data-revealed', 'false');
  await dialog.getByRole('button', { name: t.reveal }).click();
  await expect(dialog.getByTestId('review-image')).toHaveAttribute('data-revealed', 'true');
  await expect(dialog.getByRole('button', { name: t.deny })).toBeEnabled();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('image-review-modal-en.png') });
  const panel = dialog.getByTestId('review-panel');
  const firstId = (await panel.getAttribute('data-item-id'))!;

  // D denies and opens the next item; Undo takes the denial back within 10 s.
  await page.keyboard.press('d');
  await expect(page.getByRole('button', { name: t.undo })).toBeVisible();
  await expect(panel).not.toHaveAttribute('data-item-id', firstId);
  await expect(dialog.getByRole('button', { name: t.deny })).toBeEnabled();
  // K goes back to the previous (now denied) one, J forward again.
  await page.keyboard.press('k');
  await expect(panel).toHaveAttribute('data-item-id', firstId);
  await page.keyboard.press('j');
  await expect(panel).not.toHaveAttribute('data-item-id', firstId);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: t.undo }).click();
  await expect(panel).toHaveAttribute('data-item-id', firstId);
  await page.keyboard.press('Escape');
  expect(
    (await queue(request, `keyword=${KEYWORD}&limit=25`)).every((i) => i.state !== 'denied'),
  ).toBe(true);
  await page.screenshot({
    path: test.info().outputPath('image-review-list-en.png'),
    fullPage: true,
  });
});

test('en: the carousel advances, pauses on hover, and opens the detail; the detail deep link works', async ({
  page,
  request,
}) => {
  const t = TEXT.en;
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/image-list', 'en');
  const carousel = page.getByRole('region', { name: t.carousel });
  // The screen's first data on a busy machine: once, in CI, its two queries were sent 8 s after
  // the page loaded (the app's chunks still loading) and answered in 10 ms; the default 10 s
  // ran out before the carousel showed them.
  await expect(carousel.getByText(/^Image 1 of \d+$/)).toBeVisible({ timeout: 30_000 });
  await expect(carousel).toHaveAttribute('data-held', '');
  await expect(carousel.getByText(/^Image 2 of \d+$/)).toBeVisible({ timeout: 5000 });
  // The real pointer holds it: the carousel stops its timer (that a held carousel stays put over
  // time is the component test's, with fake timers).
  await carousel.hover();
  await expect(carousel).toHaveAttribute('data-held', 'hover');
  await expect(carousel).toHaveAttribute('data-moving', 'false');
  await carousel.getByTestId('carousel-slide').first().click();
  await expect(page).toHaveURL(/#\/detail\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: t.detail })).toBeVisible();
  await expect(page.getByText(t.userName, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: t.accept })).toBeVisible();
  await expect(page.getByRole('button', { name: t.deny })).toBeEnabled();
  await expectNoAxeViolations(page);

  // A deep link in a fresh page (the spec only had navigation state).
  const [item] = await queue(request, `keyword=${KEYWORD}&q=reviewdemo`);
  await page.goto('about:blank');
  await page.goto(`/#/detail/${item!.id}`);
  await expect(page.getByRole('heading', { name: t.detail })).toBeVisible();
  await expect(page.getByText('reviewdemo', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText('Instagram', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('image-review-detail-en.png') });
});

test('de: the image list and detail at 390 px, no sideways scrolling, axe clean', async ({
  page,
  request,
}) => {
  const t = TEXT.de;
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/image-list', 'de');
  // The first screen of a cold server on a busy machine may take a while to load.
  await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: /^Bild von .* anzeigen$/ }).first()).toBeVisible();
  await expectNoSideScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: test.info().outputPath('image-review-list-390-de.png'),
    fullPage: true,
  });
  await page
    .getByRole('button', { name: /^Bild von .* anzeigen$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Instagram' });
  await expect(dialog.getByRole('button', { name: t.deny })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: t.accept })).toBeEnabled();
  await expect(dialog.getByText(t.shortcuts)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  const [item] = await queue(request, `keyword=${KEYWORD}&q=imagefan`);
  await page.goto(`/#/detail/${item!.id}`);
  await expect(page.getByRole('heading', { name: t.detail })).toBeVisible();
  await expect(page.getByText(t.userName, { exact: true })).toBeVisible();
  await expectNoSideScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('image-review-detail-390-de.png') });
});
