/**
 * Where the database names stored files: the content-addressed keys (SHA-256) of raw mails,
 * attachments, document originals and thumbnails. Backup, restore and storage verification all
 * walk the same columns.
 */
export const FILE_KEY_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  emails: ['raw_key'],
  attachments: ['sha256'],
  documents: ['file_key', 'thumbnail_key'],
};

/** The file keys one row of a table refers to. */
export function fileKeysOf(table: string, row: Record<string, unknown>): string[] {
  const columns = FILE_KEY_COLUMNS[table] ?? [];
  return columns.map((c) => row[c]).filter((v): v is string => typeof v === 'string');
}
