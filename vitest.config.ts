import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import web from './apps/web/vitest.config';

/**
 * Every unit and integration test in one run (`npm run test:unit`): the projects share one pool
 * of workers, so a slow server file and the web files fill both cores together instead of one
 * package waiting for another's last file.
 *
 * The web tests run without per-file isolation (jsdom-like environment and modules load once per
 * worker, not once per file: about a third of the web suite's time); the few files that replace
 * a module with `vi.mock` need a fresh module graph, so they run in an isolated project (found
 * by reading the files, so a new one cannot be forgotten).
 */
const webSrc = join(import.meta.dirname, 'apps/web/src');
const WEB_MOCKING_FILES = readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f))
  .filter((f) => /\bvi\.(mock|doMock)\(/.test(readFileSync(join(webSrc, f), 'utf8')))
  .map((f) => `src/${f.split('\\').join('/')}`);

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores (1 on a two-core machine): the main
    // process is mostly idle while workers run, and the server files wait on child processes,
    // argon2's thread pool and timers, so a worker per core keeps both cores busy.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/shared',
      'apps/server',
      {
        ...web,
        test: {
          ...web.test,
          name: 'web',
          root: './apps/web',
          exclude: ['**/node_modules/**', ...WEB_MOCKING_FILES],
          pool: 'threads',
          isolate: false,
        },
      },
      {
        ...web,
        test: { ...web.test, name: 'web-mocks', root: './apps/web', include: WEB_MOCKING_FILES },
      },
    ],
  },
});
