import { z } from 'zod';

export const BACKUP_FORMAT = 'papertray-backup';

/**
 * manifest.json, written last: a backup folder without one is incomplete. Table files and the
 * file list carry their SHA-256, and every stored file is named by its own SHA-256, so a restore
 * checks every byte it reads.
 */
export const ZBackupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  createdAt: z.string(),
  /** The database the backup was taken from; it restores into either kind. */
  database: z.enum(['pglite', 'postgres']),
  /** Applied migrations: a restore needs a database at the same schema version. */
  migrations: z.number().int(),
  /** In restore order (every table after those it references). */
  tables: z.array(
    z.object({
      name: z.string(),
      columns: z.array(z.string()),
      key: z.array(z.string()),
      rows: z.number().int(),
      sha256: z.string(),
    }),
  ),
  files: z.object({
    count: z.number().int(),
    bytes: z.number().int(),
    /** SHA-256 of files.jsonl (one `{key, size}` per stored file). */
    listSha256: z.string(),
    /** Keys the database names that the storage did not have when the backup was taken. */
    missing: z.array(z.string()),
  }),
});
export type BackupManifest = z.infer<typeof ZBackupManifest>;
