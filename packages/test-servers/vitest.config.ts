import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'test-servers',
    include: ['src/**/*.test.ts'],
    // Real servers start in a second or so; leave room on slow CI machines.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
