import { defineConfig } from '@playwright/test';

/** E2E_PORT lets several work trees run the browser suite side by side. */
const PORT = Number(process.env.E2E_PORT ?? 8090);
export const baseURL = `http://127.0.0.1:${PORT}`;
/** The local PayPal (e2e/fakes/paypal.ts) listens 10 ports above the app. */
const PAYPAL_PORT = PORT + 10;
export const paypalURL = `http://127.0.0.1:${PAYPAL_PORT}`;
const PAYPAL = {
  PAYPAL_CLIENT_ID: 'e2e-paypal-client',
  PAYPAL_CLIENT_SECRET: 'e2e-paypal-secret',
  PAYPAL_WEBHOOK_ID: 'E2EWEBHOOK0000000',
};

/**
 * Browser tests drive the real server (built web app, fresh PGlite in .e2e-data) in the
 * system Chromium; Playwright never downloads a browser here.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    locale: 'en-US',
    // Charts and transitions hold still, so screenshots and assertions see the final state.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
    {
      // The same compiled server `npm start` runs (test:e2e has just built it).
      command: 'rm -rf .e2e-data && node scripts/start.mjs',
      url: `${baseURL}/api/ready`,
      reuseExistingServer: false,
      // Migrations on a fresh PGlite take a while on a busy two-core machine.
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: '.e2e-data',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: 'admin@vigil.test',
        ADMIN_PASSWORD: 'admin-password-e2e',
        RATE_LIMIT_MAX: '100000',
        LOGIN_RATE_LIMIT_MAX: '1000',
        PUBLIC_BASE_URL: baseURL,
        NODE_ENV: 'production',
        ...PAYPAL,
        PAYPAL_API_BASE: paypalURL,
      },
    },
  ],
});
