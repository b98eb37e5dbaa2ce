import { readFileSync, realpathSync, statSync } from 'node:fs';
import {
  registerHooks,
  type LoadFnOutput,
  type LoadHookContext,
  type ResolveFnOutput,
  type ResolveHookContext,
} from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Module hooks for the ES modules of installed packages (node_modules), registered before the
 * app's module graph loads under tsx (`src/preload.ts`, which `npm run dev`, the tests and the
 * benchmarks pass with --import). The compiled server (`npm start`) needs no hooks: drizzle-orm is
 * bundled into it (scripts/build.ts), so nothing resolves its files at run time.
 * They change no behaviour, only what loading the graph costs; measured on the API's whole graph
 * under tsx, peak RSS 437 MB without them, 231 MB with them.
 *
 * - resolve: a relative import between two files of an ES-module package ("type": "module")
 *   resolves to that file. Node 24's resolver learns a file's format from its package.json for
 *   every import it resolves, and in doing so JSON-parses the package's whole `exports` map each
 *   time: drizzle-orm's package.json is 179 KB, read about 900 times while its modules load.
 *   V8 parses inputs that large straight into old space, so it stays until a full GC: ~130 MB of
 *   RSS for drizzle-orm's pg-core alone.
 * - load: such modules are read as they are, not through tsx, which rewrites every file holding
 *   an `import(` (pdf.js's 1 MB bundle, PGlite) and attaches a fine-grained source map that Node
 *   then parses. Their own trailing `sourceMappingURL` is left out too, so Node does not read
 *   and parse the packages' .map files (pdf.js's is 2.4 MB): stack frames in package code show
 *   the shipped file's lines, as they do under plain node. The app's own TypeScript is untouched.
 *
 * Hooks registered later run first, so this must be registered after tsx's (it is, with
 * `tsx --import ./src/preload.ts` or `node --import tsx --import ./src/preload.ts`).
 */
export function registerPackageModuleHooks(): void {
  if (registered) return;
  registered = true;
  registerHooks({ resolve: resolvePackageFile, load: loadPackageModule });
}

let registered = false;

const RELATIVE_JS = /^\.\.?\/[^?#%]*\.m?js$/;
const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\s]+\s*$/;

export function resolvePackageFile(
  specifier: string,
  context: ResolveHookContext,
  nextResolve: (specifier: string, context?: Partial<ResolveHookContext>) => ResolveFnOutput,
): ResolveFnOutput {
  const parent = context.parentURL;
  if (
    parent?.startsWith('file:') &&
    parent.includes('/node_modules/') &&
    RELATIVE_JS.test(specifier) &&
    context.conditions.includes('import') &&
    Object.keys(context.importAttributes).length === 0
  ) {
    const file = existingFile(fileURLToPath(new URL(specifier, parent)));
    if (file && (file.endsWith('.mjs') || packageType(path.dirname(file)) === 'module')) {
      return { url: pathToFileURL(file).href, format: 'module', shortCircuit: true };
    }
  }
  // Anything else (bare names, missing files, CommonJS, no "type") gets Node's (and tsx's) answer.
  return nextResolve(specifier, context);
}

export function loadPackageModule(
  url: string,
  context: LoadHookContext,
  nextLoad: (url: string, context?: Partial<LoadHookContext>) => LoadFnOutput,
): LoadFnOutput {
  if (context.format === 'module' && url.startsWith('file:') && url.includes('/node_modules/')) {
    const source = readFileSync(fileURLToPath(url), 'utf8').replace(SOURCE_MAP_COMMENT, '\n');
    return { format: 'module', source, shortCircuit: true };
  }
  return nextLoad(url, context);
}

/** The real path of a regular file, or null (Node's resolver then reports the error). */
function existingFile(file: string): string | null {
  try {
    return statSync(file).isFile() ? realpathSync(file) : null;
  } catch {
    return null;
  }
}

/** "type" of the package.json governing a directory, as Node looks it up (not past node_modules). */
const typeByDir = new Map<string, string>();

function packageType(dir: string): string {
  const known = typeByDir.get(dir);
  if (known !== undefined) return known;
  let type: string;
  try {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      type?: unknown;
    };
    type = typeof manifest.type === 'string' ? manifest.type : 'none';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const up = path.dirname(dir);
    type = up === dir || path.basename(dir) === 'node_modules' ? 'none' : packageType(up);
  }
  typeByDir.set(dir, type);
  return type;
}
