import { randomUUID } from 'node:crypto';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDocumentListQuery, type TDocumentState } from '@papertray/contract';
import { DB_KINDS, openTestDatabase } from '../../../test/databases';
import type { DatabaseHandle } from '../../platform/db/database';
import { DOCUMENT_STATE_COUNTS } from '../../platform/db/delta-counts';
import { deltaCountRows } from '../../platform/db/testing/delta-count-rows';
import { documents, projects } from '../../platform/db/schema';
import { seedProject } from '../inboxes/testing/mail-fixtures';
import { DocumentsRepository } from './documents.repository';

const STATES: TDocumentState[] = ['paper_tray', 'approved', 'trash'];

describe.each(DB_KINDS)('document state counts on %s', (kind) => {
  let database: DatabaseHandle;
  let repo: DocumentsRepository;
  let projectId: string;
  let ownerId: string;

  const counted = async (project: string) => {
    const rows = await database.db
      .select({ state: documents.state, n: count() })
      .from(documents)
      .where(eq(documents.projectId, project))
      .groupBy(documents.state);
    const of = (state: TDocumentState) => Number(rows.find((r) => r.state === state)?.n ?? 0);
    return { paper_tray: of('paper_tray'), approved: of('approved'), trash: of('trash') };
  };
  const countRows = (project: string) =>
    deltaCountRows(database.db, DOCUMENT_STATE_COUNTS, project);
  const addDocuments = (project: string, n: number) =>
    database.db
      .insert(documents)
      .values(
        Array.from({ length: n }, (_, i) => ({
          projectId: project,
          name: `Doc ${i}`,
          originalFilename: `doc-${i}.pdf`,
          fileKey: randomUUID(),
          size: 1,
          mimeType: 'application/pdf',
          source: 'manual_upload' as const,
          state: STATES[i % STATES.length]!,
        })),
      )
      .returning({ id: documents.id });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    repo = new DocumentsRepository(database.db);
    ({ userId: ownerId, projectId } = await seedProject(database));
  });

  afterAll(async () => {
    await database.close();
  });

  it('follows inserts, state changes one by one and in bulk, and deletes, folding its rows', async () => {
    const ids = (await addDocuments(projectId, 40)).map((row) => row.id);
    expect(await repo.stateCounts(projectId)).toEqual(await counted(projectId));

    // One statement per document: enough rows to be folded on the next read.
    for (const [i, id] of ids.entries()) {
      await database.db
        .update(documents)
        .set({ state: STATES[(i + 1) % STATES.length]! })
        .where(eq(documents.id, id));
    }
    // Updates that leave the state alone add nothing.
    await database.db
      .update(documents)
      .set({ name: sql`${documents.name} || '!'` })
      .where(eq(documents.projectId, projectId));
    expect(await countRows(projectId)).toBeGreaterThan(64);
    expect(await repo.stateCounts(projectId)).toEqual(await counted(projectId));
    expect(await countRows(projectId)).toBeLessThanOrEqual(STATES.length);

    await database.db
      .update(documents)
      .set({ state: 'trash' })
      .where(inArray(documents.id, ids.slice(0, 10)));
    await database.db.delete(documents).where(inArray(documents.id, ids.slice(5, 15)));
    const expected = await counted(projectId);
    expect(await repo.stateCounts(projectId)).toEqual(expected);
    expect(expected.paper_tray + expected.approved + expected.trash).toBe(30);

    const page = await repo.listForMember(
      ZDocumentListQuery.parse({ projectId, state: 'trash' }),
      ownerId,
    );
    expect(page?.total).toBe(expected.trash);
  });

  it('gives the stats cards their figures and folds its rows there too', async () => {
    const ids = (await addDocuments(projectId, 70)).map((row) => row.id);
    for (const id of ids) {
      await database.db.update(documents).set({ state: 'trash' }).where(eq(documents.id, id));
    }
    expect(await countRows(projectId)).toBeGreaterThan(64);
    const expected = await counted(projectId);
    const stats = await repo.projectStats(projectId);
    expect(stats.documents).toEqual({
      total: expected.paper_tray + expected.approved + expected.trash,
      paperTray: expected.paper_tray,
      approved: expected.approved,
      trash: expected.trash,
    });
    expect(stats.contacts).toEqual({ total: 0, companies: 0, persons: 0 });
    expect(await countRows(projectId)).toBeLessThanOrEqual(STATES.length);
  });

  it('goes with its project', async () => {
    const { projectId: other } = await seedProject(database);
    await addDocuments(other, 4);
    expect(await countRows(other)).toBeGreaterThan(0);
    await database.db.delete(projects).where(eq(projects.id, other));
    expect(await countRows(other)).toBe(0);
  });
});
