import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** axe-core's browser build, read once per worker. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type AxeResults = {
  violations: { id: string; nodes: { target: (string | string[])[] }[] }[];
};
declare global {
  interface Window {
    axe?: { run: (context: Document, options: object) => Promise<AxeResults> };
  }
}

/**
 * The axe violations of what the page shows now, one line each (`rule: targets`), with axe's
 * default rule set: the same engine and rules as `@axe-core/playwright`, at a third of its cost.
 * That wrapper injects axe again on every call and finishes each run in a fresh blank page
 * (2.3–4.3 s a check on this machine, against 0.4–1.1 s here); the sweeps check a few hundred
 * states. axe is injected once per document: the app's routes change by hash, so one injection
 * serves a whole sweep until the page reloads. The app has no iframes of its own.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const results = await window.axe!.run(document, { resultTypes: ['violations'] });
    return results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => [n.target].flat(2).join(' ')).join(', ')}`,
    );
  });
}
