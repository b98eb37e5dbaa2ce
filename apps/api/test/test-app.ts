import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { PasswordHasher } from '../src/modules/auth/passwords';
import type { DatabaseHandle } from '../src/platform/db/database';
import type { OutgoingMail, OutgoingMessage } from '../src/platform/mail/outgoing-mail';
import { loadSecrets } from '../src/platform/secrets';
import { openTestDatabase, type DbKind } from './databases';

/** Cheap argon2id parameters so tests spend their time on behaviour, not on hashing. */
export const TEST_ARGON2_COST = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** Records outgoing mail instead of sending it. */
export class RecordingMail implements OutgoingMail {
  readonly sent: OutgoingMessage[] = [];
  async send(message: OutgoingMessage) {
    this.sent.push(message);
  }
  async close() {}
  last(): OutgoingMessage | undefined {
    return this.sent.at(-1);
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  mail: RecordingMail;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Reuse a database (several apps over one database); else a fresh clone is opened. */
  database?: DatabaseHandle;
  deps?: Partial<AppDeps>;
}

/** The real app over a real database of the given kind, with bot check off unless env says so. */
export async function createTestApp(kind: DbKind, options: TestAppOptions = {}): Promise<TestApp> {
  // A DATA_DIR the test brings (e.g. on a small tmpfs) is the test's to remove.
  const ownDataDir = !options.env?.DATA_DIR;
  const dataDir = options.env?.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'papertray-app-')));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    BOT_CHECK: 'off',
    AUTH_RATE_LIMIT: '100000',
    PUBLIC_URL: 'http://papertray.test',
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase(kind));
  const mail = new RecordingMail();
  const app = await buildApp({
    config,
    database,
    secrets: loadSecrets(config),
    mail,
    passwords: new PasswordHasher(TEST_ARGON2_COST),
    logger: false,
    ...options.deps,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    mail,
    dataDir,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
