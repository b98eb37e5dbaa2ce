import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { API_ROOT, REPO_ROOT } from '../../src/platform/paths';

const OUTPUT_KEEP_CHARS = 200_000;

export interface AppProcess {
  name: string;
  child: ChildProcess;
  /** The HTTP address every process answers on (`/api/ready`), once it listens. */
  listening: Promise<string>;
  /** Exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** stdout and stderr so far (the last 200,000 characters). */
  output(): string;
}

/** What every process of one deployment shares: database, bucket, keys, mail domain. */
export interface Deployment {
  databaseUrl: string;
  s3Endpoint: string;
  bucket: string;
  /** Each process gets its own data dir below it. */
  dataRoot: string;
  keys: Record<'jwt' | 'encryption' | 'altcha', string>;
  mailDomain: string;
  /** The smtp process's port; 0 (a free one) by default. */
  smtpPort?: number;
}

/**
 * The environment of one process with `roles`, as deploy/compose.yaml splits them: PostgreSQL and
 * an S3-protocol bucket (s3rver's fixed credentials), shared keys, the production log level (the
 * "Server listening" line is how startAppProcess learns the address), no bot check.
 */
export function roleEnv(
  name: string,
  roles: string,
  deployment: Deployment,
): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: '0',
    ROLES: roles,
    DATA_DIR: path.join(deployment.dataRoot, name),
    DATABASE_URL: deployment.databaseUrl,
    STORAGE: 's3',
    S3_BUCKET: deployment.bucket,
    S3_ENDPOINT: deployment.s3Endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    JWT_SECRET: deployment.keys.jwt,
    ENCRYPTION_KEY: deployment.keys.encryption,
    ALTCHA_HMAC_KEY: deployment.keys.altcha,
    BOT_CHECK: 'off',
    AUTH_RATE_LIMIT: '1000',
    MAIL_DOMAIN: deployment.mailDomain,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(deployment.smtpPort ?? 0),
    SMTP_GREETING_PAUSE: 'never',
    SMTP_RATE_LIMIT_PER_MINUTE: '100000',
    INBOX_SYNC_INTERVAL_MINUTES: '1',
  };
}

/**
 * Starts the real server entry as `npm run dev` and the process tests run it (tsx with
 * src/preload.ts, no build), with the given environment on top of the test's own.
 */
export function startAppProcess(name: string, env: Record<string, string>): AppProcess {
  const child = spawn(
    path.join(REPO_ROOT, 'node_modules/.bin/node'),
    ['--import', 'tsx', '--import', './src/preload.ts', 'src/main.ts'],
    { cwd: API_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > OUTPUT_KEEP_CHARS * 2) output = output.slice(-OUTPUT_KEEP_CHARS);
  };
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      append(chunk);
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr!.on('data', append);
    void exited.then(({ code, signal }) =>
      reject(new Error(`${name} exited (${signal ?? code}) before listening:\n${output}`)),
    );
  });
  listening.catch(() => {});
  return { name, child, listening, exited, output: () => output };
}

/** SIGTERM, then the exit; SIGKILL if it is not gone within `graceMs`. */
export async function stopAppProcess(
  app: AppProcess,
  graceMs = 15_000,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; killed: boolean }> {
  if (app.child.exitCode !== null || app.child.signalCode !== null) {
    return { ...(await app.exited), killed: false };
  }
  app.child.kill('SIGTERM');
  const timer = new Promise<null>((resolve) => setTimeout(() => resolve(null), graceMs));
  const result = await Promise.race([app.exited, timer]);
  if (result) return { ...result, killed: false };
  app.child.kill('SIGKILL');
  return { ...(await app.exited), killed: true };
}

/** A loopback port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
