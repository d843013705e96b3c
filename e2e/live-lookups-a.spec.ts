import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ADMIN, uniqueEmail } from './helpers';
import { lookUpWith, main } from './lookup-sweep';
import { liveURL } from './servers';

/**
 * The X, Truth Social, YouTube and social-profile screens on the live server (a RapidAPI key,
 * every call to the local gateway answering with the vendors' real reply shapes: the files of
 * apps/server/test/provider-replies/replies/). Each screen shows the facts of its reply files as
 * the UI formats them. The live server is shared by the workers: this spec uses its own user.
 */

/** A verified user of the live server, set up through its API; returns the access token. */
async function liveUser(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('live-lookups-a');
  const password = 'correct-horse-battery';
  const registered = await request.post(`${liveURL}/api/register`, {
    data: { inputEmail: email, inputPassword: password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = async (inputEmail: string, inputPassword: string) => {
    const res = await request.post(`${liveURL}/api/login`, { data: { inputEmail, inputPassword } });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { token: string }).token;
  };
  const admin = await login(ADMIN.email, ADMIN.password);
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(
          `${liveURL}/api/outbox?limit=20&q=${encodeURIComponent(email)}`,
          { headers: { authorization: `Bearer ${admin}` } },
        );
        const { items } = (await res.json()) as { items: { to: string; body: string }[] };
        const body = items.find((m) => m.to === email)?.body ?? '';
        token = /[?&]token=([\w-]+)/.exec(body)?.[1];
        return token !== undefined;
      },
      { message: `no verification mail to ${email}`, timeout: 10_000 },
    )
    .toBe(true);
  const verified = await request.post(`${liveURL}/api/verify-email`, { data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
  return login(email, password);
}

/** A 1×1 PNG: what the reply files' made-up picture host serves in the browser. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Opens a screen of the live server signed in with `token`. The replies' pictures live on
 * `cdn.example`, which does not exist: the browser gets a pixel, so the page keeps their URLs.
 */
async function openLive(page: Page, token: string, route: string) {
  await page.route('https://cdn.example/**', (r) =>
    r.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  );
  await page.goto(`${liveURL}/#/login`);
  await page.evaluate((t) => localStorage.setItem('access_token', t), token);
  await page.goto(`${liveURL}/#${route}`);
}

let token: string;
test.beforeAll(async ({ request }) => {
  token = await liveUser(request);
});

test('X: the captured user (blue check, exact counts, X date) and the timeline tweets', async ({
  page,
}) => {
  await openLive(page, token, '/x-comp');
  await lookUpWith(page.getByLabel('Twitter Username'), 'sample_user_1');
  const profile = main(page).getByRole('region', { name: 'Sample User One' });
  await expect(profile.getByText('@sample_user_1')).toBeVisible();
  await expect(profile.getByText('1,834,120', { exact: true })).toBeVisible();
  await expect(profile.getByText('388', { exact: true })).toBeVisible();
  await expect(profile.getByText('3/14/12')).toBeVisible();
  // The tweets are fetched by rest_id; a t.co link reads as the address it stands for.
  const posts = main(page).getByRole('region', { name: 'User Posts' });
  await expect(
    posts.getByText('Sample post with a link https://www.sample-site.example/post #Sample'),
  ).toBeVisible();
  await expect(posts.getByText('Pinned: a sample announcement #Launch')).toBeVisible();
  await expect(posts.getByText('@other_sample Thanks, a sample reply.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('x-live.png'), fullPage: true });
});

test('Truth Social: the Mastodon account (website without a scheme) and its statuses', async ({
  page,
}) => {
  await openLive(page, token, '/truth-social');
  await lookUpWith(page.getByPlaceholder('Enter username'), 'sample_user_1');
  const profile = main(page).getByRole('region', { name: '@sample_user_1' });
  await expect(profile.getByText('Sample User One')).toBeVisible();
  await expect(profile.getByText('2,481,530', { exact: true })).toBeVisible();
  await expect(profile.getByText('8,734', { exact: true })).toBeVisible();
  await expect(profile.getByText('5/3/22')).toBeVisible();
  await expect(
    profile.getByRole('link', { name: 'https://www.sample-site.example' }),
  ).toHaveAttribute('href', 'https://www.sample-site.example');
  await expect(
    main(page).getByText('Sample post text. A second sample sentence, and one more for length.'),
  ).toBeVisible();
});

test('YouTube: "2.45M subscribers" reads 2,450,000; the largest avatar', async ({ page }) => {
  await openLive(page, token, '/youtube');
  await lookUpWith(page.getByPlaceholder('Enter channel ID'), 'UCq3SampleChannelId00001');
  const channel = main(page).getByRole('region', { name: 'Sample Channel' });
  await expect(channel.getByText('Sample channel description.')).toBeVisible();
  await expect(channel.getByText('Subscribers: 2,450,000')).toBeVisible();
  // The pictures come from YouTube's servers only once the visitor asks for them.
  await expect(channel.getByRole('img', { name: 'Sample Channel' })).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml,/,
  );
  await main(page).getByRole('button', { name: 'Show the pictures from YouTube' }).click();
  await expect(channel.getByRole('img', { name: 'Sample Channel' })).toHaveAttribute(
    'src',
    'https://cdn.example/yt/avatar=s176-c-k-c0x00ffffff-no-rj',
  );
});

test('Social profile (X): the captured user, verified by its blue check', async ({ page }) => {
  await openLive(page, token, '/social-profile');
  await page.getByRole('combobox', { name: 'Platform' }).selectOption('twitter');
  await lookUpWith(page.getByPlaceholder('Username'), 'sample_user_1');
  const card = main(page).getByRole('region', { name: 'Sample User One' });
  await expect(card.getByText('@sample_user_1')).toBeVisible();
  await expect(card.getByText('✔️ Verified')).toBeVisible();
  await expect(card.getByText('1,834,120')).toBeVisible();
  await expect(card.getByText('388', { exact: true })).toBeVisible();
});
