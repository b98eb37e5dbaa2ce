import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'extract',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // OCR and PDF rendering take seconds on 2 cores; the slow tests say so with their own timeouts.
    testTimeout: 30_000,
  },
});
