import { describe, expect, test } from 'vitest';

/**
 * The initial JavaScript is what `main.tsx` reaches through static imports; `import()` starts
 * a lazy chunk. This walks that graph over the sources (Vite hands them over raw) and checks
 * that the heavy, screen-only libraries stay out of it (initial JS budget ≤ 170 KB gzip,
 * DESIGN §9). `e2e/bundle.spec.ts` checks the built files as well.
 */
const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** `import x from 'y'`, `import 'y'`, `export … from 'y'`; not `import type`, not `import()`. */
const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?!type\s)(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function resolve(from: string, spec: string): string | null {
  const parts = from.split('/').slice(0, -1);
  for (const part of spec.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const base = parts.join('/');
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ]) {
    if (candidate in sources) return candidate;
  }
  return null;
}

/** Every module and package reached from `entry` through static imports. */
function staticGraph(entry: string) {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (modules.has(file)) continue;
    modules.add(file);
    for (const [, spec] of sources[file]!.matchAll(STATIC_IMPORT)) {
      if (spec!.startsWith('.')) {
        const target = resolve(file, spec!);
        if (!target) throw new Error(`${file}: cannot resolve ${spec}`);
        queue.push(target);
      } else {
        packages.add(spec!);
      }
    }
  }
  return { modules, packages };
}

const LAZY_ONLY = ['chart.js', 'react-chartjs-2', '@tanstack/react-table'];

describe('the initial bundle', () => {
  test('the walker sees the entry, the router and the shell', () => {
    const { modules, packages } = staticGraph('/src/main.tsx');
    expect(modules).toContain('/src/app/router.tsx');
    expect(modules).toContain('/src/app/screens.tsx');
    expect(packages).toContain('react-router');
  });

  test('holds no chart library and no table library', () => {
    const { modules, packages } = staticGraph('/src/main.tsx');
    for (const lib of LAZY_ONLY) expect([...packages], lib).not.toContain(lib);
    expect([...modules].filter((m) => m.includes('/components/chart/'))).toEqual([]);
    expect([...modules].filter((m) => m.includes('/components/data-table/'))).toEqual([]);
  });

  test('chart.js arrives only with the chart canvas, which the chart component loads lazily', () => {
    expect(staticGraph('/src/components/chart/chart-canvas.tsx').packages).toContain('chart.js');
    const chart = staticGraph('/src/components/chart/chart.tsx');
    expect([...chart.packages]).not.toContain('chart.js');
    expect([...chart.packages]).not.toContain('react-chartjs-2');
    expect(sources['/src/components/chart/chart.tsx']).toContain("import('./chart-canvas')");
  });
});
