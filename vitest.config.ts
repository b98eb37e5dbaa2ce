import { defineConfig } from 'vitest/config';

// One runner for every workspace; each package keeps its tests next to its code.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/api', 'apps/web'],
  },
});
