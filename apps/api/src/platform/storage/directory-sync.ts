import { open } from 'node:fs/promises';

/** Makes renames and new directory entries survive a power loss, not just a process crash. */
async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

interface DirectoryState {
  /** The fsync under way: it may have started before a new caller's rename, so it is not theirs. */
  running: Promise<void> | null;
  /** The fsync that starts once `running` ends: every caller until then shares it. */
  next: Promise<void> | null;
}

/**
 * fsyncs of directories, shared between concurrent writers: a caller gets an fsync that starts
 * after its request (so it covers the entries it made before asking), and every caller that
 * asks before that fsync starts shares it. Concurrent small writes (SMTP deliveries, a batch's
 * files in the same shard) then pay one fsync of the root and of a shard's parent, not one each.
 */
export class DirectorySync {
  private readonly states = new Map<string, DirectoryState>();

  sync(directory: string): Promise<void> {
    let state = this.states.get(directory);
    if (!state) {
      state = { running: null, next: null };
      this.states.set(directory, state);
    }
    if (state.next) return state.next;
    const current = state;
    const next = (current.running ?? Promise.resolve())
      .catch(() => {}) // the earlier fsync's caller handles its failure
      .then(async () => {
        current.next = null;
        current.running = next;
        try {
          await syncDirectory(directory);
        } finally {
          current.running = null;
          if (!current.next) this.states.delete(directory);
        }
      });
    current.next = next;
    return next;
  }
}
