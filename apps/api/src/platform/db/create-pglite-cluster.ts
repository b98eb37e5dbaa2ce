/**
 * Child process entry (see pglite-cluster.ts): creates the PGlite cluster in the data dir given
 * as the first argument (initdb and migrations), then exits. Errors go to stderr, exit code 1.
 */
import { openPglite } from './pglite';

const [dataDir, sharedBuffers] = process.argv.slice(2);
if (!dataDir) {
  process.stderr.write('usage: create-pglite-cluster <dataDir> [sharedBuffers]\n');
  process.exit(2);
}
try {
  const database = await openPglite({ dataDir, sharedBuffers: sharedBuffers || undefined });
  await database.close();
} catch (error) {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
}
