import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';
import {
  LONG_NAME,
  expectFake12345Estimate,
  expectRequiredMessage,
  expectStoredUsername,
  main,
  lookUpWith,
  openLookupScreen,
  signInForLookups,
  sweepTests,
  type SweepScreen,
} from './lookup-sweep';

/**
 * Telegram, TikTok, Truth Social, X and Youtube against the real server with the demo provider
 * (no RAPIDAPI_KEY): the demo names of apps/server/src/integrations/social/README.md.
 */

test('Telegram: validation, profile, no posts, demo marking, stored account', async ({
  page,
  request,
}) => {
  const token = await openLookupScreen(
    page,
    request,
    'lookup-telegram',
    '/telegram',
    'Identify Telegram Account, Group, Channel, or Bot',
  );
  const input = page.getByPlaceholder('Telegram Username');
  await input.fill('   ');
  await expectRequiredMessage(page, 'Get User Info', 'Please enter a valid Telegram handle.');

  await lookUpWith(input, '@demo');
  const profile = main(page).getByRole('region', { name: 'Demo Account' });
  await expect(profile).toBeVisible();
  // Exact: the estimate's 'Account age is not available.' (no date in the search) matches too.
  await expect(profile.getByText('Account Age', { exact: true })).toBeVisible();
  await expect(profile.getByText('Fake Account Probability')).toBeVisible();
  await expect(profile.getByTestId('fake-estimate')).toHaveText(
    /^Probability of demo being a fake account: \d+%\. Criteria used: \S/,
  );
  await expect(profile.getByText('Demo data')).toBeVisible();
  // The entity search carries no messages: no posts, so no tag cloud.
  await expect(main(page).getByRole('region', { name: 'User Posts' })).toBeVisible();
  await expect(
    main(page).getByRole('region', { name: 'User Posts' }).getByRole('listitem'),
  ).toHaveCount(0);
  await expect(main(page).getByRole('region', { name: 'Tag Cloud' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A failing general lookup keeps the previous data, with the spec message.
  await lookUpWith(input, 'unknown_user');
  await expect(page.getByRole('alert')).toContainText(
    'Failed to fetch Telegram information. Displaying previous data.',
  );
  await expect(profile).toBeVisible();
  await expectStoredUsername(request, token, 'telegram', 'demo');
});

test('TikTok: validation, profile, fake estimate, tag cloud, posts by secUid, stored account', async ({
  page,
  request,
}) => {
  const token = await openLookupScreen(page, request, 'lookup-tiktok', '/tiktok', 'TikTok');
  await expectRequiredMessage(page, 'Get User Info', 'Username is required!');

  const input = page.getByPlaceholder('TikTok Username');
  await lookUpWith(input, 'newbie');
  const profile = main(page).getByRole('region', { name: 'New Bie' });
  await expect(profile).toBeVisible();
  await expect(profile.getByTestId('fake-estimate')).toHaveText(
    /^Probability of newbie being a fake account: \d+%\. Criteria used: (.+ )?Account age is less than 1 year\./,
  );
  await expect(profile.getByText('Location Probability of Being Wrong')).toBeVisible();
  await expect(profile.getByText('Demo data')).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Tag Cloud' })).toBeVisible();
  const posts = main(page).getByRole('region', { name: 'User Posts' });
  await expect(posts.getByRole('listitem')).toHaveCount(6);
  await expect(posts.getByText(/\d[\d,]* Plays \| \d[\d,]* Likes/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await lookUpWith(input, 'unknown_tt');
  await expect(page.getByRole('alert')).toHaveText(
    'TikTok user data not found in the API response.',
  );
  await expectStoredUsername(request, token, 'tiktok', 'newbie');
});

test('Truth Social: starts empty, validation, sanitized note, posts, tag cloud, stored account', async ({
  page,
  request,
}) => {
  const token = await signInForLookups(page, request, 'lookup-truth');
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto('/#/truth-social');
  await expect(page.getByRole('heading', { level: 1, name: 'Truth Social' })).toBeVisible();
  // No sample placeholder profile before the first lookup.
  await expect(main(page).getByRole('region')).toHaveCount(0);
  await expectRequiredMessage(page, 'Fetch User Info', 'Username is required!');

  const input = page.getByPlaceholder('Enter username');
  await lookUpWith(input, 'demo');
  const profile = main(page).getByRole('region', { name: '@demo' });
  await expect(profile).toBeVisible();
  await expect(profile.getByText('Account Created')).toBeVisible();
  await expect(profile.getByText('Total Posts')).toBeVisible();
  await expect(profile.getByTestId('fake-estimate')).toHaveText(
    /^Probability of demo being a fake account: \d+%\. Criteria used: \S/,
  );
  await expect(profile.getByText('Demo data')).toBeVisible();
  // The demo note carries a <script>: it is neither in the page nor run.
  await expect(profile.getByTestId('truthsocial-note')).not.toBeEmpty();
  expect(await profile.getByTestId('truthsocial-note').locator('script').count()).toBe(0);
  await expect(
    main(page).getByRole('region', { name: 'User Posts' }).getByRole('listitem'),
  ).toHaveCount(12);
  await expect(main(page).getByRole('region', { name: 'Tag Cloud' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(dialogs).toEqual([]);
  await expectStoredUsername(request, token, 'truthsocial', 'demo');
});

test('X: validation, profile, fake estimate, hashtag cloud, posts, stored account', async ({
  page,
  request,
}) => {
  const token = await openLookupScreen(page, request, 'lookup-x', '/x-comp', 'X');
  await expectRequiredMessage(page, 'Get User Info', 'Username is required!');

  const input = page.getByLabel('Twitter Username');
  await lookUpWith(input, 'fake12345');
  const profile = main(page).getByRole('region', { name: 'Totally Real Person' });
  await expect(profile).toBeVisible();
  await expect(profile.getByText('@fake12345')).toBeVisible();
  await expectFake12345Estimate(profile);
  await expect(profile.getByText('Demo data')).toBeVisible();
  const cloud = main(page).getByRole('region', { name: 'Tag Cloud' });
  await expect(cloud.getByText(/^#/).first()).toBeVisible();
  await expect(
    main(page).getByRole('region', { name: 'User Posts' }).getByRole('listitem'),
  ).toHaveCount(8);
  await expectNoAxeViolations(page);
  await expectStoredUsername(request, token, 'twitter', 'fake12345');
});

test('Youtube: validation, channel details, suggestions with load more, stored channel', async ({
  page,
  request,
}) => {
  const token = await openLookupScreen(page, request, 'lookup-youtube', '/youtube', 'Youtube');
  await expectRequiredMessage(page, 'Search', 'Please enter a channel ID.');

  const input = page.getByPlaceholder('Enter channel ID');
  await lookUpWith(input, 'UCdemo');
  const details = main(page).getByRole('region').first();
  await expect(details.getByText('Description:')).toBeVisible();
  await expect(details.getByText('Subscribers:')).toBeVisible();
  await expect(details.getByText('Demo data')).toBeVisible();
  const suggestions = main(page).getByRole('region', { name: 'Suggestions' });
  await expect(suggestions).toBeVisible();
  const before = await suggestions.getByRole('listitem').count();
  expect(before).toBeGreaterThan(0);
  await suggestions.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => suggestions.getByRole('listitem').count()).toBeGreaterThan(before);
  await expectNoAxeViolations(page);
  await expectStoredUsername(request, token, 'youtube', 'UCdemo');
});

test('User info page: platform choice, validation, profile blocks, post cards', async ({
  page,
  request,
}) => {
  const token = await openLookupScreen(
    page,
    request,
    'lookup-user-info',
    '/user-info',
    'User Information',
  );
  await expectRequiredMessage(page, 'Get User Info', 'Username is required!');

  await page.getByLabel('Platform').selectOption('twitter');
  const input = page.getByLabel('Username');
  await lookUpWith(input, 'newbie');
  const profile = main(page).getByRole('region', { name: 'New Bie' });
  await expect(profile.getByRole('region', { name: 'Stats' })).toBeVisible();
  await expect(profile.getByRole('region', { name: 'Probability details' })).toBeVisible();
  await expect(profile.getByTestId('fake-estimate')).toHaveText(
    /^Probability of newbie being a fake account: \d+%\./,
  );
  await expect(profile.getByRole('region', { name: 'Tag Cloud' })).toBeVisible();
  await expect(profile.getByText('Demo data')).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Post statistics' })).toBeVisible();
  await expect(
    main(page).getByRole('region', { name: 'Posts', exact: true }).getByRole('listitem'),
  ).toHaveCount(6);
  await expectNoAxeViolations(page);
  await expectStoredUsername(request, token, 'twitter', 'newbie');
});

const sweeps: SweepScreen[] = [
  {
    route: '/telegram',
    title: {
      en: 'Identify Telegram Account, Group, Channel, or Bot',
      de: 'Telegram-Konto, -Gruppe, -Kanal oder -Bot identifizieren',
    },
    // Telegram handles are at most 32 characters.
    result: 'averylonghandle_without_breaks1',
    error: 'unknown_tg',
  },
  {
    route: '/tiktok',
    title: { en: 'TikTok', de: 'TikTok' },
    result: LONG_NAME,
    error: 'unknown_tt',
  },
  {
    route: '/truth-social',
    title: { en: 'Truth Social', de: 'Truth Social' },
    result: LONG_NAME,
    error: 'unavailable_ts',
  },
  { route: '/x-comp', title: { en: 'X', de: 'X' }, result: LONG_NAME, error: 'unknown_x' },
  {
    route: '/youtube',
    title: { en: 'Youtube', de: 'Youtube' },
    result: `UC${LONG_NAME}`,
    error: 'unknown_yt',
  },
  {
    route: '/user-info',
    title: { en: 'User Information', de: 'Benutzerinformationen' },
    result: LONG_NAME,
    error: 'unknown_ui',
  },
];

sweepTests(sweeps);
