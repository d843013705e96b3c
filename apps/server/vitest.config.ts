import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['../../vitest.fast-check.ts'],
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Tests that need a real Redis run in CI (TEST_REDIS_URL), not without one.
    exclude: process.env.TEST_REDIS_URL
      ? ['**/node_modules/**']
      : ['**/node_modules/**', '**/*.redis.test.ts'],
    // Each test file boots one app (PGlite cold start ~1.5 s) and hashes with argon2id.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Reuse each worker across files: the server's modules and PGlite's WASM load once per
    // worker instead of once per file (about half the CPU time). Every file still builds its
    // own app and database, and no test mocks modules.
    isolate: false,
  },
});
