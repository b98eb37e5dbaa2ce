import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyExtractedData, type TDocumentFieldMeta } from '@papertray/contract';
import { DB_KINDS, openTestDatabase } from '../../../test/databases';
import { ownerWithProject } from '../../../test/factories';
import type { DatabaseHandle } from '../../platform/db/database';
import { documents } from '../../platform/db/schema';
import { USUAL_CURRENCY_WINDOW, UsualCurrencyRepository } from './usual-currency.repository';

const READ: TDocumentFieldMeta = { currency: { source: 'text', confidence: 0.8 } };

/** The window of decision 092: the latest documents say what the project's currency is now. */
describe.each(DB_KINDS)('the usual currency’s window on %s', (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  const seed = (projectId: string, currency: string, count: number, from: Date) =>
    database.db.insert(documents).values(
      Array.from({ length: count }, (_, i) => ({
        projectId,
        name: `${currency} ${i}`,
        originalFilename: 'seeded.pdf',
        fileKey: `${projectId}-${currency}-${i}`,
        size: 1000,
        mimeType: 'application/pdf',
        source: 'manual_upload' as const,
        processingStatus: 'done' as const,
        extractedData: { ...emptyExtractedData(), currency },
        fieldMeta: READ,
        createdAt: new Date(from.getTime() + i * 1000),
      })),
    );

  it('counts only the latest documents: a business that moved to euros is in euros now', async () => {
    const { projectId } = await ownerWithProject(database, 'Moved');
    await seed(projectId, 'MYR', 150, new Date('2024-01-01T00:00:00Z'));
    await seed(projectId, 'EUR', 80, new Date('2025-01-01T00:00:00Z'));
    const repo = new UsualCurrencyRepository(database.db);
    const usual = await repo.mostFrequent({
      projectId,
      documentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(usual).toEqual({ currency: 'EUR', documents: 80, outOf: USUAL_CURRENCY_WINDOW });
  });
});
