import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@vigil/shared',
    setupFiles: ['../../vitest.fast-check.ts'],
  },
});
