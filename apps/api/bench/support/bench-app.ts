import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/platform/db/database';
import { loadSecrets } from '../../src/platform/secrets';

/**
 * The real app for a benchmark: production mode, no bot check, no auth rate limit, no logs,
 * listening on a free loopback port. Close it with `app.close()`.
 */
export async function startBenchApp(database: DatabaseHandle, dataDir: string) {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    BOT_CHECK: 'off',
    AUTH_RATE_LIMIT: '1000000000',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database, secrets: loadSecrets(config), logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, address };
}
