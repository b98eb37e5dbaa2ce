import { randomUUID } from 'node:crypto';
import { access, mkdir, readdir, rename, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_KEY } from './content-hash';
import type { DirectorySync } from './directory-sync';
import { inSlices, isMissing, writeDurably } from './disk-io';
import { isShardName, LAYOUT_MARKER, LAYOUT_MARKER_CONTENT, SHARD_NAMES } from './disk-layout';

export interface LayoutOptions {
  /** Called after each file moved up (with the count so far): tests interrupt a migration here. */
  onMoved?: (moved: number) => void;
}

/**
 * Readies `root` for the one-level layout (decision 064), once per install: makes the 256 shard
 * directories, moves every file of the two-level layout up into its shard, then writes the
 * layout marker. Each move is a rename within the same shard, atomic, so a file is at its old or
 * its new path at every instant and a migration killed midway loses nothing: the next open
 * carries on (no marker yet), and reads look at both paths meanwhile. Several processes may run
 * it at once: a file another one moved is skipped. Returns the number of files moved.
 */
export async function prepareLayout(
  root: string,
  directories: DirectorySync,
  options: LayoutOptions = {},
): Promise<number> {
  const marker = path.join(root, LAYOUT_MARKER);
  if (await isPresent(marker)) return 0;
  const created = await Promise.all(
    SHARD_NAMES.map((shard) => mkdir(path.join(root, shard), { recursive: true })),
  );
  // New shard directories must survive a power loss before any file is renamed into them.
  if (created.some((dir) => dir !== undefined)) await directories.sync(root);
  let moved = 0;
  const countMove = () => {
    moved += 1;
    options.onMoved?.(moved);
  };
  for (const shard of SHARD_NAMES) {
    await moveShardUp(path.join(root, shard), directories, countMove);
  }
  const temp = path.join(root, 'tmp', `${randomUUID()}.layout`);
  await writeDurably(temp, LAYOUT_MARKER_CONTENT);
  await rename(temp, marker);
  await directories.sync(root);
  return moved;
}

async function isPresent(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** A leaf another process emptied and removed meanwhile lists nothing. */
function emptyIfMissing(error: unknown): string[] {
  if (isMissing(error)) return [];
  throw error;
}

/** Moves `shard/cd/<key>` to `shard/<key>` for every leaf `cd`, then removes the emptied leaves. */
async function moveShardUp(
  shardDir: string,
  directories: DirectorySync,
  onMoved: () => void,
): Promise<void> {
  const leaves = (await readdir(shardDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && isShardName(entry.name))
    .map((entry) => entry.name);
  if (leaves.length === 0) return;
  const prefix = path.basename(shardDir);
  // Listed and moved a slice at a time across leaves: a young install has one or two files in
  // most of its leaves, and one leaf after the other would wait on each rename in turn.
  const listed = await inSlices(leaves, async (leaf) => {
    const leafDir = path.join(shardDir, leaf);
    const names = await readdir(leafDir).catch(emptyIfMissing);
    return names
      .filter((name) => CONTENT_KEY.test(name) && name.startsWith(prefix + leaf))
      .map((key) => ({ from: path.join(leafDir, key), to: path.join(shardDir, key) }));
  });
  await inSlices(listed.flat(), async ({ from, to }) => {
    try {
      // Over a copy of the same content stored meanwhile in the new layout: same bytes.
      await rename(from, to);
    } catch (error) {
      if (isMissing(error)) return; // moved by another process, or deleted
      throw error;
    }
    onMoved();
  });
  // The new entries are durable before the leaves they left go.
  await directories.sync(shardDir);
  for (const leaf of leaves) {
    // A leaf with anything else in it (or a file an earlier version wrote since) stays.
    await rmdir(path.join(shardDir, leaf)).catch((error: unknown) => {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST' && code !== 'ENOENT') throw error;
    });
  }
}
