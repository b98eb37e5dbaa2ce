import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZContactListQuery, type TContactType } from '@papertray/contract';
import { DB_KINDS, openTestDatabase } from '../../../test/databases';
import type { DatabaseHandle } from '../../platform/db/database';
import { CONTACT_TYPE_COUNTS } from '../../platform/db/delta-counts';
import { deltaCountRows } from '../../platform/db/testing/delta-count-rows';
import { contacts, projects } from '../../platform/db/schema';
import { DocumentsRepository } from '../documents/documents.repository';
import { seedProject } from '../inboxes/testing/mail-fixtures';
import { ContactsRepository } from './contacts.repository';

describe.each(DB_KINDS)('contact type counts on %s', (kind) => {
  let database: DatabaseHandle;
  let contactsRepo: ContactsRepository;
  let documentsRepo: DocumentsRepository;
  let projectId: string;
  let ownerId: string;

  /** The truth, counted from the contacts themselves. */
  const counted = async (project: string) => {
    const rows = await database.db
      .select({ type: contacts.type, n: count() })
      .from(contacts)
      .where(eq(contacts.projectId, project))
      .groupBy(contacts.type);
    const of = (type: TContactType) => Number(rows.find((r) => r.type === type)?.n ?? 0);
    return { total: of('company') + of('person'), companies: of('company'), persons: of('person') };
  };
  const countRows = (project: string) => deltaCountRows(database.db, CONTACT_TYPE_COUNTS, project);
  const addContacts = (project: string, n: number, type: TContactType = 'company') =>
    database.db
      .insert(contacts)
      .values(
        Array.from({ length: n }, (_, i) => ({
          projectId: project,
          type,
          name: `Supplier ${i}`,
          nameKey: `supplier ${i}`,
        })),
      )
      .returning({ id: contacts.id });
  const listTotal = async (type?: TContactType) =>
    (await contactsRepo.listForMember(ZContactListQuery.parse({ projectId, type }), ownerId))
      ?.total;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    contactsRepo = new ContactsRepository(database.db);
    documentsRepo = new DocumentsRepository(database.db);
    ({ userId: ownerId, projectId } = await seedProject(database));
  });

  afterAll(async () => {
    await database.close();
  });

  it('follows inserts, retyping, figure updates and deletes, in the list and the stats', async () => {
    const companies = (await addContacts(projectId, 12)).map((row) => row.id);
    await addContacts(projectId, 3, 'person');
    await database.db
      .update(contacts)
      .set({ type: 'person' })
      .where(inArray(contacts.id, companies.slice(0, 2)));
    // Updates that leave the type alone (the figures every new document changes) add nothing.
    const rowsBefore = await countRows(projectId);
    await database.db
      .update(contacts)
      .set({ documentCount: 3 })
      .where(eq(contacts.projectId, projectId));
    expect(await countRows(projectId)).toBe(rowsBefore);
    await database.db.delete(contacts).where(inArray(contacts.id, companies.slice(1, 4)));

    const expected = await counted(projectId);
    expect(expected).toEqual({ total: 12, companies: 8, persons: 4 });
    expect((await documentsRepo.projectStats(projectId)).contacts).toEqual(expected);
    expect(await listTotal()).toBe(12);
    expect(await listTotal('company')).toBe(8);
    expect(await listTotal('person')).toBe(4);
  });

  it('folds its rows once many piled up, from the list and from the stats', async () => {
    const ids = (await addContacts(projectId, 70)).map((row) => row.id);
    for (const id of ids) {
      await database.db.update(contacts).set({ type: 'person' }).where(eq(contacts.id, id));
    }
    expect(await countRows(projectId)).toBeGreaterThan(64);
    const expected = await counted(projectId);
    expect(await listTotal()).toBe(expected.total);
    expect(await countRows(projectId)).toBeLessThanOrEqual(2);

    for (const id of ids) {
      await database.db.update(contacts).set({ type: 'company' }).where(eq(contacts.id, id));
    }
    expect(await countRows(projectId)).toBeGreaterThan(64);
    expect((await documentsRepo.projectStats(projectId)).contacts).toEqual(
      await counted(projectId),
    );
    expect(await countRows(projectId)).toBeLessThanOrEqual(2);
  });

  it('goes with its project', async () => {
    const { projectId: other } = await seedProject(database);
    await addContacts(other, 4);
    expect(await countRows(other)).toBeGreaterThan(0);
    await database.db.delete(projects).where(eq(projects.id, other));
    expect(await countRows(other)).toBe(0);
  });
});
