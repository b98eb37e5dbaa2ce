/**
 * mbsync (Debian's `isync`) as the IMAP peer of `bench:imap`: it mirrors the same Dovecot folder
 * into a Maildir with `FSync yes` (every message file and its directory entry made durable), the
 * job Papertray's sync does before it parses. Not installed by .ci/run: see the README.
 */
import { execFile } from 'node:child_process';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { runPeer, type PeerRun } from './peer-process';

const run = promisify(execFile);

export interface MbsyncOptions {
  port: number;
  user: string;
  password: string;
  /** A fresh directory for the config, the sync state and the Maildir. */
  dir: string;
}

/** The mbsync binary's version line, or a clear error when isync is not installed. */
export async function mbsyncVersion(): Promise<string> {
  try {
    return (await run('mbsync', ['--version'])).stdout.trim();
  } catch {
    throw new Error('mbsync not found: apt-get install -y isync (see the README, Benchmarks)');
  }
}

/** One full mirror of INBOX into a new Maildir; resolves with the run and the messages stored. */
export async function mirrorInbox(options: MbsyncOptions): Promise<PeerRun & { stored: number }> {
  const maildir = path.join(options.dir, 'Maildir');
  await mkdir(maildir, { recursive: true });
  const config = path.join(options.dir, 'mbsyncrc');
  // The password is the bench's own throw-away one; the config file is the temp dir's alone.
  await writeFile(
    config,
    [
      'FSync yes',
      '',
      'IMAPAccount bench',
      'Host 127.0.0.1',
      `Port ${options.port}`,
      `User ${options.user}`,
      `Pass ${options.password}`,
      'SSLType None',
      'AuthMechs LOGIN',
      '',
      'IMAPStore far',
      'Account bench',
      '',
      'MaildirStore near',
      `Path ${maildir}/`,
      `Inbox ${maildir}/INBOX`,
      '',
      'Channel bench',
      'Far :far:',
      'Near :near:',
      'Patterns INBOX',
      'Create Near',
      'Sync Pull',
      'SyncState *',
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  const peer = await runPeer('mbsync', ['-q', '-c', config, 'bench']);
  const stored = (await readdir(path.join(maildir, 'INBOX', 'new'))).length;
  const current = (await readdir(path.join(maildir, 'INBOX', 'cur'))).length;
  return { ...peer, stored: stored + current };
}
