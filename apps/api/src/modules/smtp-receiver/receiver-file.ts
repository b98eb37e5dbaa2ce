import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the running receiver listens, written to DATA_DIR for the tools next to the server:
 * with `SMTP_PORT=0` (a free port, as the end-to-end server runs) the port is known only once
 * it is bound, and the log may be quiet. Removed on an orderly shutdown; a crashed server's file
 * names a pid that is gone.
 */
export const RECEIVER_FILE = 'smtp-receiver.json';

export interface ReceiverFile {
  pid: number;
  host: string;
  port: number;
}

/** Writes the file (whole or not at all) and answers how to remove it again. */
export async function writeReceiverFile(
  dataDir: string,
  listening: { host: string; port: number },
): Promise<() => Promise<void>> {
  const file = path.join(dataDir, RECEIVER_FILE);
  const content: ReceiverFile = { pid: process.pid, ...listening };
  const partial = `${file}.${process.pid}.tmp`;
  // A process on S3 storage may never have written to its data dir yet.
  await mkdir(dataDir, { recursive: true });
  await writeFile(partial, `${JSON.stringify(content)}\n`);
  await rename(partial, file);
  return async () => {
    // Another receiver on the same data dir may have written its own since: that one stays.
    const current = await readReceiverFile(dataDir).catch(() => null);
    if (current?.pid === process.pid) await rm(file, { force: true });
  };
}

export async function readReceiverFile(dataDir: string): Promise<ReceiverFile> {
  return JSON.parse(await readFile(path.join(dataDir, RECEIVER_FILE), 'utf8')) as ReceiverFile;
}
