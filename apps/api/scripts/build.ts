/**
 * `npm run build -w @papertray/api`: bundles the API into dist/ for plain Node (no TypeScript
 * loader, no module hooks at run time). Decision 061.
 *
 * - The app and the workspace packages (@papertray/*, TypeScript sources) are bundled.
 * - ES-module packages whose load cost is their many files (drizzle-orm: Node re-parses its
 *   179 KB package.json `exports` map for each of them, what package-module-hooks.ts avoids under
 *   tsx) are bundled too: inside the bundle nothing resolves them at run time.
 * - Everything else stays in node_modules, loaded by Node as installed: native addons (sharp,
 *   argon2), WASM and data files found next to their module (PGlite, pdf.js, tesseract.js),
 *   packages that start workers or read their own files.
 */
import { build, type Plugin } from 'esbuild';
import { rm } from 'node:fs/promises';
import path from 'node:path';

const API_ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(API_ROOT, 'dist');

/**
 * Packages loaded from node_modules as installed, never bundled: native addons, WASM and data
 * files next to their modules, worker entry files, files read relative to the package.
 */
const INSTALLED = [
  '@electric-sql/pglite',
  '@napi-rs/canvas',
  '@node-rs/argon2',
  '@fastify/swagger-ui',
  '@fastify/static',
  'pdfjs-dist',
  'tesseract.js',
  'sharp',
  'piscina',
  'pino',
  'pino-pretty',
  'thread-stream',
  'fastify',
  'pg-boss',
  // fastify loads it from node_modules for its serializers: bundling it (and its ajv) again
  // gave compiled-serializer.ts a second copy of the same code.
  'fast-json-stringify',
];

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Bare imports of INSTALLED packages stay imports; every other package is bundled. */
const installedPackages: Plugin = {
  name: 'installed-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || path.isAbsolute(args.path)) return;
      if (INSTALLED.includes(packageName(args.path))) return { path: args.path, external: true };
      return undefined;
    });
  },
};

await rm(OUT_DIR, { recursive: true, force: true });
const started = performance.now();
await build({
  absWorkingDir: API_ROOT,
  entryPoints: {
    server: 'src/server.ts',
    // The operator CLI (`node apps/api/dist/papertray.js <command>`, e.g. in the container image).
    papertray: 'src/cli/papertray.ts',
    // The child process that creates a new PGlite cluster (platform/db/pglite-cluster.ts).
    'create-pglite-cluster': 'src/platform/db/create-pglite-cluster.ts',
  },
  outdir: OUT_DIR,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: 'linked',
  // Without comments and indentation the loaded code is ~1/3 the size, and pure ASCII: esbuild
  // keeps comments, and a chunk with one non-Latin-1 character in a comment (`±`, `→`) is held
  // by V8 as a two-byte string. 20.6 MB of script source at idle before, 5.1 MB after (decision
  // 061). Identifiers stay, so stack traces keep function names; the source maps map positions.
  minifyWhitespace: true,
  // Bundled CommonJS code (few) may call require(): give ES modules one.
  banner: {
    js: "import { createRequire as __papertrayCreateRequire } from 'node:module'; const require = __papertrayCreateRequire(import.meta.url);",
  },
  plugins: [installedPackages],
  logLevel: 'warning',
});
console.log(
  `API built into ${path.relative(process.cwd(), OUT_DIR) || '.'} in ${Math.round(performance.now() - started)} ms`,
);
