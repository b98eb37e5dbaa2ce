import type { Pool } from 'pg';
import { startTcpProxy, type TcpProxy } from '@papertray/test-servers/tcp-proxy';
import { clonePostgresTemplate } from '../../../../test/databases';
import type { DatabaseHandle } from '../database';
import { openPostgres, type PostgresTimeouts } from '../postgres';

export interface ProxiedPostgres {
  /** Slows or stalls the connections of `database`. */
  proxy: TcpProxy;
  /** Through the proxy, with the given pool size and timeouts. */
  database: DatabaseHandle & { pool: Pool };
  /** Straight to the server, to check what was stored. */
  direct: DatabaseHandle & { pool: Pool };
  close(): Promise<void>;
}

/** A fresh clone of the migrated template, opened once directly and once through a TCP proxy. */
export async function openProxiedPostgres(options: {
  maxConnections: number;
  timeouts: Partial<PostgresTimeouts>;
}): Promise<ProxiedPostgres> {
  const url = new URL(await clonePostgresTemplate());
  const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port) });
  const direct = await openPostgres({ url: url.href, migrate: false, maxConnections: 1 });
  const proxied = new URL(url);
  proxied.port = String(proxy.port);
  const database = await openPostgres({
    url: proxied.href,
    migrate: false,
    maxConnections: options.maxConnections,
    timeouts: options.timeouts,
    onIdleError: () => {},
  });
  return {
    proxy,
    database,
    direct,
    async close() {
      proxy.resume();
      await database.close();
      await direct.close();
      await proxy.close();
    },
  };
}
