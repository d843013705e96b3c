import { axeViolations } from './axe';
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import {
  atBothWidths,
  createVerifiedUser,
  expectNoSideScroll,
  SWEEP_WIDTHS,
  uiLogin,
} from './helpers';

/**
 * One lookup screen for the accessibility and small-screen sweep: where it is, what its title
 * says in each language, and what to type to get a result and an error from the demo provider
 * (the demo names of apps/server/src/integrations/social/README.md).
 */
export type SweepScreen = {
  route: string;
  title: { en: string; de: string };
  /** Typed into the screen's first field: a found account (long, to stress the layout). */
  result: string;
  /** Typed into the same field: a lookup that fails (not found, provider down). */
  error: string;
};

/** A found demo account whose name has no break opportunity: it must wrap, not widen the page. */
export const LONG_NAME = 'averyveryverylongusernamewithoutanybreaksatall';

const languages = ['en', 'de'] as const;

/** English phrases of the server's messages that must never reach the German screen. */
const englishServerWords =
  /data provider|not found|not available|Please try again|An error occurred/;

async function expectNoViolations(page: Page, label: string) {
  expect(await axeViolations(page), `axe: ${label}`).toEqual([]);
}

/** Nothing on the page is loading any more (lookups, posts, lazy screens). */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function lookUp(page: Page, value: string) {
  const input = page.getByRole('main').getByRole('search').first().getByRole('textbox').first();
  await input.fill(value);
  await input.press('Enter');
}

/**
 * Checks a lookup screen empty, submitted empty (its validation message), with a result and with
 * an error, in English and German, each state at 1280 and at 390 px: axe finds no violation, and
 * at 390 px the page never scrolls sideways. In German the error says nothing in the server's
 * English. The language is read when the app starts, so each language loads the page once. Each
 * state is brought about once and checked at the width it was reached in, then at the other
 * (the window resized): the next state is reached at that width, so the screen is used at both.
 */
export async function sweepLookupScreen(page: Page, screen: SweepScreen) {
  for (const lang of languages) {
    await page.setViewportSize({ width: SWEEP_WIDTHS[0], height: 900 });
    await page.evaluate((l) => localStorage.setItem('vigil.lang', l), lang);
    await page.goto(`/#${screen.route}`);
    await page.reload();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(screen.title[lang]);
    const checkAtBothWidths = (state: string) =>
      atBothWidths(page, async (width) => {
        const label = `${screen.route} ${lang} ${width}px ${state}`;
        await settled(page);
        await expectNoViolations(page, label);
        if (width < 500) await expectNoSideScroll(page, label);
      });
    await checkAtBothWidths('empty');

    await lookUp(page, '');
    await expect(
      main.getByRole('search').first().locator('[aria-invalid="true"]').first(),
    ).toBeVisible();
    await checkAtBothWidths('submitted empty');

    await lookUp(page, screen.result);
    await expect(main.getByTestId('lookup-meta').first()).toBeVisible();
    await checkAtBothWidths('result');

    await lookUp(page, screen.error);
    const alert = main.getByRole('alert').first();
    await expect(alert).toBeVisible();
    if (lang === 'de') await expect(alert).not.toHaveText(englishServerWords);
    await checkAtBothWidths('error');
  }
}

/**
 * Registers one sweep test a screen (see sweepLookupScreen), each with a fresh signed-in user:
 * both lookup spec files sweep their own screens this way.
 */
export function sweepTests(screens: SweepScreen[]) {
  for (const screen of screens) {
    test(`${screen.route}: no axe violation and no sideways scroll, submitted empty, found and failed, de/en, 1280/390 px`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      await signInForLookups(page, request, `sweep${screen.route.replace('/', '-')}`);
      await sweepLookupScreen(page, screen);
    });
  }
}

/** A fresh verified user signed in through the UI; returns the access token the app stored. */
export async function signInForLookups(page: Page, request: APIRequestContext, tag: string) {
  const user = await createVerifiedUser(request, page, tag);
  await uiLogin(page, user.email, user.password);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(token).toBeTruthy();
  return token!;
}

export type StoredAccount = { username: string; name: string | null };

/**
 * Signs a fresh user in, opens a lookup screen and checks its heading: how every lookup test
 * starts. Returns the user's access token.
 */
export async function openLookupScreen(
  page: Page,
  request: APIRequestContext,
  tag: string,
  route: string,
  heading: string,
) {
  const token = await signInForLookups(page, request, tag);
  await page.goto(`/#${route}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return token;
}

/**
 * Submits a lookup form as it stands (empty or invalid) and checks the validation message: the
 * first step of every lookup test.
 */
export async function expectRequiredMessage(
  scope: Page | Locator,
  button: string,
  message: string,
) {
  await scope.getByRole('button', { name: button }).click();
  await expect(scope.getByText(message)).toBeVisible();
}

/** Types `value` into a lookup field and submits it with Enter, as a user would. */
export async function lookUpWith(input: Locator, value: string) {
  await input.fill(value);
  await input.press('Enter');
}

/** The stored accounts of a platform, read with the signed-in user's token. */
export async function storedAccounts(
  request: APIRequestContext,
  token: string,
  platform: string,
): Promise<StoredAccount[]> {
  const res = await request.get(`/api/accounts/${platform}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: StoredAccount[] }).items;
}

/** Lookups are stored behind the reply (write-behind), so poll briefly. */
export async function expectStoredAccount(
  request: APIRequestContext,
  token: string,
  platform: string,
  match: (a: StoredAccount) => boolean,
) {
  await expect
    .poll(async () => (await storedAccounts(request, token, platform)).some(match), {
      timeout: 5_000,
    })
    .toBe(true);
}

/** Like expectStoredAccount, by username in any case. */
export async function expectStoredUsername(
  request: APIRequestContext,
  token: string,
  platform: string,
  username: string,
) {
  await expect
    .poll(
      async () =>
        (await storedAccounts(request, token, platform)).map((a) => a.username.toLowerCase()),
      { timeout: 5_000 },
    )
    .toContain(username.toLowerCase());
}

/** The page's main landmark, where every lookup screen renders. */
export const main = (page: Page) => page.getByRole('main');

/**
 * The demo account 'fake12345' (Instagram, X): the trained model's score and reasons; the spec's
 * two criteria stay among them.
 */
export async function expectFake12345Estimate(profile: Locator) {
  const estimate = profile.getByTestId('fake-estimate');
  await expect(estimate).toHaveText(
    /^Probability of fake12345 being a fake account: \d+%\. Criteria used: /,
  );
  await expect(estimate).toContainText('Username contains more than four numbers.');
  await expect(estimate).toContainText('Account age is less than 1 year.');
}
