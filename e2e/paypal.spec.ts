import { expect, test, type Browser, type Page } from './fixtures';
import sharp from 'sharp';
import {
  animationsSettled,
  createVerifiedUser,
  expectNoAxeViolations,
  uiLogin,
  expectNoSideScroll,
} from './helpers';

/**
 * PayPal as people meet it (issue 12): a signed-in user registers a profile on Validate
 * Profile, chooses PayPal on the badge, approves on PayPal (the local fake's approval page),
 * comes back to 'Authorization created for …' and a paid badge, and finds the payment with
 * its receipt on the Payment Component; the cancel path comes back with a notice. Both
 * languages, axe on every screen, the payments screen at 390 px without sideways scrolling.
 */

test.describe.configure({ mode: 'serial' });

/** The app reloads after each trip to PayPal: allow it the time a shared machine needs. */
const SLOW = { timeout: 30_000 };

const screenshotPng = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#e2e8f0' } })
    .png()
    .toBuffer();

/** A signed-in user whose app speaks `lang`. */
async function userPage(browser: Browser, lang: 'de' | 'en', width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const { email, password } = await createVerifiedUser(context.request, page, `paypal-${lang}`);
  await uiLogin(page, email, password);
  await page.evaluate((l) => localStorage.setItem('vigil.lang', l), lang);
  await page.reload();
  return { page, email };
}

/** Validate Profile, as `e2e/badge.spec.ts` does it; returns the new profile id. */
async function registerProfile(page: Page, lang: 'de' | 'en', email: string) {
  const l = lang === 'de';
  await page.goto('/#/validate-profile');
  await page
    .getByRole('textbox', { name: l ? 'Vollständiger Name' : 'Full name' })
    .fill('Grace Hopper');
  await page.getByRole('textbox', { name: 'E-Mail' }).fill(email);
  await page.getByRole('combobox', { name: l ? 'Plattform' : 'Platform' }).selectOption('github');
  await page.getByRole('textbox', { name: l ? 'Benutzername' : 'Username' }).fill('grace');
  await page
    .getByRole('textbox', { name: l ? 'Profil-URL' : 'Profile URL' })
    .fill('https://github.com/grace');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: l ? 'Datei auswählen' : 'Choose file' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'profil.png',
    mimeType: 'image/png',
    buffer: await screenshotPng(),
  });
  await page.getByRole('button', { name: l ? 'Absenden' : 'Submit' }).click();
  await expect(page).toHaveURL(/#\/badge\/CPT-[A-Z0-9]+$/);
  return /#\/badge\/(CPT-[A-Z0-9]+)/.exec(page.url())![1]!;
}

test('pay a badge with PayPal (de): approve, "Autorisierung erstellt für Grace", listed as paid', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page, email } = await userPage(browser, 'de');
  const profileId = await registerProfile(page, 'de', email);
  await expect(page.getByText('Badge ist noch nicht freigeschaltet.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Mit PayPal bezahlen (4,99 €)' }).click();
  await expect(page.getByRole('heading', { name: 'PayPal sandbox (local fake)' })).toBeVisible();
  await expect(page.getByText('Amount: 4.99 EUR')).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();

  await expect(page).toHaveURL(new RegExp(`#/badge/${profileId}\\?paypal=[A-Z0-9]+$`));
  // The app loads afresh after PayPal; on a busy machine that takes a while.
  await expect(page.getByText('Autorisierung erstellt für Grace')).toBeVisible(SLOW);
  await expect(page.getByText('Zahlung eingegangen')).toBeVisible();
  await expect(page.getByText('Badge ist noch nicht freigeschaltet.')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/#/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Zahlungskomponente' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: profileId });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Trust-Badge');
  await expect(row).toContainText('4,99 €');
  await expect(row).toContainText('PayPal');
  await expect(row).toContainText('Bezahlt');
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: /^Beleg vom/ }).click();
  const receipt = page.getByRole('dialog', { name: 'Zahlungsbeleg' });
  await expect(receipt).toContainText(`Trust-Badge für github @grace (${profileId})`);
  await animationsSettled(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/payments-receipt-de.png' });
  await receipt.getByRole('button', { name: 'Schließen' }).last().click();
});

test('cancel on PayPal (en): back to the badge with the notice; the payment reads cancelled', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page, email } = await userPage(browser, 'en');
  const profileId = await registerProfile(page, 'en', email);
  await page.getByRole('button', { name: 'Pay with PayPal (€4.99)' }).click();
  await page.getByRole('button', { name: 'Cancel and return' }).click();
  await expect(page).toHaveURL(new RegExp(`#/badge/${profileId}\\?payment=cancelled$`));
  await expect(
    page.getByText('The payment was cancelled. You can start it again at any time.'),
  ).toBeVisible(SLOW);
  await expect(page.getByRole('button', { name: 'Pay with PayPal (€4.99)' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/#/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Component' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: profileId });
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button', { name: /^Receipt/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // From the Payment Component itself: PayPal, then cancel, lands back with the cancel notice.
  await page.getByRole('textbox', { name: /^Profile ID/ }).fill(profileId);
  await page.getByRole('button', { name: 'Pay with PayPal (€4.99)' }).click();
  await page.getByRole('button', { name: 'Cancel and return' }).click();
  await expect(
    page.getByText('The payment was cancelled. You can start it again at any time.'),
  ).toBeVisible(SLOW);
  await page.goto('/#/payments');
  await expect(page.getByRole('row').filter({ hasText: profileId })).toHaveCount(2);
  await page.screenshot({ path: 'test-results/payments-en-desktop.png', fullPage: true });
});

test('the Payment Component at 390 px: no sideways scrolling, axe clean, both languages', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (const lang of ['de', 'en'] as const) {
    const { page, email } = await userPage(browser, lang, 390);
    const profileId = await registerProfile(page, lang, email);
    await page.goto(`/#/payments?profileId=${profileId}`);
    await page
      .getByRole('button', { name: lang === 'de' ? /^Mit PayPal/ : /^Pay with PayPal/ })
      .click();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(
      page.getByText(
        lang === 'de' ? 'Autorisierung erstellt für Grace' : 'Authorization created for Grace',
      ),
    ).toBeVisible(SLOW);
    await page.goto('/#/payments');
    await expect(page.getByText(profileId).first()).toBeVisible();
    await animationsSettled(page);
    await expectNoAxeViolations(page);
    await expectNoSideScroll(page);
    await page.screenshot({ path: `test-results/payments-${lang}-390.png`, fullPage: true });
    await page.context().close();
  }
});
