import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import server from './apps/server/vitest.config';
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
/**
 * With `TEST_DATABASE_URL` and `TEST_REDIS_URL` (CI: the machine's PostgreSQL and Redis) the
 * server suite runs on them, once. The files below test a part that has an embedded variant of
 * its own, what `npm start` runs with nothing configured; they run a second time without the
 * two URLs (in-memory PGlite, no Redis), in the project `@vigil/server-embedded`. Everything
 * else on the embedded defaults runs in the browser suite, whose servers are `npm start`'s.
 * Without the URLs (a laptop's `npm test`) the whole suite runs on the embedded defaults.
 */
const ON_SERVERS = Boolean(process.env.TEST_DATABASE_URL);
const EMBEDDED_TOO = [
  // Jobs: without Redis the jobs table is the queue and this process's poller its dispatcher.
  'test/jobs.test.ts',
  'test/jobs-restart.test.ts',
  'test/outbox.test.ts',
  'test/domain-events.test.ts',
  'test/watch-scheduler.test.ts',
  // PGlite in a data folder: a hard kill loses nothing; migrations that rewrite rows.
  'test/lookups-durability.test.ts',
  'test/payments-migration.test.ts',
  'test/profile-owner-migration.test.ts',
  // In-process stores without Redis: rate limits, session revocation, lookup cache and quota.
  'test/rate-limit.test.ts',
  'test/session-revocation.test.ts',
  'test/lookups.test.ts',
  'test/lookups-limits.test.ts',
  // PGlite-only caches (analysis aggregates, rows, image review) and what health reports.
  'test/analysis.test.ts',
  'test/analysis-counters.test.ts',
  'test/image-review.test.ts',
  'test/api.test.ts',
];
for (const file of [...LONG_FILES, ...EMBEDDED_TOO.map((f) => `apps/server/${f}`)]) {
  if (!existsSync(join(import.meta.dirname, file))) {
    throw new Error(`vitest.config.ts names ${file}, which is not there any more`);
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
      ...(ON_SERVERS
        ? [
            {
              ...server,
              test: {
                ...server.test,
                name: '@vigil/server-embedded',
                root: './apps/server',
                include: EMBEDDED_TOO,
                env: { TEST_DATABASE_URL: '', TEST_REDIS_URL: '' },
              },
            },
          ]
        : []),
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
