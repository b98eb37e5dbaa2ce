import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { legacyShardPath } from '../disk-layout';

/** Writes `count` files of random content as an install before decision 064 did: `ab/cd/<key>`. */
export async function writeLegacyFiles(root: string, count: number): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const content = randomBytes(64 + (i % 512));
    const key = createHash('sha256').update(content).digest('hex');
    const filePath = legacyShardPath(root, key);
    await mkdir(path.dirname(filePath), { recursive: true });
    await writeFile(filePath, content);
    files.set(key, content);
  }
  await mkdir(path.join(root, 'tmp'), { recursive: true });
  return files;
}
