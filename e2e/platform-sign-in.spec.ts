import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, expectNoSideScroll } from './helpers';

/**
 * Sign in with Instagram and Facebook (issue 13) through the local fakes that
 * playwright.config.ts starts (consent page with Allow / Deny), and the linked accounts screen.
 */
// Each test walks several screens and two servers on a shared, busy machine.
test.describe.configure({ timeout: 180_000 });
let counter = 0;
const uniqueHandle = (tag: string) => `${tag}_${Date.now().toString(36)}${counter++}`;

/** On the fake's consent page: sign in as `username` and press Allow (or Deny). */
async function consent(page: Page, username: string, decision: 'Allow' | 'Deny' = 'Allow') {
  await expect(page.getByRole('heading', { name: /local test server/ })).toBeVisible();
  await page.getByLabel('Sign in as').fill(username);
  await page.getByRole('button', { name: decision }).click();
}

async function signInWith(page: Page, platform: 'Instagram' | 'Facebook', username: string) {
  await page.goto('/#/login');
  await page.getByRole('button', { name: `Sign in with ${platform}` }).click();
  await consent(page, username);
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
}

test('sign in with Instagram, edit the linked account, and the last one cannot be unlinked', async ({
  page,
}) => {
  const handle = uniqueHandle('insta');
  await signInWith(page, 'Instagram', handle);

  await page.goto('/#/linked-accounts');
  await expect(
    page.getByRole('heading', { name: "You're logged in with Vigil & Instagram!!" }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Linked accounts' });
  for (const header of ['Id', 'Platform Id', 'Name', 'Extra Info'])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(table.getByText(`@${handle}`)).toBeVisible();
  await expectNoAxeViolations(page);

  await table.getByRole('link', { name: /^Edit / }).click();
  await expect(page.getByRole('heading', { name: 'Edit Account' })).toBeVisible();
  await expect(page.getByLabel('Instagram Id')).toHaveAttribute('readonly');
  // 'Name is required' only after a submit attempt.
  await page.getByLabel(/^Name/).fill('');
  await expect(page.getByText('Name is required')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Name/).fill('My shop');
  await page.getByLabel('Extra Info').fill('Main account');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/linked-accounts$/);
  await expect(table.getByRole('cell', { name: 'My shop', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Main account', exact: true })).toBeVisible();

  // Cancel goes back without saving.
  await table.getByRole('link', { name: 'Edit My shop' }).click();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/#\/linked-accounts$/);

  // The account was made by Instagram sign-in and has no password: unlinking is refused.
  await table.getByRole('link', { name: 'Edit My shop' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this link?' });
  await dialog.getByRole('button', { name: 'Remove link' }).click();
  await expect(
    dialog.getByText('This is your last way to sign in.', { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('sign in with Facebook, link Instagram, unlink it again', async ({ page }) => {
  await signInWith(page, 'Facebook', uniqueHandle('fb'));
  await page.goto('/#/linked-accounts');
  await expect(
    page.getByRole('heading', { name: "You're logged in with Vigil & Facebook!!" }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Link Instagram' }).click();
  await consent(page, uniqueHandle('linked'));
  await expect(page).toHaveURL(/#\/linked-accounts$/);
  await expect(
    page.getByRole('heading', { name: "You're logged in with Vigil & Facebook & Instagram!!" }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Linked accounts' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.screenshot({ path: 'test-results/linked-accounts-desktop-en.png', fullPage: true });

  const instagramRow = table.getByRole('row').filter({ hasText: 'Instagram' });
  await instagramRow.getByRole('link', { name: /^Edit / }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Remove this link?' })
    .getByRole('button', { name: 'Remove link' })
    .click();
  await expect(page).toHaveURL(/#\/linked-accounts$/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(
    page.getByRole('heading', { name: "You're logged in with Vigil & Facebook!!" }),
  ).toBeVisible();
});

test('a declined consent returns to the login screen with a reason', async ({ page }) => {
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: 'Sign in with Facebook' })).toBeVisible();
  await page.screenshot({ path: 'test-results/login-platforms-desktop-en.png', fullPage: true });
  await page.getByRole('button', { name: 'Sign in with Facebook' }).click();
  await consent(page, uniqueHandle('nope'), 'Deny');
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('alert')).toContainText('You cancelled the sign-in.');
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('German: buttons, linked accounts title and validation; 390 px without sideways scroll', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => localStorage.setItem('vigil.lang', 'de'));
  const page = await context.newPage();
  const providers = page.waitForResponse('**/api/oauth/providers');
  await page.goto('/#/login');
  expect((await providers).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Mit Facebook anmelden' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Mit Instagram anmelden' }).click();
  await consent(page, uniqueHandle('de'));
  await expect(page).toHaveURL(/#\/dashboard$/);
  await page.goto('/#/linked-accounts');
  await expect(
    page.getByRole('heading', { name: 'Du bist mit Vigil & Instagram angemeldet!!' }),
  ).toBeVisible();
  await expectNoSideScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/linked-accounts-390-de.png', fullPage: true });
  await page.getByRole('link', { name: /bearbeiten$/ }).click();
  await page.getByLabel(/^Name/).fill('');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Name ist erforderlich')).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});
