import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, errorOf, type TestApp, expectError } from './helper';

/** The built web app as Vite leaves it: index.html, hashed assets, files from public/. */
const ASSET = '/assets/index-Cq3x9AbZ.js';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'vigil-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(
    join(webDist, 'index.html'),
    `<!doctype html><html><head><script type="module" src="${ASSET}"></script></head><body></body></html>`,
  );
  await writeFile(join(webDist, ASSET), 'console.log("vigil");');
  await writeFile(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The product's default API limit (600 per minute and IP), not the test suite's lifted one.
  t = await buildTestApp({ env: { WEB_DIST_DIR: webDist, RATE_LIMIT_MAX: '600' } });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

test('hashed assets are cached for a year and immutable', async () => {
  const res = await get(ASSET);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('index.html is revalidated on every load, at / and by name', async () => {
  for (const url of ['/', '/index.html']) {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  }
});

test('other files of the web app (favicon, logo) are cached briefly, not forever', async () => {
  const res = await get('/favicon.svg');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=3600');
});

test('700 static requests from one address are all served: the API limit does not count them', async () => {
  const statuses = new Map<number, number>();
  for (let i = 0; i < 700; i++) {
    const res = await get(i % 7 === 0 ? '/' : i % 7 === 1 ? '/favicon.svg' : ASSET);
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  }
  expect(Object.fromEntries(statuses)).toEqual({ 200: 700 });
});

test('the API limit still holds for the API, in our error shape', async () => {
  let limited: Awaited<ReturnType<typeof get>> | undefined;
  for (let i = 0; i < 601 && !limited; i++) {
    const res = await get('/api/ready');
    if (res.statusCode === 429) limited = res;
  }
  expect(limited, 'the 601st API request in a minute is refused').toBeDefined();
  expect(errorOf(limited!).code).toBe('RATE_LIMITED');
});

test('public pages have their own, separate limit', async () => {
  // The API budget of this address is used up by the test above; the public page still works.
  const res = await get('/p/CPT-NOSUCHPROFILE00', { accept: 'text/html' });
  expect(res.statusCode).toBe(404);
  expect(res.headers['x-ratelimit-limit']).toBe('6000');
});

test('a bad percent-encoding in a static path answers in our error shape', async () => {
  const res = await get('/assets/%zz.js');
  expectError(res, 400, 'VALIDATION_FAILED');
});
