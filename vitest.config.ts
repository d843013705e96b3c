import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
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

/**
 * Files that alone take minutes, started before everything else. Vitest orders files by the
 * durations in its cache, which a clean clone does not have: it then runs the projects in name
 * order, so `@vigil/shared`'s model test (it trains the whole trust model again, ~2.5 min on one
 * core) started after the server's 118 files and was the run's last minutes on one core while
 * the other idled (CI 2026-12-07: it finished last, 146 s, of a 406 s run).
 */
const LONG_FILES = ['packages/shared/src/trust/trust-model.test.ts'];
for (const file of LONG_FILES) {
  if (!existsSync(join(import.meta.dirname, file))) {
    throw new Error(`vitest.config.ts: LONG_FILES names ${file}, which is not there any more`);
  }
}

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const long = (f: TestSpecification) => LONG_FILES.some((p) => f.moduleId.endsWith(p));
    return [...sorted.filter(long), ...sorted.filter((f) => !long(f))];
  }
}

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores (1 on a two-core machine): the main
    // process is mostly idle while workers run, and the server files wait on child processes,
    // argon2's thread pool and timers, so a worker per core keeps both cores busy.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: LongFilesFirst },
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
