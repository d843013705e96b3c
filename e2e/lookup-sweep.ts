import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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

const widths = [1280, 390] as const;
const languages = ['en', 'de'] as const;

/** English phrases of the server's messages that must never reach the German screen. */
const englishServerWords =
  /data provider|not found|not available|Please try again|An error occurred/;

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe: ${label}`).toEqual([]);
}

async function expectNoHorizontalScroll(page: Page, label: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `horizontal page scroll: ${label}`).toBeLessThanOrEqual(innerWidth);
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
 * Checks a lookup screen empty, with a result and with an error, in English and German, at
 * 1280 and 390 px: axe finds no violation, and at 390 px the page never scrolls sideways. In
 * German the error says nothing in the server's English.
 */
export async function sweepLookupScreen(page: Page, screen: SweepScreen) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const lang of languages) {
      const check = async (state: string) => {
        const label = `${screen.route} ${lang} ${width}px ${state}`;
        await settled(page);
        await expectNoViolations(page, label);
        if (width < 500) await expectNoHorizontalScroll(page, label);
      };
      await page.evaluate((l) => localStorage.setItem('vigil.lang', l), lang);
      await page.goto(`/#${screen.route}`);
      await page.reload();
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(screen.title[lang]);
      await check('empty');

      await lookUp(page, screen.result);
      await expect(main.getByTestId('lookup-meta').first()).toBeVisible();
      await check('result');

      await lookUp(page, screen.error);
      const alert = main.getByRole('alert').first();
      await expect(alert).toBeVisible();
      if (lang === 'de') await expect(alert).not.toHaveText(englishServerWords);
      await check('error');
    }
  }
}
