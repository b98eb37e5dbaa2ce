import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  start,
  type DovecotServer,
  type DovecotStartOptions,
} from '@papertray/test-servers/dovecot';
import { openTestDatabase } from '../../../../test/databases';
import type { DatabaseHandle } from '../../../platform/db/database';
import { DiskStorage } from '../../../platform/storage/disk-storage';
import { createMailServices, type MailServices } from '../mail-services';

export interface SyncHarness {
  dovecot: DovecotServer;
  database: DatabaseHandle;
  mail: MailServices;
  stop(): Promise<void>;
}

/** A real Dovecot, a PGlite database and a file store, with the mail services over them. */
export async function startSyncHarness(dovecotOptions: DovecotStartOptions): Promise<SyncHarness> {
  const [dovecot, database, filesDir] = await Promise.all([
    start(dovecotOptions),
    openTestDatabase('pglite'),
    mkdtemp(path.join(tmpdir(), 'papertray-sync-files-')),
  ]);
  const mail = createMailServices({
    db: database.db,
    storage: await DiskStorage.open(filesDir),
    encryptionKey: randomBytes(32).toString('hex'),
    log: { warn: () => {}, info: () => {} },
  });
  return {
    dovecot,
    database,
    mail,
    async stop() {
      await dovecot.stop();
      await database.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
