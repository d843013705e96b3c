import { test as base } from '@playwright/test';
import { appURL } from './servers';

/**
 * Playwright's `test` with each worker pointed at its own app server (see servers.ts): pages,
 * `request` and relative URLs resolve against it. Every spec imports `test` from here.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => {
    await use(appURL(testInfo.parallelIndex));
  },
});

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
