import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TContact,
  type TDocument,
  type TLearnedFieldList,
  type TUploadDocumentResponse,
} from '@papertray/contract';
import { DB_KINDS } from '../../../test/databases';
import { addMember } from '../../../test/factories';
import { api, createProject, json, registerUser } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { multipart } from '../documents/testing/multipart';
import { MUSTER_ELEKTRO, vendorInvoice, type Seller } from './testing/vendor-invoice';

// Muster Elektro's letterhead prints its legal name; its users call it by its shop's brand.
const BRAND = 'Muster Licht';
const OTHER: Seller = { letterhead: 'Kaiser Moebel GmbH - Ringstr. 9 - 10115 Berlin', taxId: null };
const SAME_NAME_NO_TAX_ID: Seller = { ...MUSTER_ELEKTRO, taxId: null };
/** A receipt of the shop, which prints only its brand. */
const BRAND_PRINTED: Seller = { letterhead: BRAND, taxId: null };

describe.each(DB_KINDS)('learning a vendor name from a correction on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let n = 0;
  /** A project of a new owner (a Free plan has one project). */
  const newProject = async (name: string) => {
    owner = (await registerUser(t.app)).accessToken;
    return (await createProject(t.app, owner, { name }))._id;
  };

  const upload = async (projectId: string, token: string, seller: Seller = MUSTER_ELEKTRO) => {
    n += 1;
    // One layout: this test is about the name, not where the fields are printed.
    const file = await vendorInvoice(`VG-${70000 + n}`, 3, 2, seller);
    const form = multipart({ projectId, source: 'manual_upload' }, [
      { filename: `invoice-${n}.pdf`, content: file },
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
  const correctName = async (documentId: string, name: string, token: string) => {
    const response = await api(t.app).patch(
      `/api/documents/${documentId}`,
      { extractedData: { vendor: { name } } },
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
  };
  const learned = async (contactId: string, token: string) =>
    json<TLearnedFieldList>(
      await api(t.app).get(`/api/contacts/${contactId}/learned-fields`, token),
    ).data;
  const contact = async (contactId: string, token: string) =>
    json<TContact>(await api(t.app).get(`/api/contacts/${contactId}`, token));
  const contactCount = async (projectId: string, token: string) =>
    json<TContact[]>(await api(t.app).get(`/api/contacts/project/${projectId}`, token)).length;

  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('a corrected vendor name is given to the same supplier’s next documents, not to another supplier’s, until forgotten', async () => {
    const projectId = await newProject('Names');
    const first = await upload(projectId, owner);
    const contactId = first.contactId!._id;
    const printed = first.extractedData!.vendor.name!;
    expect(printed).toMatch(/Muster Elektro/);
    expect((await contact(contactId, owner)).name).toBe(printed);

    await correctName(first._id, BRAND, owner);
    const list = await learned(contactId, owner);
    expect(list).toEqual([
      {
        _id: expect.any(String),
        contactId,
        field: 'vendor.name',
        label: null,
        page: null,
        value: BRAND,
        learnedAt: expect.any(String),
        document: { _id: first._id, name: expect.any(String) },
      },
    ]);
    // The contact keeps one name: the user's.
    expect((await contact(contactId, owner)).name).toBe(BRAND);
    const contactsBefore = await contactCount(projectId, owner);

    // The supplier's next document, matched by its tax id, gets the user's name.
    const next = await upload(projectId, owner);
    expect(next.contactId?._id).toBe(contactId);
    expect(next.extractedData?.vendor.name).toBe(BRAND);
    expect(next.fieldMeta['vendor.name']).toEqual({
      source: 'learned',
      confidence: expect.any(Number),
      evidence: `the name you gave this vendor; the document prints "${printed}"`,
      learned: { learnedAt: list[0]!.learnedAt, label: null },
    });
    // Matched by the printed legal name alone (no tax id), and by the brand printed itself.
    const byName = await upload(projectId, owner, SAME_NAME_NO_TAX_ID);
    expect(byName.contactId?._id).toBe(contactId);
    expect(byName.extractedData?.vendor.name).toBe(BRAND);
    const byBrand = await upload(projectId, owner, BRAND_PRINTED);
    expect(byBrand.contactId?._id).toBe(contactId);
    expect(byBrand.extractedData?.vendor.name).toBe(BRAND);
    expect(await contactCount(projectId, owner)).toBe(contactsBefore);

    // Another supplier keeps its own name.
    const other = await upload(projectId, owner, OTHER);
    expect(other.contactId?._id).not.toBe(contactId);
    expect(other.extractedData?.vendor.name).toMatch(/Kaiser Moebel/);
    expect(other.fieldMeta['vendor.name']?.source).not.toBe('learned');
    expect(other.fieldMeta['vendor.name']?.learned).toBeUndefined();

    // Reprocessing the corrected document keeps the user's value and the one contact.
    const again = await api(t.app).post(`/api/documents/${first._id}/process`, {}, owner);
    expect(again.statusCode, again.body).toBe(202);
    const reread = json<TDocument>(await api(t.app).get(`/api/documents/${first._id}`, owner));
    expect(reread.processing.status).toBe('done');
    expect(reread.extractedData?.vendor.name).toBe(BRAND);
    expect(reread.fieldMeta['vendor.name']?.source).toBe('user');
    expect(reread.contactId?._id).toBe(contactId);
    expect(await contactCount(projectId, owner)).toBe(contactsBefore + 1);

    // Forgotten: the contact's name goes back, the next document gets the printed name.
    const forgotten = await api(t.app).delete(
      `/api/contacts/${contactId}/learned-fields/${list[0]!._id}`,
      owner,
    );
    expect(forgotten.statusCode, forgotten.body).toBe(200);
    expect(await learned(contactId, owner)).toEqual([]);
    expect((await contact(contactId, owner)).name).toBe(printed);
    const after = await upload(projectId, owner);
    expect(after.contactId?._id).toBe(contactId);
    expect(after.extractedData?.vendor.name).toBe(printed);
    expect(after.fieldMeta['vendor.name']?.learned).toBeUndefined();
  });

  it('a second correction replaces the name; forgetting gives back the first printed name', async () => {
    const projectId = await newProject('Renamed twice');
    const first = await upload(projectId, owner);
    const contactId = first.contactId!._id;
    const printed = first.extractedData!.vendor.name!;
    await correctName(first._id, BRAND, owner);
    const second = await upload(projectId, owner);
    await correctName(second._id, 'ML Shop', owner);
    const [only, ...rest] = await learned(contactId, owner);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ field: 'vendor.name', value: 'ML Shop' });
    expect((await upload(projectId, owner)).extractedData?.vendor.name).toBe('ML Shop');
    await api(t.app).delete(`/api/contacts/${contactId}/learned-fields/${only!._id}`, owner);
    expect((await contact(contactId, owner)).name).toBe(printed);
  });

  it('every member learns and forgets, as with the other learned fields; outsiders get 404', async () => {
    const projectId = await newProject('Team');
    const accountant = await registerUser(t.app);
    const admin = await registerUser(t.app);
    await addMember(t.database, projectId, accountant.email, 'accountant');
    await addMember(t.database, projectId, admin.email, 'admin');
    const outsider = (await registerUser(t.app)).accessToken;

    const document = await upload(projectId, accountant.accessToken);
    const contactId = document.contactId!._id;
    await correctName(document._id, BRAND, accountant.accessToken);
    const [name] = await learned(contactId, admin.accessToken);
    expect(name).toMatchObject({ field: 'vendor.name', value: BRAND });
    expect(await learned(contactId, owner)).toEqual([name]);

    const outsiderList = await api(t.app).get(
      `/api/contacts/${contactId}/learned-fields`,
      outsider,
    );
    expect(outsiderList.statusCode).toBe(404);
    const outsiderForget = await api(t.app).delete(
      `/api/contacts/${contactId}/learned-fields/${name!._id}`,
      outsider,
    );
    expect(outsiderForget.statusCode).toBe(404);
    const outsiderPatch = await api(t.app).patch(
      `/api/documents/${document._id}`,
      { extractedData: { vendor: { name: 'Taken over' } } },
      outsider,
    );
    expect(outsiderPatch.statusCode).toBe(404);
    expect((await contact(contactId, owner)).name).toBe(BRAND);

    const forgotten = await api(t.app).delete(
      `/api/contacts/${contactId}/learned-fields/${name!._id}`,
      accountant.accessToken,
    );
    expect(forgotten.statusCode, forgotten.body).toBe(200);
    expect(await learned(contactId, owner)).toEqual([]);
  });
});
