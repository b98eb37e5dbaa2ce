import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { REPO_ROOT } from '../platform/paths';

const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
const CLI = path.join(REPO_ROOT, 'apps/api/src/cli/papertray.ts');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function papertray(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      TSX,
      [CLI, ...args],
      { env: { ...process.env, NODE_ENV: 'test', ...env }, timeout: 120_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('papertray operator CLI (a real process on a PGlite data dir)', () => {
  let dataDir: string;
  let s3Dir: string;
  let s3: S3rver;
  let s3Endpoint: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'papertray-cli-'));
    s3Dir = await mkdtemp(path.join(tmpdir(), 'papertray-cli-s3-'));
    // s3rver: an S3-protocol stand-in on loopback, not a product part.
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: 'papertray', configs: [] }],
    });
    const { port } = await s3.run();
    s3Endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(s3Dir, { recursive: true, force: true });
  });

  it('creates a user, refuses a second one with the same email, and moves the install to PostgreSQL and S3', async () => {
    const env = { DATA_DIR: dataDir };
    const created = await papertray(
      [
        'create-user',
        '--email',
        'Ops@Example.com',
        '--password',
        'long enough',
        '--plan',
        'business',
      ],
      env,
    );
    expect(created.stderr).toBe('');
    expect(created.stdout).toMatch(/Created ops@example\.com \(.+\) on the business plan/);

    const again = await papertray(
      ['create-user', '--email', 'ops@example.com', '--password', 'long enough'],
      env,
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('An account with ops@example.com exists already');

    const usage = await papertray(
      ['set-plan', '--email', 'ops@example.com', '--plan', 'gold'],
      env,
    );
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain(
      '--plan must be one of free, professional, business, enterprise',
    );

    const database = `cli_${Date.now()}`;
    const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${database}`);
      const url = inject('postgresAdminUrl').replace(/\/postgres$/, `/${database}`);
      const moved = await papertray(['migrate', '--to-database-url', url, '--to-storage', 's3'], {
        ...env,
        S3_BUCKET: 'papertray',
        S3_ENDPOINT: s3Endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      });
      expect(moved.stderr).toBe('');
      expect(moved.code).toBe(0);
      expect(moved.stdout).toContain('Verified: every row count matches');
      expect(moved.stdout).toMatch(/^ENCRYPTION_KEY=[0-9a-f]{64}$/m);

      const target = new pg.Client({ connectionString: url });
      await target.connect();
      try {
        const { rows } = await target.query('select email, plan from users');
        expect(rows).toEqual([{ email: 'ops@example.com', plan: 'business' }]);
      } finally {
        await target.end();
      }
    } finally {
      await admin.end();
    }
  }, 300_000);
});
