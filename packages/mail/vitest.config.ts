import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mail',
    include: ['test/**/*.test.ts'],
    // The 25 MB attachment test builds and parses a ~34 MB mail.
    testTimeout: 30_000,
  },
});
