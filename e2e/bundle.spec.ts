import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from './fixtures';

const dist = resolve(import.meta.dirname, '../apps/web/dist');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );

// `npm run test:e2e` builds with RAPIDAPI_KEY set to this canary, as a careless deploy might.
const CANARY = 'bundle-canary-7f3a9c';

test('the built web app carries no provider key or provider host header', () => {
  const text = files(dist)
    .filter((f) => /\.(js|html|css|map)$/.test(f))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  expect(text.length).toBeGreaterThan(1000);
  expect(text).not.toContain(CANARY);
  expect(text.toLowerCase()).not.toContain('x-rapidapi');
  expect(text).not.toContain('RAPIDAPI_KEY');
});

/** The scripts the browser loads before the first screen: the entry and its preloads. */
function initialScripts() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const srcs = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => join(dist, m[1]!.replace(/^\//, '')));
  return new Set(srcs);
}

test('the initial JavaScript holds neither the chart library nor the table library', () => {
  const initial = initialScripts();
  expect(initial.size).toBeGreaterThan(0);
  const js = files(dist).filter((f) => f.endsWith('.js'));
  const holding = (marker: string) => js.filter((f) => readFileSync(f, 'utf8').includes(marker));
  // chart.js keeps this error text when minified; TanStack Table its public method names.
  for (const marker of ['Canvas is already in use', 'getCoreRowModel']) {
    expect(
      holding(marker).filter((f) => initial.has(f)),
      marker,
    ).toEqual([]);
  }
  // The table library is in the build (the admin tables use it), only in lazy chunks.
  expect(holding('getCoreRowModel').length).toBeGreaterThan(0);
});
