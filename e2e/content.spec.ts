import { expect, test, type APIRequestContext, type Page } from './fixtures';
import sharp from 'sharp';
import {
  ADMIN,
  apiLogin,
  createVerifiedUser,
  expectNoAxeViolations,
  uiLogin,
  expectNoSideScroll,
} from './helpers';

/**
 * Issue 12 against the real server with the demo provider: a few lookups store accounts, then
 * content with an image is uploaded (progress, the server's 500×500 thumbnail), submitted,
 * listed under 'My content', and its creators are ranked with reasons; both languages; axe
 * at 1280 and 390 px with no sideways scrolling.
 */

const TAG = `cnt${Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

const texts = {
  en: {
    title: 'Upload your Company related / Brand related content',
    image: 'Image file',
    upload: 'Upload',
    uploaded: 'Uploaded: photo.png',
    submit: 'Submit',
    saved: /has been saved/,
    creators: 'See matching creators',
    matching: 'Creator matching',
    mine: 'My content',
    retention: 'Retention rate',
    fields: 'Fields of interest',
    reason: /^(Shared topics|Speaks|Language of|On |Real audience|Engagement)/,
    empty: 'No data matching the filter "zzzznothing"',
    rules: ['Please enter a title.', 'Please choose a language.'],
  },
  de: {
    title: 'Inhalte deines Unternehmens / deiner Marke hochladen',
    image: 'Bilddatei',
    upload: 'Hochladen',
    uploaded: 'Hochgeladen: photo.png',
    submit: 'Absenden',
    saved: /wurde gespeichert/,
    creators: 'Passende Creator ansehen',
    matching: 'Creator-Matching',
    mine: 'Meine Inhalte',
    retention: 'Bindungsrate',
    fields: 'Interessengebiete',
    reason: /^(Gemeinsame Themen|Spricht|Sprache des Landes|Auf |Echtes Publikum|Engagement)/,
    empty: 'Keine Daten passend zum Filter „zzzznothing“',
    rules: ['Bitte gib einen Titel ein.', 'Bitte wähle eine Sprache.'],
  },
} as const;

async function lookup(request: APIRequestContext, token: string, path: string) {
  const res = await request.get(`/api/lookups${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
}

async function setLanguage(page: Page, lang: 'de' | 'en') {
  await page
    .getByRole('radiogroup', { name: /^(Language|Sprache)$/ })
    .getByText(lang.toUpperCase(), { exact: true })
    .click();
}

/** `VIGIL_SCREENSHOTS=1`: the README's pictures. */
async function screenshot(page: Page, name: string) {
  if (!process.env.VIGIL_SCREENSHOTS) return;
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: true });
}

for (const lang of ['en', 'de'] as const) {
  test(`content upload and creator matching (${lang})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const T = texts[lang];
    const user = await createVerifiedUser(request, page, `content-${lang}`);
    await uiLogin(page, user.email, user.password);
    const token = (await page.evaluate(() => localStorage.getItem('access_token')))!;
    // Demo lookups store accounts (with posts, so topics and language are derived).
    for (const name of [`${TAG}${lang}.style`, `${TAG}${lang}.music`, `${TAG}${lang}.sport`]) {
      await lookup(request, token, `/instagram/${name}`);
      await lookup(request, token, `/instagram/${name}/posts`);
    }

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/#/upload');
    await setLanguage(page, lang);
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();

    // The rules show before anything is sent.
    await page.getByRole('button', { name: T.submit, exact: true }).click();
    for (const rule of T.rules) await expect(page.getByText(rule)).toBeVisible();

    // The image: chosen, previewed, uploaded with progress, the server's thumbnail shown.
    const png = await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: { r: 30, g: 90, b: 160 },
        noise: { type: 'gaussian', mean: 120, sigma: 30 },
      },
    })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: T.upload, exact: true }).click();
    const progress = page.getByRole('progressbar', { name: /photo\.png/ });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByText(T.uploaded)).toBeVisible();
    const thumb = page.getByTestId('image-thumbnail');
    await expect(thumb).toBeVisible();
    expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(500);

    await page
      .getByRole('textbox', { name: lang === 'en' ? /^Title/ : /^Titel/ })
      .fill(`Festival fashion ${TAG}`);
    await page
      .getByRole('textbox', { name: /^Text/ })
      .fill('Sneakers, streetwear and outfits for the summer music festival season.');
    await page.getByRole('textbox', { name: /^Tags/ }).first().fill('fashion, music, festival');
    await page
      .getByRole('combobox', { name: lang === 'en' ? /^Language/ : /^Sprache/ })
      .selectOption('en');
    await page
      .getByRole('combobox', { name: lang === 'en' ? /^Country/ : /^Land/ })
      .selectOption('US');
    await page
      .getByRole('combobox', { name: lang === 'en' ? /^Platform/ : /^Plattform/ })
      .selectOption('instagram');
    await page.getByRole('button', { name: T.submit, exact: true }).click();
    await expect(page.getByText(T.saved)).toBeVisible();
    // 'My content' lists it with its thumbnail.
    const mine = page.getByRole('table', { name: T.mine });
    await expect(mine.getByText(`Festival fashion ${TAG}`)).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSideScroll(page);
    if (lang === 'en') await screenshot(page, 'content-upload');

    // The image joined the operators' review queue under the uploader, and its picture (a
    // private file) loads in an operator's browser through its signed address.
    const adminToken = await apiLogin(request, ADMIN.email, ADMIN.password);
    const queued = await request.get(
      `/api/image-review/items?q=${encodeURIComponent(user.email)}`,
      { headers: { authorization: `Bearer ${adminToken}` } },
    );
    expect(queued.status()).toBe(200);
    const [review] = ((await queued.json()) as { items: { id: string; username: string }[] }).items;
    expect(review?.username).toBe(user.email);
    const operator = await page.context().browser()!.newPage();
    await operator.addInitScript((tk) => localStorage.setItem('access_token', tk), adminToken);
    await operator.goto(`/#/detail/${review!.id}`);
    const picture = operator.getByRole('img', { name: /Instagram$/ });
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await operator.close();

    // Creators ranked with reasons.
    await page.getByRole('link', { name: T.creators }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.matching })).toBeVisible();
    const table = page.getByRole('table', { name: T.matching });
    await expect(table.getByRole('columnheader', { name: T.retention })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: T.fields })).toBeVisible();
    await expect(table.getByRole('listitem').filter({ hasText: T.reason }).first()).toBeVisible();
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    if (lang === 'en') await screenshot(page, 'creator-matching');

    // The filter: nothing matches → the spec's text.
    await page.getByRole('searchbox').fill('  ZZZZNOTHING ');
    await expect(page.getByText(T.empty)).toBeVisible();
    await page.getByRole('searchbox').fill('');
    await expect(table.locator('tbody tr').first()).toBeVisible();

    // 390 px: cards instead of a table, no sideways scrolling, axe clean.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: T.matching })).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
    if (lang === 'en') await screenshot(page, 'creator-matching-390');
    await page.goto('/#/upload');
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
  });
}
