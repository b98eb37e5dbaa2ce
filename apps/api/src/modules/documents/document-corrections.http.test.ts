import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_MESSAGES,
  type TContact,
  type TDocument,
  type TFolder,
  type TUploadDocumentResponse,
} from '@papertray/contract';
import { DB_KINDS } from '../../../test/databases';
import { setPlan, userIdByEmail } from '../../../test/factories';
import { api, createProject, json, registerUser } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { invoiceFile } from './testing/document-fixtures';
import { multipart } from './testing/multipart';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(DB_KINDS)('correcting a document’s contact and folder on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let projectId: string;

  const upload = async (file: string, project = projectId) => {
    const form = multipart({ projectId: project, source: 'manual_upload' }, [
      { filename: file, content: invoiceFile(file) },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    // Without a queue the app processes before answering; read the processed document.
    const { _id } = json<TUploadDocumentResponse>(response).document;
    return json<TDocument>(await api(t.app).get(`/api/documents/${_id}`, token));
  };
  const contact = async (id: string) =>
    json<TContact>(await api(t.app).get(`/api/contacts/${id}`, token));
  const patch = (id: string, body: object) => api(t.app).patch(`/api/documents/${id}`, body, token);
  const reprocess = async (id: string) => {
    const response = await api(t.app).post(`/api/documents/${id}/process`, {}, token);
    expect(response.statusCode, response.body).toBe(202);
    return json<TDocument>(await api(t.app).get(`/api/documents/${id}`, token));
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const user = await registerUser(t.app);
    token = user.accessToken;
    // Two projects: beyond the free plan.
    await setPlan(t.database, await userIdByEmail(t.database, user.email), 'professional');
    projectId = (await createProject(t.app, token, { name: 'Corrections' }))._id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('moves a document to another contact, both contacts’ figures follow, reprocessing keeps it', async () => {
    const aws = await upload('AmazonWebServices.pdf');
    const azure = await upload('AzureInterior.pdf');
    const awsContact = aws.contactId!._id;
    const azureContact = azure.contactId!._id;
    expect(awsContact).not.toBe(azureContact);
    expect((await contact(awsContact)).metadata.documentCount).toBe(1);

    const moved = await patch(aws._id, { contactId: azureContact });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json<TDocument>(moved).contactId).toEqual({
      _id: azureContact,
      name: azure.contactId!.name,
    });
    expect((await contact(awsContact)).metadata).toMatchObject({ documentCount: 0, totals: [] });
    const azureFigures = (await contact(azureContact)).metadata;
    expect(azureFigures.documentCount).toBe(2);
    expect(azureFigures.totals.reduce((sum, total) => sum + total.amount, 0)).toBe(
      (aws.extractedData!.totalAmount ?? 0) + (azure.extractedData!.totalAmount ?? 0),
    );

    // The extracted vendor still says Amazon; the user's choice wins over it.
    expect((await reprocess(aws._id)).contactId?._id).toBe(azureContact);

    const unlinked = await patch(aws._id, { contactId: null });
    expect(json<TDocument>(unlinked).contactId).toBeNull();
    expect((await reprocess(aws._id)).contactId).toBeNull();
    expect((await contact(azureContact)).metadata.documentCount).toBe(1);
  });

  it('refuses a contact or folder of another project, or one that does not exist', async () => {
    const document = await upload('QualityHosting.pdf');
    const otherProject = (await createProject(t.app, token, { name: 'Other' }))._id;
    const foreign = await upload('NetpresseInvoice.pdf', otherProject);

    for (const contactId of [foreign.contactId!._id, MISSING_ID]) {
      const response = await patch(document._id, { contactId });
      expect(response.statusCode).toBe(404);
      expect(json<{ message: string }>(response).message).toBe(DOCUMENT_MESSAGES.contactNotFound);
    }
    const foreignFolder = json<TFolder>(
      await api(t.app).post(`/api/folders/${otherProject}`, { name: 'Elsewhere' }, token),
    );
    for (const folderId of [foreignFolder._id, MISSING_ID]) {
      const response = await patch(document._id, { folderId });
      expect(response.statusCode).toBe(404);
      expect(json<{ message: string }>(response).message).toBe(DOCUMENT_MESSAGES.folderNotFound);
    }
    // Nothing of the refused calls stuck.
    const unchanged = json<TDocument>(
      await api(t.app).get(`/api/documents/${document._id}`, token),
    );
    expect(unchanged.contactId).toEqual(document.contactId);
    expect(unchanged.folderId).toEqual(document.folderId);

    const invalid = await patch(document._id, { contactId: 'not-an-id' });
    expect(invalid.statusCode).toBe(400);
    expect(json<{ message: string }>(invalid).message).toEqual(expect.any(String));
  });

  it('files a document in a folder of its project', async () => {
    const document = await upload('FlipkartInvoice.pdf');
    const folder = json<TFolder>(
      await api(t.app).post(`/api/folders/${projectId}`, { name: 'Hardware' }, token),
    );
    const response = await patch(document._id, { folderId: folder._id, name: 'Laptop' });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<TDocument>(response)).toMatchObject({
      name: 'Laptop',
      folderId: { _id: folder._id, name: 'Hardware' },
      state: 'paper_tray',
    });
  });
});
