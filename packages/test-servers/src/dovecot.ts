/**
 * A real Dovecot 2.3 IMAP server for tests: its own temp dir, a free loopback port, users from a
 * passwd-file, optional IMAPS with a throw-away self-signed certificate. Works as root (CI: mail
 * owned by uid 5000 as in test-infra.md) and as an ordinary user (everything runs as that user).
 * A missing `dovecot` binary is an error, never a silent skip.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { access, chmod, chown, mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { constants } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { ImapFlow } from 'imapflow';

const run = promisify(execFile);
const HOST = '127.0.0.1';
/** The mail owner when running as root, as in test-infra.md. */
const ROOT_MAIL_UID = 5000;
const START_TIMEOUT_MS = 10_000;

export interface DovecotUser {
  user: string;
  password: string;
}

export interface DovecotStartOptions {
  users: DovecotUser[];
  /** Also listen for IMAPS on `tlsPort` with a self-signed certificate (CN/SAN localhost, 127.0.0.1). */
  tls?: boolean;
  /** Dovecot's imap_max_line_length (default 64k): lower it to meet long-command limits early. */
  imapMaxLineLength?: number;
}

export interface DovecotServer {
  host: string;
  port: number;
  tlsPort?: number;
  /** PEM of the self-signed certificate, for clients that verify it. */
  certificate?: string;
  dir: string;
  stop(): Promise<void>;
  createMailbox(user: string, mailbox: string): Promise<void>;
  /** Appends raw messages through IMAP (imapflow) and returns their UIDs. */
  appendMessages(user: string, mailbox: string, raws: (Buffer | string)[]): Promise<number[]>;
  /** Forces a new UIDVALIDITY, as a server does after rebuilding a mailbox. */
  setUidValidity(user: string, mailbox: string, uidValidity: number): Promise<void>;
}

export async function start(options: DovecotStartOptions): Promise<DovecotServer> {
  const dovecot = await findBinary('dovecot');
  const doveadm = await findBinary('doveadm');
  for (const { user, password } of options.users) {
    // The passwd-file is line and colon separated; reject what would corrupt it.
    if (!/^[\w.@+-]+$/.test(user) || /[\r\n:]/.test(password)) {
      throw new Error(`dovecot: unsupported user name or password for "${user}"`);
    }
  }

  const dir = await mkdtemp(join(tmpdir(), 'papertray-dovecot-'));
  try {
    return await startIn(dir, dovecot, doveadm, options);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

async function startIn(
  dir: string,
  dovecot: string,
  doveadm: string,
  options: DovecotStartOptions,
): Promise<DovecotServer> {
  const isRoot = process.getuid?.() === 0;
  const port = await freePort();
  const tlsPort = options.tls ? await freePort() : undefined;
  const mailDir = join(dir, 'mail');
  for (const sub of ['run', 'state', 'mail']) await mkdir(join(dir, sub));
  // Dovecot's login and auth processes (unprivileged users as root) must reach these paths.
  await chmod(dir, 0o755);
  if (isRoot) await chown(mailDir, ROOT_MAIL_UID, ROOT_MAIL_UID);

  const passwd = options.users.map(({ user, password }) => `${user}:{PLAIN}${password}\n`);
  await writeFile(join(dir, 'users'), passwd.join(''), { mode: 0o644 });

  let certificate: string | undefined;
  if (tlsPort !== undefined) certificate = await makeCertificate(dir);

  const config = join(dir, 'dovecot.conf');
  const group = isRoot ? 'dovecot' : await groupName(userInfo().gid);
  const { imapMaxLineLength } = options;
  await writeFile(config, dovecotConfig({ dir, port, tlsPort, isRoot, group, imapMaxLineLength }));

  const child = spawn(dovecot, ['-F', '-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    await waitForPort(port, child, () => stderr, join(dir, 'dovecot.log'));
    // doveadm asks the auth service for the user: its socket must take connections too.
    await waitForSocket(join(dir, 'run', 'auth-userdb'));
  } catch (error) {
    await killChild(child);
    throw error;
  }

  const adm = (...args: string[]): Promise<void> => admRetrying(doveadm, ['-c', config, ...args]);
  const server: DovecotServer = {
    host: HOST,
    port,
    dir,
    stop: async () => {
      await adm('stop').catch(() => undefined);
      await killChild(child);
      await rm(dir, { recursive: true, force: true });
    },
    createMailbox: (user, mailbox) => adm('mailbox', 'create', '-u', user, mailbox),
    setUidValidity: (user, mailbox, uidValidity) =>
      adm('mailbox', 'update', '-u', user, '--uid-validity', String(uidValidity), mailbox),
    appendMessages: async (user, mailbox, raws) => {
      const password = options.users.find((entry) => entry.user === user)?.password;
      if (password === undefined) throw new Error(`dovecot: unknown user "${user}"`);
      const client = new ImapFlow({
        host: HOST,
        port,
        secure: false,
        doSTARTTLS: false, // loopback; the self-signed certificate would fail verification
        auth: { user, pass: password },
        logger: false,
      });
      await client.connect();
      try {
        const uids: number[] = [];
        for (const raw of raws) {
          const appended = await client.append(mailbox, raw);
          if (appended && appended.uid !== undefined) uids.push(appended.uid);
        }
        return uids;
      } finally {
        await client.logout();
      }
    },
  };
  if (tlsPort !== undefined) {
    server.tlsPort = tlsPort;
    server.certificate = certificate;
  }
  return server;
}

interface ConfigInput {
  dir: string;
  port: number;
  tlsPort?: number;
  isRoot: boolean;
  group: string;
  imapMaxLineLength?: number;
}

function dovecotConfig(o: ConfigInput): string {
  const me = userInfo();
  const tls = o.tlsPort !== undefined;
  return `# Generated by @papertray/test-servers for one test run.
protocols = imap
listen = ${HOST}
instance_name = test-dovecot-${o.port}
base_dir = ${o.dir}/run
state_dir = ${o.dir}/state
log_path = ${o.dir}/dovecot.log
info_log_path = ${o.dir}/dovecot.log
ssl = ${tls ? 'yes' : 'no'}
${tls ? `ssl_cert = <${o.dir}/cert.pem\nssl_key = <${o.dir}/key.pem\nssl_min_protocol = TLSv1.2` : ''}
disable_plaintext_auth = no
auth_mechanisms = plain login
# Tests try wrong passwords on purpose; Dovecot's default 2 s penalty only slows them down.
auth_failure_delay = 0
default_login_user = ${o.isRoot ? 'dovenull' : me.username}
default_internal_user = ${o.isRoot ? 'dovecot' : me.username}
default_internal_group = ${o.group}
first_valid_uid = ${o.isRoot ? 1 : me.uid}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${o.dir}/users
}
userdb {
  driver = static
  args = uid=${o.isRoot ? ROOT_MAIL_UID : me.uid} gid=${o.isRoot ? ROOT_MAIL_UID : me.gid} home=${o.dir}/mail/%u
}
mail_location = maildir:~/Maildir
mail_fsync = never
service anvil {
  chroot =
}
service imap-login {
  chroot =
  inet_listener imap {
    address = ${HOST}
    port = ${o.port}
  }
  inet_listener imaps {
    address = ${HOST}
    port = ${o.tlsPort ?? 0}
  }
}
protocol imap {
  mail_max_userip_connections = 50
${o.imapMaxLineLength ? `  imap_max_line_length = ${o.imapMaxLineLength}\n` : ''}}
`;
}

/** The group name for a gid (Dovecot wants a name); falls back to the number. */
async function groupName(gid: number): Promise<string> {
  const groups = await readFile('/etc/group', 'utf8').catch(() => '');
  const line = groups.split('\n').find((entry) => entry.split(':')[2] === String(gid));
  return line?.split(':')[0] || String(gid);
}

async function makeCertificate(dir: string): Promise<string> {
  const openssl = await findBinary('openssl');
  await run(openssl, [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout',
    join(dir, 'key.pem'),
    '-out',
    join(dir, 'cert.pem'),
  ]);
  await chmod(join(dir, 'key.pem'), 0o600);
  return readFile(join(dir, 'cert.pem'), 'utf8');
}

/** Searches PATH plus the sbin directories ordinary users often lack in theirs. */
async function findBinary(name: string): Promise<string> {
  const dirs = [
    ...(process.env.PATH ?? '').split(delimiter),
    '/usr/sbin',
    '/usr/local/sbin',
    '/sbin',
  ];
  for (const dir of dirs.filter(Boolean)) {
    const candidate = join(dir, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  throw new Error(
    `${name} is not installed (looked in PATH and /usr/sbin). Install it with: ` +
      'apt-get install -y dovecot-imapd openssl (see docs in guide/test-infra.md)',
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not get a free port'));
      });
    });
  });
}

async function waitForPort(
  port: number,
  child: ChildProcess,
  stderr: () => string,
  logFile: string,
): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const log = await readFile(logFile, 'utf8').catch(() => '');
      throw new Error(
        `dovecot exited during start (${child.exitCode ?? child.signalCode}):\n${stderr()}${log}`,
      );
    }
    if (await canConnect(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`dovecot did not listen on ${HOST}:${port} within ${START_TIMEOUT_MS} ms`);
}

/**
 * Waits until the unix socket takes a connection. The IMAP port can listen while the auth
 * service's socket still refuses: seen in CI under load, doveadm failed with "userdb
 * lookup(owner): connect(.../run/auth-userdb) failed: Connection refused".
 */
async function waitForSocket(path: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (await canConnect({ path })) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`dovecot's ${path} took no connection within ${START_TIMEOUT_MS} ms`);
}

/**
 * doveadm, tried again while the auth service refuses connections (it restarts its processes
 * on demand; under load a lookup can meet it between two), at most five times.
 */
async function admRetrying(doveadm: string, args: string[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await run(doveadm, args);
      return;
    } catch (error) {
      const refused = /Connection refused|auth-master/.test(String((error as Error).message));
      if (!refused || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

function canConnect(target: number | { path: string }): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(
      typeof target === 'number' ? { host: HOST, port: target } : target,
    );
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Waits for the master process to exit; SIGTERM then SIGKILL by pid if it lingers. */
async function killChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const within = (ms: number) =>
    Promise.race([
      exited.then(() => true),
      new Promise<boolean>((r) => setTimeout(() => r(false), ms)),
    ]);
  if (await within(2_000)) return;
  child.kill('SIGTERM');
  if (await within(2_000)) return;
  child.kill('SIGKILL');
  await exited;
}
