import { expect, test, type Locator, type Page } from './fixtures';
import { lookUpWith, main, openLookupScreen } from './lookup-sweep';

/**
 * An automated account on the X screen, against the real server with the demo
 * provider: `autopost_bot_4471` posts every 3 minutes, 18 of its 20 latest tweets are reposts,
 * all sent from a scheduler (apps/server/src/integrations/social/README.md), and its profile is
 * a bot's (no bio, the default design and avatar, following 4,980 while 212 follow it). The profile lookup
 * fetches those tweets first, so the estimate on the screen is scored with their activity and
 * names the automation, in English and in German. Older than a year and with four digits, the
 * account meets neither of the spec's two rules.
 */

const BOT = 'autopost_bot_4471';

/** The score in the estimate's sentence ('… a fake account: 87%.' / '… ist: 87 %.'). */
async function scoreOf(estimate: Locator): Promise<number> {
  const text = (await estimate.textContent()) ?? '';
  const m = /: (\d+)\s?%\./.exec(text);
  expect(m, `no score in "${text}"`).not.toBeNull();
  return Number(m![1]);
}

async function setLanguage(page: Page, lang: 'de' | 'en') {
  await page
    .getByRole('radiogroup', { name: /^(Language|Sprache)$/ })
    .getByText(lang.toUpperCase(), { exact: true })
    .click();
}

test('X: an automated account gets a high fake estimate with its posting pattern, in English and German', async ({
  page,
  request,
}) => {
  await openLookupScreen(page, request, 'automated-x', '/x-comp', 'X');
  await lookUpWith(page.getByLabel('Twitter Username'), BOT);
  const profile = main(page).getByRole('region', { name: 'Deals & Giveaways 24/7' });
  await expect(profile.getByText(`@${BOT}`)).toBeVisible();
  const estimate = profile.getByTestId('fake-estimate');
  await expect(estimate).toHaveText(
    new RegExp(`^Probability of ${BOT} being a fake account: \\d+%\\. Criteria used: `),
  );
  // The spec's two rules do not apply to it: neither of their texts is a reason.
  await expect(estimate).not.toContainText('Username contains more than four numbers.');
  await expect(estimate).not.toContainText('Account age is less than 1 year.');
  const posts = main(page).getByRole('region', { name: 'User Posts' }).getByRole('listitem');
  await expect(posts).toHaveCount(20);
  await expect(posts.first()).toContainText('GIVEAWAY');
  await page.screenshot({
    path: test.info().outputPath('automated-account-x.png'),
    fullPage: true,
  });

  await expect(estimate).toContainText(
    '100 % of recent posts were sent from automation tools, not the platform’s apps.',
  );
  expect(await scoreOf(estimate)).toBeGreaterThanOrEqual(50);

  await setLanguage(page, 'de');
  await expect(page.getByLabel('Twitter-Benutzername')).toBeVisible();
  await expect(estimate).toHaveText(
    new RegExp(
      `^Wahrscheinlichkeit, dass ${BOT} ein Fake-Konto ist: \\d+\\s?%\\. Verwendete Kriterien: `,
    ),
  );
  await expect(estimate).toContainText(
    '100 % der letzten Beiträge kamen aus Automatisierungs-Tools, nicht aus den Apps der Plattform.',
  );
  expect(await scoreOf(estimate)).toBeGreaterThanOrEqual(50);
});
