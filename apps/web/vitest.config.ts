import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts', '../../vitest.fast-check.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
