import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { loadPackageModule, resolvePackageFile } from './package-module-hooks';
import { REPO_ROOT } from './paths';

/** drizzle-orm: an ES-module package ("type": "module") with relative imports between its files. */
const drizzleDir = realpathSync(path.join(REPO_ROOT, 'node_modules/drizzle-orm'));
const columnsUrl = pathToFileURL(path.join(drizzleDir, 'pg-core/columns/all.js')).href;
/** pg: a CommonJS package without "type". */
const pgIndexUrl = pathToFileURL(
  realpathSync(path.join(REPO_ROOT, 'node_modules/pg/lib/index.js')),
).href;

const importContext = (parentURL: string) => ({
  parentURL,
  conditions: ['node', 'import'],
  importAttributes: {},
});

function nextResolve() {
  return vi.fn((specifier: string) => ({ url: `next:${specifier}` }));
}

describe('resolvePackageFile', () => {
  it('resolves a relative import inside an ES-module package to that file as an ES module', () => {
    const next = nextResolve();
    const resolved = resolvePackageFile('./text.js', importContext(columnsUrl), next);
    expect(resolved).toEqual({
      url: pathToFileURL(path.join(drizzleDir, 'pg-core/columns/text.js')).href,
      format: 'module',
      shortCircuit: true,
    });
    expect(next).not.toHaveBeenCalled();
  });

  it('leaves bare names, missing files, CommonJS packages, require and app files to Node', () => {
    const cases: [string, ReturnType<typeof importContext>][] = [
      ['drizzle-orm', importContext(columnsUrl)],
      ['./no-such-file.js', importContext(columnsUrl)],
      ['./client.js', importContext(pgIndexUrl)],
      ['./text.js', { ...importContext(columnsUrl), conditions: ['node', 'require'] }],
      ['./database.js', importContext(pathToFileURL(fileURLToPath(import.meta.url)).href)],
    ];
    for (const [specifier, context] of cases) {
      const next = nextResolve();
      expect(resolvePackageFile(specifier, context, next)).toEqual({ url: `next:${specifier}` });
      expect(next).toHaveBeenCalledOnce();
    }
  });
});

describe('loadPackageModule', () => {
  const textUrl = pathToFileURL(path.join(drizzleDir, 'pg-core/columns/text.js')).href;
  const context = { format: 'module', conditions: ['node', 'import'], importAttributes: {} };

  it("reads a package's ES module as shipped, without its source map comment", () => {
    const next = vi.fn();
    const shipped = readFileSync(fileURLToPath(textUrl), 'utf8');
    expect(shipped).toMatch(/\/\/# sourceMappingURL=text\.js\.map\s*$/);
    const loaded = loadPackageModule(textUrl, context, next);
    expect(loaded.format).toBe('module');
    expect(loaded.source).toBe(shipped.replace(/\/\/# sourceMappingURL=text\.js\.map\s*$/, ''));
    expect(next).not.toHaveBeenCalled();
  });

  it("hands the app's own files and CommonJS to the next loader (tsx)", () => {
    const next = vi.fn(() => ({ format: 'x', source: '' }));
    loadPackageModule(import.meta.url, context, next);
    loadPackageModule(pgIndexUrl, { ...context, format: 'commonjs' }, next);
    expect(next).toHaveBeenCalledTimes(2);
  });
});
