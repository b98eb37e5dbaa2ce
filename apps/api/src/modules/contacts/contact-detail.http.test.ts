import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGES,
  emptyExtractedData,
  type TContact,
  type TContactMonthly,
  type TDocumentList,
  type TExtractedData,
} from '@papertray/contract';
import { DB_KINDS } from '../../../test/databases';
import { addMember, setPlan, userIdByEmail } from '../../../test/factories';
import { api, createProject, json, registerUser } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { contacts, documents } from '../../platform/db/schema';
import { seedDocument } from '../documents/testing/seed-documents';
import { ContactsRepository } from './contacts.repository';

describe.each(DB_KINDS)('contact detail over HTTP on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let accountant: string;
  let outsider: string;
  let projectId: string;
  let otherProjectId: string;
  const http = () => api(t.app);

  beforeAll(async () => {
    t = await createTestApp(kind);
    const ownerUser = await registerUser(t.app);
    owner = ownerUser.accessToken;
    await setPlan(t.database, await userIdByEmail(t.database, ownerUser.email), 'business');
    const acc = await registerUser(t.app);
    accountant = acc.accessToken;
    outsider = (await registerUser(t.app)).accessToken;
    projectId = (await createProject(t.app, owner, { name: 'Contacts' }))._id;
    otherProjectId = (await createProject(t.app, owner, { name: 'Other' }))._id;
    await addMember(t.database, projectId, acc.email, 'accountant');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const repo = () => new ContactsRepository(t.database.db);
  const newContact = async (name: string, project = projectId) =>
    repo().insertCompany(
      { projectId: project, name, nameKey: name.toLowerCase(), taxId: null, address: null },
      t.database.db,
    );
  const data = (fields: Partial<TExtractedData>): TExtractedData => ({
    ...emptyExtractedData(),
    ...fields,
  });
  const recompute = (ids: string[]) => repo().recomputeMetadata(ids, t.database.db);

  it('lists every contact of a project by name and answers 404 to outsiders', async () => {
    await newContact('Zeta Supplies');
    await newContact('Alpha Foods');
    const list = await http().get(`/api/contacts/project/${projectId}`, accountant);
    expect(list.statusCode, list.body).toBe(200);
    const names = json<TContact[]>(list).map((c) => c.name);
    expect(names.indexOf('Alpha Foods')).toBeLessThan(names.indexOf('Zeta Supplies'));
    expect((await http().get(`/api/contacts/project/${projectId}`, outsider)).statusCode).toBe(404);
  });

  it("lists a contact's documents newest issue date first, searchable by invoice number", async () => {
    const contact = await newContact('Doc Lister');
    await seedDocument(t.database, {
      projectId,
      contactId: contact.id,
      name: 'Older',
      extractedData: data({ issueDate: '2024-01-10', invoiceNumber: 'INV7001' }),
    });
    await seedDocument(t.database, {
      projectId,
      contactId: contact.id,
      name: 'Newer',
      extractedData: data({ issueDate: '2024-05-10', invoiceNumber: 'INV7002' }),
    });
    await seedDocument(t.database, { projectId, name: 'Someone else' });
    const list = await http().get(`/api/contacts/${contact.id}/documents`, accountant);
    expect(list.statusCode, list.body).toBe(200);
    expect(json<TDocumentList>(list).data.map((d) => d.name)).toEqual(['Newer', 'Older']);
    const found = await http().get(
      `/api/contacts/${contact.id}/documents?search=INV7001`,
      accountant,
    );
    expect(json<TDocumentList>(found).data.map((d) => d.name)).toEqual(['Older']);

    const missing = await http().get(`/api/contacts/${contact.id}/documents`, outsider);
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe(CONTACT_MESSAGES.contactNotFound);
  });

  it('charts invoices per month with totals per currency, never summed across currencies', async () => {
    const contact = await newContact('Chart Vendor');
    const invoice = (issueDate: string, totalAmount: number, currency: string) =>
      seedDocument(t.database, {
        projectId,
        contactId: contact.id,
        extractedData: data({ issueDate, totalAmount, currency }),
      });
    await invoice('2024-03-02', 1000, 'EUR');
    await invoice('2024-03-20', 500, 'EUR');
    await invoice('2024-03-25', 700, 'USD');
    await invoice('2024-11-01', 250, 'EUR');
    await invoice('2023-12-31', 9999, 'EUR');
    await seedDocument(t.database, {
      projectId,
      contactId: contact.id,
      state: 'trash',
      extractedData: data({ issueDate: '2024-03-05', totalAmount: 5, currency: 'EUR' }),
    });
    await seedDocument(t.database, {
      projectId,
      contactId: contact.id,
      type: 'contract',
      extractedData: data({ issueDate: '2024-03-05' }),
    });

    const response = await http().get(`/api/contacts/${contact.id}/monthly?year=2024`, accountant);
    expect(response.statusCode, response.body).toBe(200);
    const chart = json<TContactMonthly>(response);
    expect(chart.months).toHaveLength(12);
    expect(chart.months[2]).toEqual({
      month: 3,
      count: 3,
      totals: [
        { currency: 'EUR', amount: 1500 },
        { currency: 'USD', amount: 700 },
      ],
    });
    expect(chart.months[0]).toEqual({ month: 1, count: 0, totals: [] });
    expect(chart.total).toEqual({
      count: 4,
      totals: [
        { currency: 'EUR', amount: 1750 },
        { currency: 'USD', amount: 700 },
      ],
    });
    expect(chart.years).toEqual([2024, 2023]);
    // 'Last seen' is the latest document's own date, not the day the files were uploaded.
    await recompute([contact.id]);
    const seen = json<TContact>(await http().get(`/api/contacts/${contact.id}`, accountant));
    expect(seen.metadata.lastSeen).toBe('2024-11-01T00:00:00.000Z');
    // Without a year: the latest year with invoices, not an empty current year.
    const latest = json<TContactMonthly>(
      await http().get(`/api/contacts/${contact.id}/monthly`, accountant),
    );
    expect(latest.year).toBe(2024);
    expect(latest.total.count).toBe(4);
    const empty = await newContact('No Invoices Vendor');
    const current = json<TContactMonthly>(
      await http().get(`/api/contacts/${empty.id}/monthly`, accountant),
    );
    expect(current.year).toBe(new Date().getUTCFullYear());
    expect(current.years).toEqual([]);
    expect(
      (await http().get(`/api/contacts/${contact.id}/monthly?year=abc`, owner)).statusCode,
    ).toBe(400);
    expect((await http().get(`/api/contacts/${contact.id}/monthly`, outsider)).statusCode).toBe(
      404,
    );
  });

  it('merges a duplicate: documents and totals move over, the source is gone', async () => {
    const target = await newContact('Merge Target');
    const source = await newContact('Merge Source');
    await t.database.db
      .update(contacts)
      .set({ email: 'billing@source.example', phone: '+31 20 123' })
      .where(eq(contacts.id, source.id));
    await seedDocument(t.database, {
      projectId,
      contactId: target.id,
      extractedData: data({ totalAmount: 1000, currency: 'EUR' }),
    });
    const moved = await seedDocument(t.database, {
      projectId,
      contactId: source.id,
      extractedData: data({ totalAmount: 300, currency: 'EUR' }),
    });
    await seedDocument(t.database, {
      projectId,
      contactId: source.id,
      extractedData: data({ totalAmount: 40, currency: 'GBP' }),
    });
    await recompute([target.id, source.id]);

    const merged = await http().post(
      `/api/contacts/${target.id}/merge`,
      { sourceContactId: source.id },
      accountant,
    );
    expect(merged.statusCode, merged.body).toBe(200);
    expect(json<TContact>(merged)).toMatchObject({
      name: 'Merge Target',
      email: 'billing@source.example',
      metadata: {
        documentCount: 3,
        currency: 'EUR',
        totalAmount: 1300,
        totals: [
          { currency: 'EUR', amount: 1300 },
          { currency: 'GBP', amount: 40 },
        ],
      },
    });
    const [document] = await t.database.db
      .select({ contactId: documents.contactId })
      .from(documents)
      .where(eq(documents.id, moved.id));
    expect(document?.contactId).toBe(target.id);
    const gone = await http().get(`/api/contacts/${source.id}`, accountant);
    expect(gone.statusCode).toBe(404);
    expect(json(gone).message).toBe(CONTACT_MESSAGES.contactNotFound);
  });

  it('refuses to merge a contact into itself, across projects, or for outsiders', async () => {
    const target = await newContact('Refusing Target');
    const foreign = await newContact('Foreign', otherProjectId);
    const self = await http().post(
      `/api/contacts/${target.id}/merge`,
      { sourceContactId: target.id },
      owner,
    );
    expect(self.statusCode).toBe(400);
    expect(json(self).message).toBe(CONTACT_MESSAGES.mergeIntoItself);
    const across = await http().post(
      `/api/contacts/${target.id}/merge`,
      { sourceContactId: foreign.id },
      owner,
    );
    expect(across.statusCode).toBe(404);
    const outside = await http().post(
      `/api/contacts/${target.id}/merge`,
      { sourceContactId: foreign.id },
      outsider,
    );
    expect(outside.statusCode).toBe(404);
    expect((await http().get(`/api/contacts/${foreign.id}`, owner)).statusCode).toBe(200);
  });
});
