import { expect, test } from 'vitest';

/**
 * Every source file of the web app, as text (Vite reads them at test time). Tests are left
 * out: two tests may well share a few lines of setup.
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

test('no source file is a byte-identical copy of another (issue 8 §6)', () => {
  expect(Object.keys(sources).length).toBeGreaterThan(50);
  const byContent = new Map<string, string[]>();
  for (const [path, text] of Object.entries(sources)) {
    byContent.set(text, [...(byContent.get(text) ?? []), path]);
  }
  const copies = [...byContent.values()].filter((paths) => paths.length > 1);
  expect(copies).toEqual([]);
});
