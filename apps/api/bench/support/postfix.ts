/**
 * Postfix (Debian's `postfix`) as the SMTP peer of `bench:smtp`: a loopback-only instance of its
 * own in a temp dir (own main.cf and master.cf, no chroot, no systemd), accepting mail for one
 * test domain and delivering it into one Maildir with its `virtual` agent. Postfix fsyncs each
 * queue file before its 250 and each Maildir file on delivery, its defaults. Runs as root (the
 * master process needs it). Not installed by .ci/run: see the README.
 */
import { execFile } from 'node:child_process';
import { chmod, chown, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** The Maildir's owner, as Dovecot's mail in test-infra.md. */
const MAIL_UID = 5000;

export const POSTFIX_DOMAIN = 'bench.example';

export interface PostfixServer {
  port: number;
  /** The master process: its tree is Postfix (for CPU and RSS). */
  masterPid: number;
  /** Messages delivered into the Maildir so far. */
  delivered(): Promise<number>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The master.cf services Postfix needs to take mail over SMTP and deliver it locally. */
const SERVICES = [
  'pickup    unix  n - n 60   1 pickup',
  'cleanup   unix  n - n -    0 cleanup',
  'qmgr      unix  n - n 300  1 qmgr',
  'rewrite   unix  - - n -    - trivial-rewrite',
  'bounce    unix  - - n -    0 bounce',
  'defer     unix  - - n -    0 bounce',
  'trace     unix  - - n -    0 bounce',
  'verify    unix  - - n -    1 verify',
  'flush     unix  n - n 1000? 0 flush',
  'proxymap  unix  - - n -    - proxymap',
  'smtp      unix  - - n -    - smtp',
  'relay     unix  - - n -    - smtp',
  'showq     unix  n - n -    - showq',
  'error     unix  - - n -    - error',
  'retry     unix  - - n -    - error',
  'discard   unix  - - n -    - discard',
  'local     unix  - n n -    - local',
  'virtual   unix  - n n -    - virtual',
  'anvil     unix  - - n -    1 anvil',
  'scache    unix  - - n -    1 scache',
  'postlog   unix-dgram n - n - 1 postlogd',
];

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function startPostfix(): Promise<PostfixServer> {
  try {
    await run('postconf', ['-d', 'mail_version']);
  } catch {
    throw new Error(
      'postfix not found: see the README (Benchmarks) for the non-interactive install',
    );
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'papertray-postfix-'));
  // Postfix's daemons run as the postfix user and must reach the queue below it.
  await chmod(dir, 0o755);
  const etc = path.join(dir, 'etc');
  const mail = path.join(dir, 'mail');
  for (const sub of [etc, path.join(dir, 'queue'), path.join(dir, 'data'), mail]) await mkdir(sub);
  await run('chown', ['postfix', path.join(dir, 'data')]);
  await chown(mail, MAIL_UID, MAIL_UID);
  const port = await freePort();
  await writeFile(
    path.join(etc, 'main.cf'),
    [
      'compatibility_level = 3.6',
      `queue_directory = ${dir}/queue`,
      `data_directory = ${dir}/data`,
      'mail_owner = postfix',
      'setgid_group = postdrop',
      'myhostname = mx.bench.example',
      `mydomain = ${POSTFIX_DOMAIN}`,
      'mydestination =',
      'inet_interfaces = 127.0.0.1',
      'inet_protocols = ipv4',
      'mynetworks = 127.0.0.0/8',
      'smtpd_relay_restrictions = permit_mynetworks, reject_unauth_destination',
      `virtual_mailbox_domains = ${POSTFIX_DOMAIN}`,
      `virtual_mailbox_base = ${mail}`,
      // Every recipient of the domain into one Maildir (the trailing slash makes it a Maildir).
      'virtual_mailbox_maps = static:inbox/',
      `virtual_uid_maps = static:${MAIL_UID}`,
      `virtual_gid_maps = static:${MAIL_UID}`,
      'virtual_minimum_uid = 100',
      `maillog_file_prefixes = ${dir}`,
      `maillog_file = ${dir}/postfix.log`,
      'alias_maps =',
      'alias_database =',
      'biff = no',
      'message_size_limit = 26214400',
      '',
    ].join('\n'),
  );
  await writeFile(
    path.join(etc, 'master.cf'),
    [`127.0.0.1:${port} inet n - n - - smtpd`, ...SERVICES, ''].join('\n'),
  );
  await run('postfix', ['-c', etc, 'start']).catch(async (error: Error) => {
    const log = await readFile(path.join(dir, 'postfix.log'), 'utf8').catch(() => '');
    throw new Error(`postfix did not start: ${error.message}\n${log}`);
  });
  const masterPid = Number(
    (await readFile(path.join(dir, 'queue', 'pid', 'master.pid'), 'utf8')).trim(),
  );
  const inbox = path.join(mail, 'inbox');
  return {
    port,
    masterPid,
    async delivered() {
      const files = await Promise.all(
        ['new', 'cur'].map((sub) => readdir(path.join(inbox, sub)).catch(() => [])),
      );
      return files.reduce((sum, list) => sum + list.length, 0);
    },
    async stop() {
      await run('postfix', ['-c', etc, 'stop']).catch(() => {});
      // `postfix stop` signals the master and returns; its queue goes once it has exited.
      for (let i = 0; i < 100 && isAlive(masterPid); i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
