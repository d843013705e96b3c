import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';
import {
  LONG_NAME,
  expectFake12345Estimate,
  expectRequiredMessage,
  expectStoredAccount,
  main,
  lookUpWith,
  openLookupScreen,
  signInForLookups,
  sweepTests,
  type SweepScreen,
} from './lookup-sweep';

/**
 * Instagram, Facebook, LinkedIn, SnapChat and Social Profile against the real server with the
 * demo provider (no RAPIDAPI_KEY): the demo names of apps/server/src/integrations/social/README.md.
 */

test('Instagram: validation, profile, fake estimate, posts, hashtag cloud, community JSON', async ({
  page,
  request,
}) => {
  const token = await openLookupScreen(
    page,
    request,
    'lookup-instagram',
    '/instagram',
    'Instagram User information',
  );
  await expect(main(page).getByText('No data to display.')).toBeVisible();
  const form = page.getByRole('search', { name: 'Instagram user lookup' });
  await expectRequiredMessage(form, 'Fetch Info', 'Username is required!');

  const input = form.getByLabel('Username');
  await lookUpWith(input, 'fake12345');
  const profile = main(page).getByRole('region', { name: 'Totally Real Person' });
  await expect(profile).toBeVisible();
  await expect(profile.getByText('@fake12345')).toBeVisible();
  await expect(profile.getByText('Followers', { exact: true })).toBeVisible();
  await expect(profile.getByText('Account Created At')).toBeVisible();
  await expectFake12345Estimate(profile);
  await expect(profile.getByText('Demo data', { exact: true })).toBeVisible();
  await expect(profile.getByText(/^Data as of /)).toBeVisible();
  const posts = main(page).getByRole('region', { name: 'Latest Posts' });
  await expect(posts.getByRole('listitem').first()).toBeVisible();
  expect(await posts.getByRole('listitem').count()).toBeGreaterThanOrEqual(6);
  const cloud = main(page).getByRole('region', { name: 'Tag Cloud' });
  await expect(cloud.getByRole('listitem').first()).toContainText('#');
  await expect(main(page).getByText('No data to display.')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const community = main(page).getByRole('region', { name: 'Fetch Community Data by CID' });
  await community.getByLabel('Community ID or URL').fill('hikers');
  await community.getByRole('button', { name: 'Fetch Community Info' }).click();
  await expect(
    community.getByRole('heading', { name: 'Community Data', exact: true }),
  ).toBeVisible();
  await expect(community.getByTestId('community-json')).toContainText('"id": "hikers"');

  await lookUpWith(input, 'unavailable_ig');
  await expect(main(page).getByRole('alert')).toHaveText(
    'An error occurred. Please try again later.',
  );
  await expectStoredAccount(request, token, 'instagram', (a) => a.username === 'fake12345');
});

test('Facebook: validation, profile information, not found, stored account', async ({
  page,
  request,
}) => {
  const token = await openLookupScreen(page, request, 'lookup-facebook', '/facebook', 'Facebook');
  await expectRequiredMessage(page, 'Get Facebook Info', 'Username or URL is required!');

  const input = page.getByLabel('Facebook Username or URL');
  await lookUpWith(input, 'https://www.facebook.com/demo');
  const block = main(page).getByRole('region', { name: 'Profile Information' });
  await expect(block).toBeVisible();
  await expect(block.getByText('Demo Account')).toBeVisible();
  await expect(block.getByRole('link', { name: /facebook\.com\/demo/ })).toHaveAttribute(
    'href',
    'https://www.facebook.com/demo',
  );
  await expect(block.getByText('Demo data', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await lookUpWith(input, 'unknown_fb');
  await expect(main(page).getByRole('alert')).toHaveText(
    'Facebook user data not found in the API response.',
  );
  await expectStoredAccount(request, token, 'facebook', (a) => a.username === 'demo');
});

test('LinkedIn: validation, result cards, empty result, stored accounts', async ({
  page,
  request,
}) => {
  const token = await openLookupScreen(
    page,
    request,
    'lookup-linkedin',
    '/linkedin',
    'LinkedIn Profile Search',
  );
  const form = page.getByRole('search', { name: 'LinkedIn profile search' });
  await form.getByLabel('Job Title').fill('Engineer');
  await expectRequiredMessage(form, 'Search Profiles', 'Name is required!');

  await form.getByLabel(/^Name/).fill('Ada Probe');
  await form.getByLabel('Location').press('Enter');
  const results = main(page).getByRole('region', { name: 'Search Results' });
  await expect(results).toBeVisible();
  const cards = results.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(1);
  expect(await cards.count()).toBeLessThanOrEqual(5);
  await expect(cards.first().getByText('About')).toBeVisible();
  await expect(cards.first().getByText('Company', { exact: true })).toBeVisible();
  await expect(results.getByText('Demo data', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByLabel(/^Name/).fill('empty_li');
  await form.getByLabel(/^Name/).press('Enter');
  await expect(main(page).getByRole('alert')).toHaveText(
    'No profiles found matching your criteria.',
  );
  await expectStoredAccount(request, token, 'linkedin', (a) =>
    (a.name ?? '').startsWith('Ada Probe'),
  );
});

test('SnapChat: validation, profile, fake estimate, no related accounts, stored account', async ({
  page,
  request,
}) => {
  const token = await openLookupScreen(
    page,
    request,
    'lookup-snapchat',
    '/snap',
    'SnapChat User Information',
  );
  await expectRequiredMessage(page, 'Get User Info', 'Username is required!');

  const input = page.getByLabel('Username');
  await lookUpWith(input, 'newbie');
  const profile = main(page).getByRole('region', { name: 'New Bie' });
  await expect(profile).toBeVisible();
  // The scraper's reply has a name and a picture: no subscriber count, creation date or
  // related accounts (integrations/social/README.md).
  await expect(profile.getByText(/^Subscribers: /)).toBeVisible();
  await expect(profile.getByTestId('fake-estimate')).toHaveText(
    /^Probability of newbie being a fake account: \d+%\. Criteria used: (.+ )?Account age is not available\./,
  );
  await expect(profile.getByText('Demo data', { exact: true })).toBeVisible();
  const related = main(page).getByRole('region', { name: 'Related Accounts' });
  await expect(related.getByText('No related accounts.')).toBeVisible();
  await expectNoAxeViolations(page);

  await lookUpWith(input, 'unavailable_sc');
  await expect(main(page).getByRole('alert')).toContainText(
    'An error occurred while fetching Snapchat profile: ',
  );
  await expect(profile).toHaveCount(0);
  await expectStoredAccount(request, token, 'snapchat', (a) => a.username === 'newbie');
});

test('Social Profile: German screen, empty username, twitter profile, stored account', async ({
  page,
  request,
}) => {
  const token = await signInForLookups(page, request, 'lookup-social');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('DE', { exact: true }).click();
  await page.goto('/#/social-profile');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Social Media Profil anzeigen' }),
  ).toBeVisible();
  const platform = page.getByRole('combobox', { name: 'Plattform' });
  await expect(platform).toHaveValue('instagram');
  await expectRequiredMessage(page, 'Suchen', 'Benutzername ist erforderlich!');

  await platform.selectOption('twitter');
  const input = page.getByPlaceholder('Benutzername');
  await lookUpWith(input, 'demo');
  const card = main(page).getByRole('region', { name: 'Demo Account' });
  await expect(card).toBeVisible();
  await expect(card.getByText('@demo')).toBeVisible();
  await expect(card.getByText('✔️ Verifiziert')).toBeVisible();
  await expect(card.getByText(/^Ort: /)).toBeVisible();
  await expect(card.getByText('12.345')).toBeVisible();
  await expect(card.getByText('Demodaten', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // An empty username requests nothing and clears the result.
  await lookUpWith(input, '');
  await expect(card).toHaveCount(0);
  await expectStoredAccount(request, token, 'twitter', (a) => a.username === 'demo');
});

const sweeps: SweepScreen[] = [
  {
    route: '/instagram',
    title: { en: 'Instagram User information', de: 'Instagram-Benutzerinformationen' },
    result: LONG_NAME,
    error: 'unavailable_ig',
  },
  {
    route: '/facebook',
    title: { en: 'Facebook', de: 'Facebook' },
    result: `https://www.facebook.com/${LONG_NAME}`,
    error: 'unknown_fb',
  },
  {
    route: '/linkedin',
    title: { en: 'LinkedIn Profile Search', de: 'LinkedIn-Profilsuche' },
    result: `Ada ${LONG_NAME}`,
    error: 'unavailable_li',
  },
  {
    route: '/snap',
    title: { en: 'SnapChat User Information', de: 'SnapChat-Benutzerinformationen' },
    result: LONG_NAME,
    error: 'unknown_sc',
  },
  {
    route: '/social-profile',
    title: { en: 'Show social media profile', de: 'Social Media Profil anzeigen' },
    result: LONG_NAME,
    error: 'unknown_sp',
  },
];

sweepTests(sweeps);
