import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths';
import { HEAP_NODE_FLAGS } from './v8-heap';

const apiScripts = () =>
  (
    JSON.parse(readFileSync(path.join(REPO_ROOT, 'apps/api/package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;

describe('HEAP_NODE_FLAGS', () => {
  it('are passed by the scripts that start the API process', () => {
    const scripts = apiScripts();
    for (const name of ['start', 'dev']) {
      const words = scripts[name]!.split(/\s+/);
      for (const flag of HEAP_NODE_FLAGS) expect(words, `${name}: ${flag}`).toContain(flag);
      // Node options must come before the script, or tsx hands them to the app as arguments.
      const script = words.indexOf('src/main.ts');
      for (const flag of HEAP_NODE_FLAGS) expect(words.indexOf(flag)).toBeLessThan(script);
    }
  });
});
