/**
 * Where the browser suite's servers listen. Each Playwright worker drives its own app server
 * (own port, own PGlite data folder), so two workers never see each other's rows; the local
 * PayPal, Instagram and Facebook are shared (they keep no state about the app that calls them).
 * E2E_PORT moves the whole block, so several work trees can run the suite side by side.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);

/** How many workers (and app servers). Two fit this project's two-core machines. */
export const E2E_WORKERS = Math.max(1, Math.min(8, Number(process.env.E2E_WORKERS ?? 2)));

/** The app server of worker `index` (Playwright's parallelIndex): E2E_PORT, E2E_PORT + 1, … */
export const appURL = (index: number) => `http://127.0.0.1:${E2E_PORT + index}`;

/** The local PayPal (e2e/fakes/paypal.ts) listens 10 ports above the first app. */
export const PAYPAL_PORT = E2E_PORT + 10;

/**
 * The live app server: a key set and every provider call sent to the local RapidAPI
 * (e2e/fakes/rapidapi.ts, answering with the vendors' real reply shapes) instead of the demo
 * dataset. Specs that test the paying user's path drive this one (`liveURL`); it is shared by
 * the workers, so such specs use their own accounts.
 */
export const LIVE_PORT = E2E_PORT + 13;
export const liveURL = `http://127.0.0.1:${LIVE_PORT}`;
export const RAPIDAPI_FAKE_PORT = E2E_PORT + 14;
