import { readdir, readFile, readlink } from 'node:fs/promises';

/** Socket inodes of established TCP connections to `port` on this machine (Linux /proc). */
async function connectionInodes(port: number): Promise<Set<string>> {
  const inodes = new Set<string>();
  const wanted = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = await readFile(table, 'utf8').catch(() => '');
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
      const [, , remote, state, , , , , , inode] = fields;
      if (state === '01' && remote?.endsWith(`:${wanted}`) && inode) inodes.add(inode);
    }
  }
  return inodes;
}

/**
 * Which of `pids` hold a connection to 127.0.0.1:`port` right now: e.g. which worker process
 * is syncing from an IMAP server (workers open IMAP connections only while they sync).
 */
export async function pidsConnectedTo(port: number, pids: number[]): Promise<number[]> {
  const inodes = await connectionInodes(port);
  if (inodes.size === 0) return [];
  const found: number[] = [];
  for (const pid of pids) {
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => [] as string[]);
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) {
        found.push(pid);
        break;
      }
    }
  }
  return found;
}
