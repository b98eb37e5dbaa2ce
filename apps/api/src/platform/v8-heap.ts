import { setFlagsFromString } from 'node:v8';

/**
 * The API process's V8 heap, sized for a long sync rather than for V8's throughput defaults.
 *
 * A sync's live heap is small and flat (~43 MB after every full GC at 2,000 or 30,000 mails:
 * nothing accumulates per message), but it allocates ~250 KB per mail (imapflow's parser and the
 * log line it compiles for every response, mailparser, the database driver), and ~16% of that
 * survives a young-generation GC while its chunk is in flight. By default V8 then grows the
 * young generation to 2 x 32 MB semi-spaces and lets the old generation fill with that promoted
 * garbage up to ~4x the live heap before a full GC, and keeps the committed pages: the heap
 * settles at ~270 MB committed for 43 MB live. A 2,000-mail sync ends before it gets there,
 * which is why peak RSS grew with the folder size (bench:imap, PGlite, before: 349 MB at 2,000
 * mails, 523 MB at 30,000 with 274 MB of V8 heap; PostgreSQL 382 MB at 30,000).
 *
 * With 16 MB semi-spaces and a full GC once the old generation doubles, the same 30,000-mail
 * sync peaks at 310-355 MB on PGlite (~110 MB of heap) and ~200 MB on PostgreSQL, at the same CPU
 * per mail within the noise of a shared machine: a full GC marks only the ~43 MB live (~10 ms),
 * and 16 MB semi-spaces still let nearly all of a chunk's garbage die young. Either setting
 * alone leaves ~440 MB. (--optimize-for-size: 250 MB at 2.5x the CPU.)
 *
 * 8 MB semi-spaces since issue 18's idle-memory pass (decision 061): a young generation, once
 * grown, stays resident after V8 shrinks it, and start-up (loading the modules) grows it to its
 * maximum, so its size is paid at idle too. bench:imap, 2,000 mails, PGlite, two runs each
 * alternating (load 9-10): CPU per synced mail 1.29 / 1.30 ms with 8 MB, 1.39 / 1.28 ms with
 * 16 MB, 2.13 / 1.95 ms with 4 MB; peak RSS 295 / 299 MB, 308 / 309 MB, 287 / 297 MB. So 8 MB
 * costs a sync nothing measurable and saves 16 MB of young generation at idle; 4 MB would save
 * 8 MB more at half again the CPU.
 */

/**
 * Flags V8 reads when it creates the heap, so only the command line can set them: the api
 * workspace's start and dev scripts pass them (v8-heap.test.ts checks), and bench:imap's
 * measured children too.
 */
export const HEAP_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8'];

/**
 * Set in the environment of the started server (`npm start`, `npm run serve`, the container):
 * a fixed threshold above which glibc's malloc serves an allocation with its own mmap and gives
 * it back on free. Left to itself, glibc raises the threshold to the largest block freed so far
 * (up to 32 MB), and V8 frees large blocks while it loads the modules and compiles PGlite, so from
 * then on such blocks come from malloc's heaps, where freed memory stays resident: 15-60 MB at
 * idle from run to run, the spread earlier measurements saw. Fixed at glibc's own starting value
 * (128 KB), the server's idle RSS was 244-247 MB instead of 247-307 MB (decision 061). Other C
 * libraries ignore it.
 */
export const MALLOC_ENV = 'MALLOC_MMAP_THRESHOLD_=131072';

/**
 * A full GC whenever the old generation has doubled since the last one, instead of V8's
 * up-to-4x for a fast collector. Read at every full GC, so setting it at startup (preload.ts)
 * is enough.
 */
export function limitHeapGrowth(): void {
  setFlagsFromString('--heap-growing-percent=100');
}
