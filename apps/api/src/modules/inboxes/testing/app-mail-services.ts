import path from 'node:path';
import type { TestApp } from '../../../../test/test-app';
import { loadSecrets } from '../../../platform/secrets';
import { DiskStorage } from '../../../platform/storage/disk-storage';
import type { FileStorage } from '../../../platform/storage/file-storage';
import { createMailServices, type MailServices } from '../mail-services';
import type { InboxSyncSettings } from '../sync/inbox-sync.service';

/**
 * The mail services over a test app's own database and file store, as another role of the same
 * deployment would have them: mail they ingest is what the app's API then serves.
 */
export async function appMailServices(
  t: TestApp,
  syncSettings?: Partial<InboxSyncSettings>,
): Promise<{ mail: MailServices; storage: FileStorage }> {
  const storage = await DiskStorage.open(path.join(t.dataDir, 'files'));
  const mail = createMailServices({
    db: t.database.db,
    storage,
    encryptionKey: loadSecrets(t.config).encryptionKey,
    log: { warn: () => {}, info: () => {} },
    ...(syncSettings ? { syncSettings } : {}),
  });
  return { mail, storage };
}
