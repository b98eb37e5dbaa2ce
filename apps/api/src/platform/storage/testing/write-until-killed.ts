/**
 * Streams into DiskStorage at the root given as argv[2] without ever finishing, and prints
 * `writing` once bytes are on their way, so a test can kill it mid-write like a crash would.
 */
import { Readable } from 'node:stream';
import { DiskStorage } from '../disk-storage';

const root = process.argv[2];
if (!root) throw new Error('usage: write-until-killed.ts <storage root>');

const storage = await DiskStorage.open(root);
const endless = Readable.from(
  (async function* () {
    for (let chunk = 0; ; chunk++) {
      yield Buffer.alloc(64 * 1024, chunk % 256);
      if (chunk === 16) process.stdout.write('writing\n');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })(),
);
await storage.putStream(endless);
