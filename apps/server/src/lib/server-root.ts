import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * `apps/server`, found by walking up from this file to the folder holding the migrations, so
 * the same code works from `src/` (tsx, tests) and from the bundle in `dist/` (`npm start`).
 */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`apps/server not found above ${from}`);
  }
}

export const serverRoot = findServerRoot(import.meta.dirname);
