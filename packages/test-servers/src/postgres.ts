import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 (apt-get install postgresql); override with PG_BIN_DIR. */
export const DEFAULT_PG_BIN_DIR = '/usr/lib/postgresql/15/bin';

export interface PostgresServer {
  host: string;
  port: number;
  /** Superuser connection URL for a database on this server. */
  url(database?: string): string;
  /** CREATE DATABASE, optionally as a copy of a template database. */
  createDatabase(name: string, template?: string): Promise<string>;
  dir: string;
  /**
   * Stops the cluster the way an operator's restart does (`pg_ctl -m fast`: open sessions are
   * terminated, in-flight transactions roll back), keeps it down `downMs`, and starts it again on
   * the same port and data. Clients must reconnect by themselves.
   */
  restart(options?: { downMs?: number }): Promise<void>;
  stop(): Promise<void>;
}

export class PostgresBinariesMissingError extends Error {
  constructor(binDir: string) {
    super(
      `PostgreSQL binaries not found in ${binDir}. Install them with ` +
        '`apt-get install -y postgresql` (CI does this in .ci/run), or set PG_BIN_DIR.',
    );
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

const isRoot = () => process.getuid?.() === 0;

/** initdb and pg_ctl refuse to run as root, so as root they run as the `postgres` user. */
function asServerUser(binary: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
}

function validName(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid database name: ${name}`);
  return name;
}

/**
 * Starts a throw-away PostgreSQL cluster in a temp dir on a free loopback port (trust auth,
 * durability off for speed). Stop it with `stop()`, which also deletes the directory.
 */
export async function startPostgres(options: { binDir?: string } = {}): Promise<PostgresServer> {
  const binDir = options.binDir ?? process.env.PG_BIN_DIR ?? DEFAULT_PG_BIN_DIR;
  const bin = (name: string) => path.join(binDir, name);
  if (!existsSync(bin('initdb')) || !existsSync(bin('pg_ctl'))) {
    throw new PostgresBinariesMissingError(binDir);
  }

  const dir = await mkdtemp(path.join(tmpdir(), 'papertray-pg-'));
  const dataDir = path.join(dir, 'data');
  const socketDir = path.join(dir, 'sock');
  await mkdir(socketDir);
  if (isRoot()) {
    await chmod(dir, 0o755);
    await run('chown', ['-R', 'postgres:', dir]);
  }

  const host = '127.0.0.1';
  const port = await freePort();
  const pgCtl = (args: string[]) => run(...asServerUser(bin('pg_ctl'), ['-D', dataDir, ...args]));
  const serverOptions = [
    `-p ${port}`,
    `-k ${socketDir}`,
    `-c listen_addresses=${host}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const startServer = () =>
    pgCtl(['-l', path.join(dir, 'server.log'), '-w', '-o', serverOptions, 'start']);

  try {
    await run(
      ...asServerUser(bin('initdb'), [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--auth=trust',
        '-E',
        'UTF8',
        '--locale=C.UTF-8',
      ]),
    );
    await startServer();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }

  const url = (database = 'postgres') => `postgresql://postgres@${host}:${port}/${database}`;
  let stopped = false;

  return {
    host,
    port,
    dir,
    url,
    async createDatabase(name, template) {
      const args = ['-h', host, '-p', String(port), '-U', 'postgres'];
      if (template) args.push('-T', validName(template));
      await run(bin('createdb'), [...args, validName(name)]);
      return url(name);
    },
    async restart({ downMs = 0 } = {}) {
      if (stopped) throw new Error('PostgreSQL was stopped for good');
      await pgCtl(['-m', 'fast', '-w', 'stop']);
      if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs));
      await startServer();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        await pgCtl(['-m', 'immediate', '-w', 'stop']);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
