import path from 'node:path';
import { assertContentKey } from './content-hash';

/**
 * Where DiskStorage keeps a key (decision 064): one level of 256 shard directories,
 * `root/ab/<sha256>`, all made when the store is first opened, so storing a file creates one
 * inode (the file) and never a directory. Installs before that used two levels,
 * `root/ab/cd/<sha256>` (65,536 leaf directories made on demand): those files are moved up on
 * open, and a key is still looked for there when it is not found in its place.
 */
export const SHARD_NAMES: readonly string[] = Array.from({ length: 256 }, (_, i) =>
  i.toString(16).padStart(2, '0'),
);

const SHARD_NAME = /^[0-9a-f]{2}$/;

/** The file written once every file of the two-level layout has been moved (decision 064). */
export const LAYOUT_MARKER = 'layout';
export const LAYOUT_MARKER_CONTENT = 'ab/<sha256>\n';

export function isShardName(name: string): boolean {
  return SHARD_NAME.test(name);
}

export function shardPath(root: string, key: string): string {
  assertContentKey(key);
  return path.join(root, key.slice(0, 2), key);
}

/** The path of a key in the two-level layout of earlier installs. */
export function legacyShardPath(root: string, key: string): string {
  assertContentKey(key);
  return path.join(root, key.slice(0, 2), key.slice(2, 4), key);
}
