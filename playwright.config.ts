import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  appURL,
  E2E_PORT as PORT,
  E2E_WORKERS,
  LIVE_PORT,
  liveURL,
  PAYPAL_PORT,
  RAPIDAPI_FAKE_PORT,
} from './e2e/servers';

const paypalURL = `http://127.0.0.1:${PAYPAL_PORT}`;
const PAYPAL = {
  PAYPAL_CLIENT_ID: 'e2e-paypal-client',
  PAYPAL_CLIENT_SECRET: 'e2e-paypal-secret',
  PAYPAL_WEBHOOK_ID: 'E2EWEBHOOK0000000',
};

/** Local Instagram and Facebook for platform sign-in (issue 13): E2E_PORT + 11 and + 12. */
const INSTAGRAM_FAKE = {
  port: PORT + 11,
  clientId: 'e2e-instagram-client',
  secret: 'e2e-instagram-secret',
};
const FACEBOOK_FAKE = {
  port: PORT + 12,
  clientId: '1000200030004000',
  secret: 'e2e-facebook-secret',
};
const platformSignInEnv = {
  INSTAGRAM_CLIENT_ID: INSTAGRAM_FAKE.clientId,
  INSTAGRAM_CLIENT_SECRET: INSTAGRAM_FAKE.secret,
  INSTAGRAM_API_BASE: `http://127.0.0.1:${INSTAGRAM_FAKE.port}`,
  INSTAGRAM_GRAPH_BASE: `http://127.0.0.1:${INSTAGRAM_FAKE.port}`,
  FACEBOOK_APP_ID: FACEBOOK_FAKE.clientId,
  FACEBOOK_APP_SECRET: FACEBOOK_FAKE.secret,
  FACEBOOK_GRAPH_BASE: `http://127.0.0.1:${FACEBOOK_FAKE.port}`,
  FACEBOOK_DIALOG_BASE: `http://127.0.0.1:${FACEBOOK_FAKE.port}`,
  // A fixed test key (base64 of 32 bytes); production sets its own secret.
  OAUTH_TOKEN_KEY: 'ZTJlLW9hdXRoLXRva2VuLWtleS0zMi1ieXRlcy0hISE=',
};
const platformFake = (name: 'instagram' | 'facebook', fake: typeof INSTAGRAM_FAKE) => ({
  command: `npx tsx e2e/fakes/${name}.ts`,
  url: `http://127.0.0.1:${fake.port}/health`,
  reuseExistingServer: false,
  timeout: 30_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    FAKE_PORT: String(fake.port),
    FAKE_CLIENT_ID: fake.clientId,
    FAKE_CLIENT_SECRET: fake.secret,
  },
});

/** The live server's providers: a key, and every call to the local real-shape RapidAPI. */
const liveProviders = {
  RAPIDAPI_KEY: 'e2e-rapidapi-key',
  RAPIDAPI_BASE_URL: `http://127.0.0.1:${RAPIDAPI_FAKE_PORT}`,
  // A host that is not on the marketplace: the gateway answers "API doesn't exists", so the
  // Facebook lookup meets a misconfigured provider (e2e/providers.spec.ts).
  RAPIDAPI_HOST_FACEBOOK: 'facebook-profile-finder.p.rapidapi.com',
};

/**
 * Worker `index`'s app server (or the one live server, see e2e/servers.ts): the same compiled server `npm start` runs (test:e2e has just
 * built it), on a fresh PGlite in its own data folder.
 */
const appServer = (index: number | 'live') => ({
  command: `rm -rf .e2e-data/${index} && node scripts/start.mjs`,
  url: `${index === 'live' ? liveURL : appURL(index)}/api/ready`,
  reuseExistingServer: false,
  // Migrations on a fresh PGlite take a while on a busy two-core machine.
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(index === 'live' ? LIVE_PORT : PORT + index),
    HOST: '127.0.0.1',
    DATA_DIR: `.e2e-data/${index}`,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'admin@vigil.test',
    ADMIN_PASSWORD: 'admin-password-e2e',
    RATE_LIMIT_MAX: '100000',
    LOGIN_RATE_LIMIT_MAX: '1000',
    PUBLIC_BASE_URL: index === 'live' ? liveURL : appURL(index),
    // Not production: that needs an https PUBLIC_BASE_URL, and this is plain http on 127.0.0.1.
    // The production checks have their own tests (start-stop.test.ts).
    NODE_ENV: 'development',
    // No Stripe keys here: the card button runs on the labelled demo checkout; development has
    // it on by default, said explicitly so a NODE_ENV change keeps it.
    DEMO_CHECKOUT: '1',
    ...PAYPAL,
    PAYPAL_API_BASE: paypalURL,
    ...platformSignInEnv,
    ...(index === 'live' ? liveProviders : {}),
  },
});

/**
 * The files that take minutes, started first. Playwright hands files to its workers in the order
 * of its projects, then by name (also within a project); a long file that came last by name ran
 * alone at the end while the other worker idled (watchlists.spec.ts, ~50 s). The two projects
 * differ in nothing else.
 */
const LONG_FILES = [
  'admin-tables.spec.ts',
  'analysis.spec.ts',
  'auth.spec.ts',
  'content.spec.ts',
  'lookups-a.spec.ts',
  'lookups-b.spec.ts',
  'paypal.spec.ts',
  'watchlists.spec.ts',
];
for (const file of LONG_FILES) {
  if (!existsSync(join(import.meta.dirname, 'e2e', file))) {
    throw new Error(`playwright.config.ts names e2e/${file}, which is not there any more`);
  }
}

/**
 * Browser tests drive real servers (built web app, fresh PGlite in .e2e-data/<worker>) in the
 * system Chromium; Playwright never downloads a browser here.
 */
export default defineConfig({
  testDir: './e2e',
  projects: [
    { name: 'long', testMatch: LONG_FILES },
    { name: 'rest', testIgnore: LONG_FILES },
  ],
  // Files run in parallel, one worker per app server; a file's tests run in order on one worker
  // unless the file says otherwise (a11y.spec.ts does).
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 60_000,
  // Two workers, three app servers and two browsers share two cores: one worker alone keeps
  // ~1.5 cores busy (1.7 in the full Chromium), so with two every step runs about half as fast
  // as on a quiet machine. A first render after a page load (reload, a new page, a lazy screen)
  // took over 10 s in 4 of ~320 browser-test runs on such a day: conditions get 20 s. A failing
  // check fails all the same.
  expect: { timeout: 20_000 },
  reporter: 'list',
  outputDir: 'test-results',
  use: {
    // Each worker's own server: e2e/fixtures.ts sets baseURL per worker.
    locale: 'en-US',
    // Charts and transitions hold still, so screenshots and assertions see the final state.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's chromium-headless-shell (scripts/ensure-chromium.sh installs it); CHROMIUM_PATH
      // picks another, e.g. the full /usr/bin/chromium.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      // PayPal's REST API and approval page, locally (the app's PAYPAL_API_BASE).
      command: 'npx tsx e2e/fakes/paypal.ts',
      url: `${paypalURL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...PAYPAL, PAYPAL_FAKE_PORT: String(PAYPAL_PORT) },
    },
    ...Array.from({ length: E2E_WORKERS }, (_, index) => appServer(index)),
    {
      // The RapidAPI gateway of the live server, answering with the vendors' real shapes.
      command: 'npx tsx e2e/fakes/rapidapi.ts',
      // Without a key the gateway answers 401, which Playwright counts as up.
      url: `http://127.0.0.1:${RAPIDAPI_FAKE_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { RAPIDAPI_FAKE_PORT: String(RAPIDAPI_FAKE_PORT) },
    },
    appServer('live'),
    platformFake('instagram', INSTAGRAM_FAKE),
    platformFake('facebook', FACEBOOK_FAKE),
  ],
});
