import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../../../platform/db/database';
import { documents, type DocumentRow, type NewDocumentRow } from '../../../platform/db/schema';

/**
 * Inserts a processed document row straight into the database: review, folder and contact tests
 * need documents in given states, not the extraction that would make them.
 */
export async function seedDocument(
  database: DatabaseHandle,
  row: Pick<NewDocumentRow, 'projectId'> & Partial<NewDocumentRow>,
): Promise<DocumentRow> {
  const [created] = await database.db
    .insert(documents)
    .values({
      name: 'Seeded document',
      originalFilename: 'seeded.pdf',
      fileKey: randomBytes(32).toString('hex'),
      size: 1000,
      mimeType: 'application/pdf',
      source: 'manual_upload',
      type: 'invoice',
      processingStatus: 'done',
      ...row,
    })
    .returning();
  if (!created) throw new Error('seeded document missing');
  return created;
}
