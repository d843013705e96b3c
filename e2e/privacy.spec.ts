import { expect, test } from './fixtures';
import {
  ADMIN,
  createVerifiedUser,
  expectNoAxeViolations,
  uiLogin,
  expectNoSideScroll,
} from './helpers';

/**
 * Issue 14: a user exports their data and deletes their account from the account screen; the
 * admin finds the deletion on the Audit screen, filters it and sees no sideways scroll.
 */
test.describe.configure({ mode: 'serial' });

test('a user exports their data, then deletes the account; the admin audits it', async ({
  page,
  request,
}) => {
  const { email, password } = await createVerifiedUser(request, page, 'privacy');
  await uiLogin(page, email, password);
  await page.goto('/#/account');
  const data = page.getByRole('region', { name: 'Your data' });
  await data.getByRole('button', { name: 'Prepare data export' }).click();
  const download = data.getByRole('button', { name: 'Download export' });
  await expect(download).toBeVisible({ timeout: 20_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('vigil-data.zip');
  const bytes = await (await file.createReadStream()).toArray();
  // A zip archive starts with "PK".
  expect(Buffer.concat(bytes).subarray(0, 2).toString()).toBe('PK');
  await page.screenshot({ path: 'test-results/privacy-export.png', fullPage: true });

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  // Issue 20: the current password confirms the deletion.
  await dialog.getByLabel(/^Your password/).fill(password);
  await dialog.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();

  // The address no longer signs in.
  const login = await request.post('/api/login', {
    data: { inputEmail: email, inputPassword: password },
  });
  expect(login.status()).toBe(401);

  // The admin sees the erasure on the Audit screen, filtered by action.
  await uiLogin(page, ADMIN.email, ADMIN.password);
  await page.goto('/#/audit?action=account.erase');
  const table = page.getByRole('table', { name: 'Audit log' });
  await expect(table.getByText('account.erase').first()).toBeVisible();
  await expect(table.getByText(email)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/privacy-audit.png', fullPage: true });

  // 390 px: no sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await expectNoSideScroll(page);
  await page.screenshot({ path: 'test-results/privacy-audit-390.png', fullPage: true });
});
