import { expect, test } from './fixtures';
import { createVerifiedUser, uiLogin } from './helpers';

test('the 404 and 500 pages show the spec texts', async ({ page }) => {
  await page.goto('/#/404');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText("Oops! You're lost.")).toBeVisible();
  await expect(page.getByText('The page you are looking for was not found.')).toBeVisible();
  await page.goto('/#/500');
  await expect(page.getByText('500', { exact: true })).toBeVisible();
  await expect(page.getByText('Houston, we have a problem!')).toBeVisible();
  await expect(
    page.getByText('The page you are looking for is temporarily unavailable.'),
  ).toBeVisible();
});

test('unknown API paths answer JSON 404', async ({ request }) => {
  const res = await request.get('/api/does-not-exist');
  expect(res.status()).toBe(404);
  expect((await res.json()).error.code).toBe('NOT_FOUND');
});

test('signed-in screens send visitors to /login', async ({ page }) => {
  for (const path of ['/dashboard', '/account', '/analysis', '/outbox']) {
    await page.goto(`/#${path}`);
    await expect(page).toHaveURL(/#\/login/);
  }
});

test('the language switch turns the sidebar and screens German and back', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, page, 'lang');
  await uiLogin(page, user.email, user.password);
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Your account' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('DE', { exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Dein Konto' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Sprache' }).getByText('EN', { exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Your account' })).toBeVisible();
});

test('the sidebar lists the spec menu in order', async ({ page, request }) => {
  const user = await createVerifiedUser(request, page, 'menu');
  await uiLogin(page, user.email, user.password);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Logout' })).toBeVisible();
  const labels = await nav.getByRole('link').allInnerTexts();
  const expected = [
    'Dashboard',
    'Your account',
    'News analysis',
    'Social Media Profiling',
    'Get your Badge',
    'Social Profile',
    'Validate Profile',
    'Youtube',
    'LinkedIn',
    'Facebook',
    'Truth Social',
    'Follower Analyzer',
    'Telegram',
    'SnapChat',
    'X (formerly Twitter)',
    'Instagram',
    'TikTok',
    'Payments',
    'Logout',
  ];
  expect(labels.map((l) => l.trim()).filter((l) => expected.includes(l))).toEqual(expected);
});
