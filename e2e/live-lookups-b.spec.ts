import { request as apiRequest, type APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { apiLogin, createVerifiedUser } from './helpers';
import { main } from './lookup-sweep';
import { liveURL } from './servers';

/**
 * Instagram, TikTok, LinkedIn, Snapchat and Telegram on the live server: a key set, every
 * provider call answered by the local RapidAPI with the vendors' real reply shapes
 * (apps/server/test/provider-replies). Each screen shows the facts of its reply file, exact
 * numbers as the screen formats them. Facebook's "no provider" is tested on the server
 * (provider-contract/lookups-b.test.ts): the live server's Facebook host is not this spec's to
 * rely on.
 */

// Dates as the reply states them (the first of a month at 00:00 UTC), in any machine's zone.
test.use({ timezoneId: 'UTC' });

let live: APIRequestContext;
test.beforeAll(async () => {
  live = await apiRequest.newContext({ baseURL: liveURL });
});
test.afterAll(async () => {
  await live.dispose();
});

/** A fresh verified user of the live server (shared by workers), signed in on `page`. */
async function openLive(page: Page, tag: string, route: string, heading: string) {
  const user = await createVerifiedUser(live, page, tag);
  const token = await apiLogin(live, user.email, user.password);
  await page.addInitScript((t) => localStorage.setItem('access_token', t), token);
  // A new document (not a hash change on the verification page), so the script runs.
  await page.goto('about:blank');
  await page.goto(`${liveURL}/#${route}`);
  // The first load of a lazily loaded screen on the live server, which every worker shares.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 30_000,
  });
}

async function lookUp(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true }).or(page.getByPlaceholder(label)).first();
  await input.fill(value);
  await input.press('Enter');
}

test('Instagram: full-size picture, exact counts, the date joined from about', async ({ page }) => {
  await openLive(page, 'live-ig', '/instagram', 'Instagram User information');
  await lookUp(page, 'Username', 'sample_user_2');
  const profile = main(page).getByRole('region', { name: 'Sample Org Two' });
  await expect(profile).toBeVisible();
  await expect(profile.getByText('1,284,377', { exact: true })).toBeVisible();
  await expect(profile.getByText('3/1/16', { exact: true })).toBeVisible();
  await expect(profile.getByText('Demo data', { exact: true })).toHaveCount(0);
});

test('TikTok: exact counts from statsV2 (183,164, not 183.2k), posts by secUid', async ({
  page,
}) => {
  await openLive(page, 'live-tt', '/tiktok', 'TikTok');
  await lookUp(page, 'Username', 'sample_user_1');
  const profile = main(page).getByRole('region', { name: 'Sample Creator 🌍' });
  await expect(profile).toBeVisible();
  await expect(profile.getByText('183,164', { exact: true })).toBeVisible();
  await expect(profile.getByText('245', { exact: true })).toBeVisible();
  await expect(profile.getByText('Demo data', { exact: true })).toHaveCount(0);
  const posts = main(page).getByRole('region', { name: 'User Posts' });
  await expect(posts.getByRole('listitem')).toHaveCount(1);
  await expect(posts.getByRole('listitem')).toContainText('41,200');
  await page.screenshot({ path: test.info().outputPath('tiktok-live.png'), fullPage: true });
});

test('LinkedIn: the full-profile card; no match is "No profiles found"', async ({ page }) => {
  await openLive(page, 'live-li', '/linkedin', 'LinkedIn Profile Search');
  const form = page.getByRole('search', { name: 'LinkedIn profile search' });
  await form.getByLabel(/^Name/).fill('Sample Person');
  await form.getByLabel(/^Name/).press('Enter');
  const card = main(page).getByRole('region', { name: 'Search Results' }).getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Sample Person');
  await expect(card).toContainText('Head of Sample Operations at Sample Company');
  await form.getByLabel(/^Name/).fill('Nobody Atall');
  await form.getByLabel(/^Name/).press('Enter');
  await expect(main(page).getByRole('alert')).toHaveText(
    'No profiles found matching your criteria.',
  );
});

test('Snapchat: name and picture from the scraper; no subscriber count', async ({ page }) => {
  await openLive(page, 'live-sc', '/snap', 'SnapChat User Information');
  await lookUp(page, 'Username', 'sample_user_3');
  const profile = main(page).getByRole('region', { name: 'Sample Snapper' });
  await expect(profile).toBeVisible();
  await expect(profile.getByText('@sample_user_3')).toBeVisible();
  // The reply has no subscriber count: unknown, not 0.
  await expect(profile.getByText(/^Subscribers: /)).toHaveText(/^Subscribers: \D*$/);
});

test('Telegram: a channel from the entity search, its member count', async ({ page }) => {
  await openLive(page, 'live-tg', '/telegram', 'Identify Telegram Account, Group, Channel, or Bot');
  await page.getByRole('radiogroup', { name: 'Lookup type' }).getByText('Channel').click();
  await lookUp(page, 'Telegram Username', '@sample_news');
  const profile = main(page).getByRole('region', { name: 'Sample News Channel' });
  await expect(profile).toBeVisible();
  await expect(profile.getByText('48,213', { exact: true })).toBeVisible();
});
