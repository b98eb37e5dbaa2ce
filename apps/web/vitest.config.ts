import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Screen tests render whole routes (router, query cache, lazy chunks); on a loaded 2-core
    // runner one took 6 s, past the 5 s default.
    testTimeout: 20_000,
  },
});
