import { expect, test, type Page } from './fixtures';
import { createVerifiedUser, expectNoAxeViolations, uiLogin } from './helpers';

/**
 * The follower analyzer against the real server with the demo provider (issue 10 §5): the trust
 * block of a demo account, a follower job from start to the pie chart with its progress, and a
 * batch CSV with one bad line, in both languages; axe finds nothing.
 */

const texts = {
  en: {
    title: 'Follower analysis',
    username: /^Username \(handle\)/,
    sampleSize: 'Sample size',
    trust: 'Compute trust score',
    analyze: 'Analyse followers',
    load: 'Load results',
    score: /^Trust score: \d+ of 100$/,
    possiblyFake: 'possibly fake',
    digits: 'Username contains more than four numbers.',
    jobId: /^Analysis job: [0-9a-f-]{36}$/,
    summary: /^An estimated [\d,]+ of 12,345 followers are fake \(\d+(\.\d)?%\)\.$/,
    chart: 'Real and fake followers of @demo',
    start: 'Start batch',
    badLine: 'Line 2: unknown platform (allowed: instagram, tiktok, youtube, telegram).',
    progress: '3 of 3 lines analysed',
    download: 'Download results as CSV',
  },
  de: {
    title: 'Follower-Analyse',
    username: /^Benutzername \(Handle\)/,
    sampleSize: 'Stichprobengröße',
    trust: 'Trust Score berechnen',
    analyze: 'Follower analysieren',
    load: 'Ergebnisse laden',
    score: /^Trust Score: \d+ von 100$/,
    possiblyFake: 'Möglicherweise Fake',
    digits: 'Der Benutzername enthält mehr als vier Ziffern.',
    jobId: /^Analyse-Job: [0-9a-f-]{36}$/,
    summary: /^Geschätzt [\d.]+ von 12\.345 Followern sind Fake \(\d+(,\d)?\s%\)\.$/,
    chart: 'Echte und gefälschte Follower von @demo',
    start: 'Batch starten',
    badLine: 'Zeile 2: unbekannte Plattform (erlaubt: instagram, tiktok, youtube, telegram).',
    progress: '3 von 3 Zeilen analysiert',
    download: 'Ergebnisse als CSV herunterladen',
  },
} as const;

async function openAnalyzer(page: Page, lang: 'de' | 'en', tag: string) {
  const user = await createVerifiedUser(page.request, page, tag);
  await uiLogin(page, user.email, user.password);
  await page.goto('/#/follower-analyzer');
  // The navbar's language switch.
  await page
    .getByRole('radiogroup', { name: /^(Language|Sprache)$/ })
    .getByText(lang.toUpperCase(), { exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: texts[lang].title })).toBeVisible();
}

for (const lang of ['en', 'de'] as const) {
  const s = texts[lang];

  test(`${lang}: trust block of a demo account, and a follower job from start to pie chart`, async ({
    page,
  }) => {
    await openAnalyzer(page, lang, `followers-${lang}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: s.load })).toBeDisabled();
    await expectNoAxeViolations(page);

    // The trust block: a bought-looking demo account is possibly fake, with the spec criterion.
    await main.getByLabel(s.username).fill('fake12345');
    await main.getByRole('button', { name: s.trust }).click();
    const block = main.getByTestId('trust-block');
    await expect(block.getByTestId('trust-score')).toHaveText(s.score);
    await expect(block.getByTestId('possibly-fake')).toContainText(s.possiblyFake);
    await expect(block.getByTestId('trust-reasons')).toContainText(s.digits);
    await expect(block.getByRole('img')).toHaveAttribute('width', '100');

    // A follower job: the job id is kept, progress shows, then the pie chart.
    await main.getByLabel(s.username).fill('demo');
    await main.getByLabel(s.sampleSize).fill('2000');
    await main.getByRole('button', { name: s.analyze }).click();
    await expect(main.getByTestId('job-id')).toHaveText(s.jobId);
    const audit = main.getByTestId('audit');
    await expect(audit).toBeVisible();
    const result = audit.getByTestId('audit-result');
    await expect(result).toBeVisible({ timeout: 30_000 });
    await expect(result.getByText(s.summary)).toBeVisible();
    await expect(result.getByRole('img', { name: s.chart })).toBeVisible();
    await expect(main.getByRole('button', { name: s.load })).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/followers-audit-${lang}.png`, fullPage: true });
  });

  test(`${lang}: a batch CSV with one bad line, then per-line results and the download`, async ({
    page,
  }) => {
    await openAnalyzer(page, lang, `followers-batch-${lang}`);
    const main = page.getByRole('main');
    const file = main.locator('input[type=file]');
    await file.setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('instagram,demo\nmyspace,tom\n'),
    });
    await main.getByRole('button', { name: s.start }).click();
    await expect(main.getByRole('alert').getByText(s.badLine)).toBeVisible();

    await file.setInputFiles({
      name: 'good.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'platform,username\ninstagram,demo\n\ninstagram,fake12345\ntiktok,unknown_x\n',
      ),
    });
    await main.getByRole('button', { name: s.start }).click();
    await expect(main.getByText(s.progress)).toBeVisible({ timeout: 30_000 });
    const rows = main.getByTestId('batch-results').getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(2)).toContainText(s.digits);
    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: s.download }).click();
    expect((await download).suggestedFilename()).toMatch(/^batch-[0-9a-f-]{36}\.csv$/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/followers-batch-${lang}.png`, fullPage: true });
  });
}
