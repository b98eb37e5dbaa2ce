/**
 * Opens DiskStorage at the root given as argv[2], which holds files in the two-level layout, and
 * stops dead after argv[3] files were moved up: prints `moved` and blocks until killed, so a
 * test can kill the migration midway like a crash would.
 */
import { DiskStorage } from '../disk-storage';

const [root, after] = process.argv.slice(2);
if (!root || !after) throw new Error('usage: migrate-until-killed.ts <storage root> <moves>');

await DiskStorage.open(root, {
  onMoved(moved) {
    if (moved !== Number(after)) return;
    process.stdout.write('moved\n');
    // Blocks this thread (renames already queued in libuv's pool may still land) until killed.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000);
  },
});
process.stdout.write('finished\n');
