import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyExtractedData, type TContact, type TExtractedData } from '@papertray/contract';
import { DB_KINDS } from '../../../test/databases';
import { api, createProject, json, registerUser } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { emails } from '../../platform/db/schema';
import { seedDocument } from '../documents/testing/seed-documents';
import { ContactsRepository } from './contacts.repository';

/**
 * 'Last seen' is the latest document's date (issue date, else when it was received). It is
 * stored for sorting, so every change to its inputs made through the API must keep it true.
 */
describe.each(DB_KINDS)("a contact's last seen on %s", (kind) => {
  let t: TestApp;
  let token: string;
  let projectId: string;
  const http = () => api(t.app);

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await registerUser(t.app)).accessToken;
    projectId = (await createProject(t.app, token, { name: 'Last seen' }))._id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const repo = () => new ContactsRepository(t.database.db);
  const newContact = (name: string) =>
    repo().insertCompany(
      { projectId, name, nameKey: name.toLowerCase(), taxId: null, address: null },
      t.database.db,
    );
  const data = (fields: Partial<TExtractedData>): TExtractedData => ({
    ...emptyExtractedData(),
    ...fields,
  });
  const invoice = (contactId: string, issueDate: string) =>
    seedDocument(t.database, { projectId, contactId, extractedData: data({ issueDate }) });
  const lastSeen = async (contactId: string) => {
    const response = await http().get(`/api/contacts/${contactId}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return json<TContact>(response).metadata.lastSeen;
  };
  const ok = (response: { statusCode: number; body: string }) =>
    expect(response.statusCode, response.body).toBe(200);

  it("follows the latest document's date through edits, moves, trash and deletion", async () => {
    const vendor = await newContact('Seen Vendor');
    const other = await newContact('Other Vendor');
    const older = await invoice(vendor.id, '2021-03-04');
    const latest = await invoice(vendor.id, '2022-06-30');
    await invoice(other.id, '2019-01-15');
    await repo().recomputeMetadata([vendor.id, other.id], t.database.db);
    expect(await lastSeen(vendor.id)).toBe('2022-06-30T00:00:00.000Z');

    // The latest document's date corrected: an earlier day than the other document.
    ok(
      await http().patch(
        `/api/documents/${latest.id}`,
        { extractedData: { issueDate: '2020-12-01' } },
        token,
      ),
    );
    expect(await lastSeen(vendor.id)).toBe('2021-03-04T00:00:00.000Z');

    // Moved to another contact: it leaves this one's last seen and sets the other's.
    ok(
      await http().patch(
        `/api/documents/${older.id}`,
        { contactId: other.id, extractedData: { issueDate: '2023-02-02' } },
        token,
      ),
    );
    expect(await lastSeen(vendor.id)).toBe('2020-12-01T00:00:00.000Z');
    expect(await lastSeen(other.id)).toBe('2023-02-02T00:00:00.000Z');

    // Trashed, then deleted for good: the other contact falls back to its remaining document.
    ok(await http().post(`/api/documents/${older.id}/trash`, {}, token));
    expect(await lastSeen(other.id)).toBe('2019-01-15T00:00:00.000Z');
    ok(await http().delete(`/api/documents/${older.id}`, token));
    expect(await lastSeen(other.id)).toBe('2019-01-15T00:00:00.000Z');

    // The vendor's last document trashed: nothing seen any more.
    ok(await http().post(`/api/documents/${latest.id}/trash`, {}, token));
    expect(await lastSeen(vendor.id)).toBeNull();
  });

  it('falls back to when the document was received: its mail, else its upload', async () => {
    const vendor = await newContact('Undated Vendor');
    const [mail] = await t.database.db
      .insert(emails)
      .values({
        projectId,
        source: 'smtp',
        messageId: '<last-seen@test>',
        date: new Date('2018-05-06T07:08:09Z'),
        rawKey: randomBytes(32).toString('hex'),
        rawSize: 10,
      })
      .returning();
    const mailed = await seedDocument(t.database, {
      projectId,
      contactId: vendor.id,
      emailId: mail!.id,
      createdAt: new Date('2025-01-01T00:00:00Z'),
      extractedData: data({}),
    });
    await repo().recomputeMetadata([vendor.id], t.database.db);
    expect(await lastSeen(vendor.id)).toBe('2018-05-06T07:08:09.000Z');

    // Its issue date read later wins over the day it was received.
    ok(
      await http().patch(
        `/api/documents/${mailed.id}`,
        { extractedData: { issueDate: '2017-11-11' } },
        token,
      ),
    );
    expect(await lastSeen(vendor.id)).toBe('2017-11-11T00:00:00.000Z');

    const uploaded = await seedDocument(t.database, {
      projectId,
      contactId: vendor.id,
      createdAt: new Date('2024-08-09T10:00:00Z'),
    });
    ok(await http().patch(`/api/documents/${uploaded.id}`, { name: 'Renamed' }, token));
    // A rename changes no figure; the upload counts once anything recomputes them.
    ok(
      await http().patch(
        `/api/documents/${uploaded.id}`,
        { extractedData: { invoiceNumber: 'R-1' } },
        token,
      ),
    );
    expect(await lastSeen(vendor.id)).toBe('2024-08-09T10:00:00.000Z');
  });
});
