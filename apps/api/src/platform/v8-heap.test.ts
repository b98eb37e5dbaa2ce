import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths';
import { HEAP_NODE_FLAGS, MALLOC_ENV } from './v8-heap';

const scriptsOf = (manifest: string) =>
  (
    JSON.parse(readFileSync(path.join(REPO_ROOT, manifest), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;

describe('HEAP_NODE_FLAGS', () => {
  it('are passed by the scripts that start the API process', () => {
    const starts = [
      ...['start', 'dev'].map((name) => [`api ${name}`, scriptsOf('apps/api/package.json')[name]]),
      ...['start', 'serve'].map((name) => [`root ${name}`, scriptsOf('package.json')[name]]),
    ];
    for (const [name, script] of starts) {
      const words = script!.split(/\s+/);
      for (const flag of HEAP_NODE_FLAGS) expect(words, `${name}: ${flag}`).toContain(flag);
      // Node options must come before the script, or Node (or tsx) hands them to the app.
      const entry = words.findIndex((word) => /(src\/main\.ts|dist\/server\.js)$/.test(word));
      expect(entry, `${name}: entry`).toBeGreaterThan(0);
      for (const flag of HEAP_NODE_FLAGS) expect(words.indexOf(flag)).toBeLessThan(entry);
    }
  });

  it('come with the fixed malloc threshold where the compiled server starts', () => {
    const starts = [
      scriptsOf('apps/api/package.json').start,
      ...['start', 'serve'].map((name) => scriptsOf('package.json')[name]),
    ];
    for (const script of starts) expect(script).toContain(`${MALLOC_ENV} exec node`);
    const dockerfile = readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
    expect(dockerfile.replace(/\\\n\s*/g, '')).toContain(`ENV NODE_ENV=production ${MALLOC_ENV}`);
  });
});
