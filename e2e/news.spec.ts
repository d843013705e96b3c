import { expect, test, type Page } from './fixtures';
import {
  ADMIN,
  apiLogin,
  createVerifiedUser,
  expectNoAxeViolations,
  expectNoSideScroll,
} from './helpers';

/**
 * News outlet evaluation and source review (issue 11) on the real server, whose empty database
 * imported the Lin et al. (2023) ratings on its first start: a well-known outlet shows every
 * field with its rating sources; an unknown one shows the spec's message and is submitted for
 * review; an operator accepts it, filters by Accepted and edits its bias (saved on blur, still
 * there after a reload). In both languages, axe finds nothing.
 */

test.describe.configure({ mode: 'serial' });

const TEXT = {
  en: {
    open: 'Click to enter News Source',
    dialog: 'Enter News Source',
    submit: 'Submit',
    info: 'URL Information',
    accepted: 'Accepted',
    overall: 'Overall trustability Scoring:',
    notFound: 'The URL is not a valid URL or not in our database.',
    forReview: 'Submit for review',
    additional: 'Additional Text',
    stored: 'URL and additional text have been stored.',
    required: 'URL is required',
    invalid: 'Invalid URL format',
    review: 'Source Review',
    status: 'Status',
    pending: 'Pending',
    acceptBtn: 'Accept',
    bias: 'Political bias',
    saved: 'Saved',
    changes: 'Show changes',
    fields: [
      'URL',
      'Status',
      'First checked',
      'Check Count',
      'Fake probability',
      'Short info',
      'Name',
      'Established',
      'Awards',
      'Previous names',
      'Employees',
      'Political orientation',
      'Bias over years',
      'Bias this year',
      'False reports',
      'Uncovering reports',
      'Trusted by percent',
    ],
  },
  de: {
    open: 'Nachrichtenquelle eingeben',
    dialog: 'Nachrichtenquelle eingeben',
    submit: 'Absenden',
    info: 'URL-Informationen',
    accepted: 'Akzeptiert',
    overall: 'Gesamtbewertung der Vertrauenswürdigkeit:',
    notFound: 'Die URL ist keine valide URL oder nicht in unserer Datenbank.',
    forReview: 'Zur Prüfung einreichen',
    additional: 'Zusätzlicher Text',
    stored: 'URL und zusätzlicher Text wurden gespeichert.',
    required: 'URL ist erforderlich',
    invalid: 'Ungültiges URL-Format',
    review: 'Quellenprüfung',
    status: 'Status',
    pending: 'Ausstehend',
    acceptBtn: 'Akzeptieren',
    bias: 'Politische Ausrichtung',
    saved: 'Gespeichert',
    changes: 'Änderungen anzeigen',
    fields: [
      'URL',
      'Status',
      'Erste Prüfung',
      'Anzahl Prüfungen',
      'Fake-Wahrscheinlichkeit',
      'Kurzinfo',
      'Name',
      'Gegründet',
      'Auszeichnungen',
      'Frühere Namen',
      'Mitarbeitende',
      'Politische Ausrichtung',
      'Ausrichtung über die Jahre',
      'Ausrichtung dieses Jahr',
      'Falschmeldungen',
      'Aufdeckende Berichte',
      'Vertrauen in Prozent',
    ],
  },
} as const;

let user = { email: '', password: '' };
let userToken = '';
let adminToken = '';

test.beforeAll(async ({ browser, request }) => {
  const context = await browser.newContext();
  user = await createVerifiedUser(request, await context.newPage(), 'news');
  await context.close();
  userToken = await apiLogin(request, user.email, user.password);
  adminToken = await apiLogin(request, ADMIN.email, ADMIN.password);
});

async function open(page: Page, path: string, lang: 'de' | 'en', token: string) {
  await page.addInitScript(
    ([l, tk]) => {
      localStorage.setItem('vigil.lang', l!);
      localStorage.setItem('access_token', tk!);
    },
    [lang, token],
  );
  await page.goto(`/#${path}`);
}

async function enterUrl(page: Page, lang: 'de' | 'en', url: string) {
  const t = TEXT[lang];
  await page.getByRole('button', { name: t.open }).click();
  const dialog = page.getByRole('dialog', { name: t.dialog });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: /URL/ }).fill(url);
  await dialog.getByRole('button', { name: t.submit }).click();
  await expect(dialog).toBeHidden();
}

for (const lang of ['en', 'de'] as const) {
  const t = TEXT[lang];
  const unknownDomain = `unknown-outlet-${lang}-${Date.now()}.com`;

  test(`${lang}: a well-known outlet shows every field with its rating sources`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/news-analysis', lang, userToken);
    // The dialog's rules first: required, then the spec's pattern; Submit disabled meanwhile.
    await page.getByRole('button', { name: t.open }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    const url = dialog.getByRole('textbox', { name: /URL/ });
    await url.fill('reuters');
    await expect(dialog.getByText(t.invalid)).toBeVisible();
    await url.fill('');
    await expect(dialog.getByText(t.required)).toBeVisible();
    await expect(dialog.getByRole('button', { name: t.submit })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: t.additional })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`news-dialog-${lang}.png`) });
    await page.keyboard.press('Escape');

    await enterUrl(page, lang, 'https://www.reuters.com');
    await expect(page.getByRole('heading', { name: t.info })).toBeVisible();
    const info = page.getByTestId('url-info');
    for (const field of t.fields) {
      await expect(info.getByRole('rowheader', { name: field, exact: true })).toBeVisible();
    }
    await expect(info.getByText(t.accepted, { exact: true })).toBeVisible();
    await expect(info.getByRole('cell', { name: 'Reuters', exact: true })).toBeVisible();
    await expect(page.getByText(t.overall)).toBeVisible();
    await expect(page.getByTestId('overall-score')).toHaveText('100 %');
    await expect(page.getByTestId('raters').getByText('Lin et al. 2023')).toBeVisible();
    await expect(
      page.getByRole('link', { name: /doi:10\.1093\/pnasnexus\/pgad286/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`news-analysis-${lang}.png`),
      fullPage: true,
    });
  });

  test(`${lang}: an unknown domain shows the message and is submitted for review`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/news-analysis', lang, userToken);
    await enterUrl(page, lang, 'https://www.reuters.com');
    await expect(page.getByRole('heading', { name: t.info })).toBeVisible();
    await enterUrl(page, lang, `https://${unknownDomain}`);
    await expect(page.getByText(t.notFound)).toBeVisible();
    // The result is cleared.
    await expect(page.getByRole('heading', { name: t.info })).toHaveCount(0);
    await page.getByRole('button', { name: t.forReview }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await expect(dialog.getByRole('textbox', { name: /URL/ })).toHaveValue(
      `https://${unknownDomain}`,
    );
    await dialog.getByRole('textbox', { name: t.additional }).fill('A local daily, e2e');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.stored)).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`news-unknown-390-${lang}.png`),
      fullPage: true,
    });
  });

  test(`${lang}: the operator accepts it, filters Accepted and edits the bias`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/source-review?status=pending', lang, adminToken);
    await expect(page.getByRole('heading', { level: 1, name: t.review })).toBeVisible();
    const card = page.getByTestId('source-card').filter({ hasText: unknownDomain });
    await expect(card).toBeVisible();
    await expect(card.getByText(t.pending, { exact: true })).toBeVisible();
    const link = card.getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`source-review-${lang}.png`),
      fullPage: true,
    });

    await card.getByRole('button', { name: t.acceptBtn }).click();
    // Re-filtered after the change: no longer Pending.
    await expect(card).toHaveCount(0);

    await page.getByLabel(t.status, { exact: true }).first().click();
    await page.getByRole('option', { name: t.accepted, exact: true }).click();
    await expect(page).toHaveURL(/status=accepted/);
    const accepted = page.getByTestId('source-card').filter({ hasText: unknownDomain });
    await expect(accepted.getByText(t.accepted, { exact: true })).toBeVisible();

    const bias = accepted.getByRole('textbox', { name: t.bias });
    await bias.fill('left-center');
    await bias.blur();
    await expect(accepted.getByText(t.saved, { exact: true })).toBeVisible();
    await page.reload();
    const reloaded = page.getByTestId('source-card').filter({ hasText: unknownDomain });
    await expect(reloaded.getByRole('textbox', { name: t.bias })).toHaveValue('left-center');
    await reloaded.getByRole('button', { name: t.changes }).click();
    await expect(reloaded.getByRole('listitem')).toHaveCount(3);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(
      page.getByTestId('source-card').filter({ hasText: unknownDomain }).getByRole('textbox'),
    ).toHaveValue('left-center');
    await expectNoSideScroll(page);
    await page.screenshot({
      path: test.info().outputPath(`source-review-accepted-390-${lang}.png`),
      fullPage: true,
    });
  });
}
