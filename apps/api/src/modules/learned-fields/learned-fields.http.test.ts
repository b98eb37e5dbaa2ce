import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LEARNED_FIELD_MESSAGES,
  type TDocument,
  type TLearnedFieldList,
  type TUploadDocumentResponse,
} from '@papertray/contract';
import { DB_KINDS } from '../../../test/databases';
import { api, createProject, json, registerUser } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { learnedFields } from '../../platform/db/schema';
import { ContactsRepository } from '../contacts/contacts.repository';
import { multipart } from '../documents/testing/multipart';
import { vendorInvoice } from './testing/vendor-invoice';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(DB_KINDS)('learning from corrections on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let projectId: string;

  const upload = async (file: Buffer, name: string) => {
    const form = multipart({ projectId, source: 'manual_upload' }, [
      { filename: name, content: file },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { _id } = json<TUploadDocumentResponse>(response).document;
    return json<TDocument>(await api(t.app).get(`/api/documents/${_id}`, token));
  };
  const createContact = async (name: string) =>
    (
      await new ContactsRepository(t.database.db).insertCompany(
        { projectId, name, nameKey: name.toLowerCase(), taxId: null, address: null },
        t.database.db,
      )
    ).id;
  const learned = async (contactId: string, as = token) =>
    api(t.app).get(`/api/contacts/${contactId}/learned-fields`, as);

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await registerUser(t.app)).accessToken;
    projectId = (await createProject(t.app, token, { name: 'Learning' }))._id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('a corrected invoice number is learned, read first on the next document, and forgotten', async () => {
    const first = await upload(await vendorInvoice('VG-88123', 0, 2), 'first.pdf');
    const contactId = first.contactId!._id;
    expect(json<TLearnedFieldList>(await learned(contactId)).data).toEqual([]);

    const corrected = await api(t.app).patch(
      `/api/documents/${first._id}`,
      { extractedData: { invoiceNumber: 'VG-88123' } },
      token,
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    const list = json<TLearnedFieldList>(await learned(contactId)).data;
    expect(list).toEqual([
      {
        _id: expect.any(String),
        contactId,
        field: 'invoiceNumber',
        label: 'Vorgang',
        page: 1,
        value: null,
        learnedAt: expect.any(String),
        document: { _id: first._id, name: expect.any(String) },
      },
    ]);

    // The vendor's next document: moved, longer, another reference.
    const next = await upload(await vendorInvoice('VG-90417', 18, 6), 'next.pdf');
    expect(next.contactId?._id).toBe(contactId);
    expect(next.extractedData?.invoiceNumber).toBe('VG-90417');
    expect(next.fieldMeta.invoiceNumber).toEqual({
      source: 'text',
      confidence: expect.any(Number),
      evidence: 'after "Vorgang", as your correction taught for this vendor',
      learned: { learnedAt: list[0]!.learnedAt, label: 'Vorgang' },
    });
    expect(next.fieldMeta.invoiceNumber!.confidence).toBeGreaterThanOrEqual(0.9);

    const forgotten = await api(t.app).delete(
      `/api/contacts/${contactId}/learned-fields/${list[0]!._id}`,
      token,
    );
    expect(forgotten.statusCode, forgotten.body).toBe(200);
    expect(json<{ message: string }>(forgotten).message).toBe(LEARNED_FIELD_MESSAGES.forgotten);
    expect(json<TLearnedFieldList>(await learned(contactId)).data).toEqual([]);

    const after = await upload(await vendorInvoice('VG-90555', 9, 3), 'after.pdf');
    expect(after.fieldMeta.invoiceNumber?.learned).toBeUndefined();
  });

  it('a value the document does not print teaches nothing', async () => {
    const document = await upload(await vendorInvoice('VG-70001', 4, 1), 'typed.pdf');
    await api(t.app).patch(
      `/api/documents/${document._id}`,
      { extractedData: { invoiceNumber: 'NOT-PRINTED-1' } },
      token,
    );
    const list = json<TLearnedFieldList>(await learned(document.contactId!._id)).data;
    expect(list.map((l) => l.field)).not.toContain('invoiceNumber');
  });

  it('answers 404 to outsiders and for unknown ids, 400 for malformed ones', async () => {
    const document = await upload(await vendorInvoice('VG-70002', 2, 1), 'other.pdf');
    const contactId = document.contactId!._id;
    const outsider = (await registerUser(t.app)).accessToken;
    expect((await learned(contactId, outsider)).statusCode).toBe(404);
    const unknown = await api(t.app).delete(
      `/api/contacts/${contactId}/learned-fields/${MISSING_ID}`,
      token,
    );
    expect(unknown.statusCode).toBe(404);
    expect(json<{ message: string }>(unknown).message).toBe(
      LEARNED_FIELD_MESSAGES.learnedFieldNotFound,
    );
    const malformed = await api(t.app).delete(
      `/api/contacts/${contactId}/learned-fields/not-an-id`,
      token,
    );
    expect(malformed.statusCode).toBe(400);
    expect(json<{ message: string }>(malformed).message).toEqual(expect.any(String));
  });

  it('a merge keeps what the duplicate learned, unless the kept contact learned that field itself', async () => {
    const learnOn = async (reference: string, shift: number) => {
      const document = await upload(await vendorInvoice(reference, shift, 1), `${reference}.pdf`);
      const patched = await api(t.app).patch(
        `/api/documents/${document._id}`,
        { extractedData: { invoiceNumber: reference } },
        token,
      );
      expect(patched.statusCode, patched.body).toBe(200);
      return document;
    };
    const duplicate = (await learnOn('VG-61001', 5)).contactId!._id;
    const [hint] = json<TLearnedFieldList>(await learned(duplicate)).data;
    expect(hint?.field).toBe('invoiceNumber');

    // A second contact for the same supplier, as a user would find it under another name.
    const kept = await createContact('Muster Elektro (old name)');
    const merged = await api(t.app).post(
      `/api/contacts/${kept}/merge`,
      { sourceContactId: duplicate },
      token,
    );
    expect(merged.statusCode, merged.body).toBe(200);
    expect(json<TLearnedFieldList>(await learned(kept)).data).toEqual([
      { ...hint, contactId: kept },
    ]);

    // The kept contact's own hint for a field wins over the merged-away one's.
    const another = await createContact('Muster Elektro GmbH (copy)');
    await t.database.db.insert(learnedFields).values({
      projectId,
      contactId: another,
      field: 'invoiceNumber',
      hint: {
        field: 'invoiceNumber',
        label: 'Beleg',
        placement: 'right',
        page: 1,
        box: { x0: 0.5, y0: 0.1, x1: 0.7, y1: 0.12 },
        shape: null,
        dateOrder: null,
        negate: false,
      },
      learnedAt: new Date('2024-01-02T00:00:00Z'),
    });
    const again = await api(t.app).post(
      `/api/contacts/${kept}/merge`,
      { sourceContactId: another },
      token,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(json<TLearnedFieldList>(await learned(kept)).data).toEqual([
      { ...hint, contactId: kept },
    ]);
  });
});
