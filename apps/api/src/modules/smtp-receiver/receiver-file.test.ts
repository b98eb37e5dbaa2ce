import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readReceiverFile, writeReceiverFile } from './receiver-file';

describe('the SMTP receiver file', () => {
  it('is written into a data dir that does not exist yet (S3 storage) and removed again', async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'receiver-file-')), 'never-made');
    const forget = await writeReceiverFile(dataDir, { host: '127.0.0.1', port: 2525 });
    expect(await readReceiverFile(dataDir)).toEqual({
      pid: process.pid,
      host: '127.0.0.1',
      port: 2525,
    });
    await forget();
    expect(await readdir(dataDir)).toEqual([]);
  });
});
