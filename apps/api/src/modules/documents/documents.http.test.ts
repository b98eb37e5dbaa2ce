import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_MESSAGES,
  type TContact,
  type TContactList,
  type TDocument,
  type TDocumentList,
  type TProjectStats,
  type TUploadDocumentResponse,
} from '@papertray/contract';
import { DB_KINDS } from '../../../test/databases';
import { addMember } from '../../../test/factories';
import { api, createProject, json, registerUser } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { contacts, documents } from '../../platform/db/schema';
import {
  apiFixture,
  facturXPdf,
  INVOICE_LABELS,
  invoiceFile,
  scanPage,
} from './testing/document-fixtures';
import { multipart, type FormFile } from './testing/multipart';

/** One OCR'd image per database kind: OCR takes seconds a page. */
const OCR_IMAGE = { pglite: 'oyo.png', postgres: 'FlipkartInvoice.png' } as const;

describe.each(DB_KINDS)('documents over HTTP on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let projectId: string;
  const byFile = new Map<string, TDocument>();

  const upload = (file: FormFile, fields: Record<string, string> = {}, as = token) => {
    const form = multipart({ projectId, source: 'manual_upload', ...fields }, [file]);
    return t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { ...form.headers, authorization: `Bearer ${as}` },
      payload: form.payload,
    });
  };
  const uploaded = async (file: FormFile) => {
    const response = await upload(file);
    expect(response.statusCode, response.body).toBe(201);
    return json<TUploadDocumentResponse>(response).document;
  };
  const getDocument = async (id: string) =>
    json<TDocument>(await api(t.app).get(`/api/documents/${id}`, token));

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await registerUser(t.app)).accessToken;
    projectId = (await createProject(t.app, token, { name: 'Paperwork' }))._id;
    // Without a queue the app processes in-process before answering: the job's own handler.
    for (const label of INVOICE_LABELS) {
      byFile.set(
        label.file,
        await uploaded({ filename: label.file, content: invoiceFile(label.file) }),
      );
    }
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('turns every real invoice PDF into a processed document with fields and a contact', async () => {
    let numbersRight = 0;
    let withContact = 0;
    for (const label of INVOICE_LABELS) {
      const document = await getDocument(byFile.get(label.file)!._id);
      expect(document.processing, label.file).toMatchObject({
        status: 'done',
        error: null,
        attempts: 1,
      });
      expect(['invoice', 'receipt'], label.file).toContain(document.type);
      expect(document.source).toBe('manual_upload');
      expect(document.thumbnailUrl).toMatch(/^\/api\/documents\/.+\/thumbnail\?token=/);
      expect(document.file).toMatchObject({ filename: label.file, mimeType: 'application/pdf' });
      const vendor = document.extractedData?.vendor;
      // A vendor the extraction found is always a contact; finding it is the library's part.
      if (vendor?.name || vendor?.taxId) expect(document.contactId, label.file).not.toBeNull();
      if (document.contactId) withContact++;
      expect(document.suggestedFolderId?.name).toMatch(/^(Invoices|Receipts)$/);
      if (document.extractedData?.invoiceNumber === label.invoiceNumber) numbersRight++;
      if (label.totalAmount !== null && document.extractedData?.totalAmount !== null) {
        expect(['text', 'e-invoice']).toContain(document.fieldMeta.totalAmount?.source);
      }
    }
    expect(numbersRight / INVOICE_LABELS.length).toBeGreaterThanOrEqual(0.8);
    expect(withContact / INVOICE_LABELS.length).toBeGreaterThanOrEqual(0.8);
    const coolblue = await getDocument(byFile.get('coolblue1.pdf')!._id);
    expect(coolblue.extractedData).toMatchObject({
      invoiceNumber: '993548900',
      issueDate: '2014-04-19',
      totalAmount: 71797,
      currency: 'EUR',
    });
  });

  it('makes one contact of one supplier and sums its totals per currency', async () => {
    const first = await getDocument(byFile.get('coolblue1.pdf')!._id);
    const second = await getDocument(byFile.get('coolblue2.pdf')!._id);
    expect(second.contactId?._id).toBe(first.contactId?._id);
    const [contact] = await t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, first.contactId!._id));
    expect(contact).toMatchObject({
      type: 'company',
      taxId: 'NL810433941B01',
      documentCount: 2,
      currency: 'EUR',
      totalAmount: 71797 + 490494,
      totals: { EUR: 71797 + 490494 },
    });
  });

  it('reads a Factur-X PDF from its XML, names it from the data and flags the same invoice as another file', async () => {
    const original = await uploaded({ filename: 'document.pdf', content: await facturXPdf() });
    expect(original.processing.status).toBe('done');
    expect(original.name).toBe('Lieferant Beispiel GmbH – Invoice FX-2024-001 – 2024-03-11');
    expect(original.extractedData).toMatchObject({
      invoiceNumber: 'FX-2024-001',
      totalAmount: 119000,
      currency: 'EUR',
      vendor: { name: 'Lieferant Beispiel GmbH', taxId: 'DE136695976' },
    });
    expect(original.fieldMeta.totalAmount).toEqual({ confidence: 1, source: 'e-invoice' });
    expect(original.possibleDuplicateOf).toBeNull();

    const copy = await uploaded({
      filename: 'scan_1.pdf',
      content: await facturXPdf({ visibleText: 'Rechnung (Kopie)' }),
    });
    expect(copy.possibleDuplicateOf).toEqual({ _id: original._id, name: original.name });
    expect(copy.contactId?._id).toBe(original.contactId?._id);
  });

  it(`OCRs a scanned image (${OCR_IMAGE[kind]})`, { timeout: 60_000 }, async () => {
    const image = await uploaded({
      filename: 'IMG_1234.png',
      content: invoiceFile(OCR_IMAGE[kind]),
    });
    expect(image.processing.status).toBe('done');
    expect(image.file.mimeType).toBe('image/png');
    const data = image.extractedData;
    expect(data?.invoiceNumber ?? data?.issueDate ?? data?.totalAmount).toBeTruthy();
    expect(Object.values(image.fieldMeta).some((meta) => meta.source === 'ocr')).toBe(true);
    expect(image.name).not.toBe('IMG_1234.png');
    const [row] = await t.database.db
      .select({ text: documents.text })
      .from(documents)
      .where(eq(documents.id, image._id));
    expect(row?.text?.length).toBeGreaterThan(100);
  });

  it('keeps an encrypted or truncated PDF as a failed document with a clear error', async () => {
    const encrypted = await uploaded({
      filename: 'locked.pdf',
      content: apiFixture('encrypted.pdf'),
    });
    expect(encrypted.processing).toMatchObject({
      status: 'failed',
      error: 'The PDF is password-protected and cannot be read.',
    });
    const whole = invoiceFile('saeco.pdf');
    const truncated = await uploaded({
      filename: 'half.pdf',
      content: whole.subarray(0, Math.floor(whole.length / 2)),
    });
    expect(truncated.processing.status).toBe('failed');
    expect(truncated.processing.error).toMatch(/damaged or incomplete/);

    // Retrying runs again, and fails the same clear way instead of looping.
    const retried = await api(t.app).post(
      `/api/documents/${truncated._id}/process`,
      undefined,
      token,
    );
    expect(retried.statusCode).toBe(202);
    expect((await getDocument(truncated._id)).processing).toMatchObject({
      status: 'failed',
      attempts: 1,
    });
  });

  it('refuses a file lying about its type and one over 10 MB, with the spec messages', async () => {
    const lying = await upload({
      filename: 'invoice.pdf',
      contentType: 'application/pdf',
      content: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    expect(lying.statusCode).toBe(415);
    expect(json(lying).message).toBe('Please upload a PDF or image file (JPEG, PNG, WebP)');

    const exactly10Mb = Buffer.alloc(10 * 1024 * 1024, 0x20);
    invoiceFile('oyo.pdf').copy(exactly10Mb);
    const largest = await upload({ filename: 'largest.pdf', content: exactly10Mb });
    expect(largest.statusCode, largest.body).toBe(201);

    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    invoiceFile('oyo.pdf').copy(big);
    const tooLarge = await upload({ filename: 'big.pdf', content: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(json(tooLarge).message).toBe('Please upload a file smaller than 10MB');

    const noProject = multipart({}, [{ filename: 'a.pdf', content: invoiceFile('oyo.pdf') }]);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { ...noProject.headers, authorization: `Bearer ${token}` },
      payload: noProject.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toBe(DOCUMENT_MESSAGES.noProject);
  });

  it('assembles a two-page mobile scan into one PDF in page order', async () => {
    const form = multipart({ projectId, source: 'mobile_scan', multiPage: 'true' }, [
      { field: 'files', filename: 'scan_2.jpg', content: await scanPage(400, 300, 40) },
      { field: 'files', filename: 'scan_1.jpg', content: await scanPage(300, 500, 250) },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload-multiple',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { document } = json<TUploadDocumentResponse>(response);
    expect(document).toMatchObject({
      source: 'mobile_scan',
      file: { mimeType: 'application/pdf' },
    });

    const file = await api(t.app).get(`/api/documents/${document._id}/file`, token);
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(file.rawPayload);
    expect(pdf.getPageCount()).toBe(2);
    const [first, second] = pdf.getPages();
    // scan_1 is portrait, scan_2 landscape: page order follows the names, not the arrival.
    expect(first!.getHeight()).toBeGreaterThan(first!.getWidth());
    expect(second!.getHeight()).toBeLessThan(second!.getWidth());
  });

  it.runIf(kind === 'pglite')('refuses a scan of more than 60 MB of pages in total', async () => {
    const page = Buffer.alloc(9.5 * 1024 * 1024);
    const form = multipart(
      { projectId },
      Array.from({ length: 7 }, (_, i) => ({
        field: 'files',
        filename: `scan_${i}.jpg`,
        content: page,
      })),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload-multiple',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(json(response).message).toBe(DOCUMENT_MESSAGES.scanTooLarge);
  });

  it('keeps one document when the same file is uploaded again', async () => {
    const again = await upload({ filename: 'copy of oyo.pdf', content: invoiceFile('oyo.pdf') });
    expect(again.statusCode).toBe(200);
    const body = json<TUploadDocumentResponse>(again);
    expect(body).toMatchObject({ created: false, message: DOCUMENT_MESSAGES.alreadyUploaded });
    expect(body.document._id).toBe(byFile.get('oyo.pdf')!._id);
  });

  it('keeps a field the user corrected when the document is processed again', async () => {
    const id = byFile.get('AzureInterior.pdf')!._id;
    const patched = await api(t.app).patch(
      `/api/documents/${id}`,
      {
        type: 'receipt',
        extractedData: { invoiceNumber: 'MY-OWN-1', vendor: { name: 'Azure Interior Ltd' } },
      },
      token,
    );
    expect(patched.statusCode, patched.body).toBe(200);
    expect(json<TDocument>(patched).fieldMeta.invoiceNumber).toEqual({
      confidence: 1,
      source: 'user',
    });
    // Retyped in the tray: filed with receipts now, no longer with invoices.
    expect(json<TDocument>(patched).suggestedFolderId?.name).toBe('Receipts');

    const rerun = await api(t.app).post(`/api/documents/${id}/process`, undefined, token);
    expect(rerun.statusCode).toBe(202);
    const after = await getDocument(id);
    expect(after.processing.status).toBe('done');
    expect(after.extractedData?.invoiceNumber).toBe('MY-OWN-1');
    expect(after.type).toBe('receipt');
    expect(after.extractedData?.vendor.name).toBe('Azure Interior Ltd');
    expect(after.fieldMeta['vendor.name']?.source).toBe('user');
    expect(after.extractedData?.totalAmount).toBe(27984);
  });

  it('serves the original as a download and inline, and a WebP thumbnail', async () => {
    const id = byFile.get('free_fiber.pdf')!._id;
    const download = await api(t.app).get(`/api/documents/${id}/download`, token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="free_fiber.pdf"/,
    );
    expect(download.rawPayload.equals(invoiceFile('free_fiber.pdf'))).toBe(true);
    const inline = await api(t.app).get(`/api/documents/${id}/file`, token);
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    const thumbnail = await api(t.app).get(`/api/documents/${id}/thumbnail`, token);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    // The view links work without the access token (for <iframe>/<img>), each for its own file.
    const { viewUrl, thumbnailUrl } = await getDocument(id);
    const viewed = await api(t.app).get(viewUrl);
    expect(viewed.statusCode).toBe(200);
    expect(viewed.rawPayload.equals(invoiceFile('free_fiber.pdf'))).toBe(true);
    expect((await api(t.app).get(thumbnailUrl!)).headers['content-type']).toBe('image/webp');
    const thumbnailToken = new URL(thumbnailUrl!, 'http://x').searchParams.get('token')!;
    const swapped = `/api/documents/${id}/file?token=${encodeURIComponent(thumbnailToken)}`;
    expect((await api(t.app).get(swapped)).statusCode).toBe(403);
    const other = byFile.get('oyo.pdf')!._id;
    expect((await api(t.app).get(viewUrl.replace(id, other))).statusCode).toBe(403);
    expect((await api(t.app).get(`/api/documents/${id}/file`)).statusCode).toBe(401);
  });

  it('lists with filters, full-text search and pagination', async () => {
    const list = async (query: string) => {
      const response = await api(t.app).get(
        `/api/documents?projectId=${projectId}&${query}`,
        token,
      );
      expect(response.statusCode, response.body).toBe(200);
      return json<TDocumentList>(response);
    };
    const page = await list('limit=5&sortBy=createdAt&sortOrder=desc');
    expect(page.data).toHaveLength(5);
    expect(page.pagination.total).toBeGreaterThan(15);
    expect(page.pagination.pages).toBe(Math.ceil(page.pagination.total / 5));

    const coolblue = await getDocument(byFile.get('coolblue1.pdf')!._id);
    const byContact = await list(`contactId=${coolblue.contactId!._id}`);
    expect(byContact.data.map((d) => d.file.filename).sort()).toEqual([
      'coolblue1.pdf',
      'coolblue2.pdf',
    ]);

    const found = await list('search=993548900');
    expect(found.data.map((d) => d._id)).toEqual([coolblue._id]);
    const failed = await list('processingStatus=failed');
    expect(failed.data.every((d) => d.processing.status === 'failed')).toBe(true);
    expect((await list('state=approved')).pagination.total).toBe(0);

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).pagination.total).toBe(page.pagination.total);
    expect((await list(`from=${tomorrow}`)).pagination.total).toBe(0);
    const byType = async (type: string) => (await list(`type=${type}`)).pagination.total;
    const invoices = await byType('invoice');
    expect(invoices).toBeGreaterThan(0);
    expect(await byType('invoice,receipt')).toBe(invoices + (await byType('receipt')));

    const pastTheEnd = await list('limit=5&page=99');
    expect(pastTheEnd.data).toEqual([]);
    expect(pastTheEnd.pagination.total).toBe(page.pagination.total);
    const searchedPastTheEnd = await list('search=993548900&page=2');
    expect(searchedPastTheEnd).toMatchObject({ data: [], pagination: { total: 1, pages: 1 } });
  });

  it('lists every document with the names it points at, as it shows alone', async () => {
    const withoutLinks = ({ viewUrl, thumbnailUrl, viewUrlExpiresAt, ...rest }: TDocument) => {
      expect([viewUrl, thumbnailUrl, viewUrlExpiresAt]).not.toContain(undefined);
      return rest;
    };
    const response = await api(t.app).get(`/api/documents?projectId=${projectId}&limit=100`, token);
    const { data } = json<TDocumentList>(response);
    expect(data.some((d) => d.contactId !== null)).toBe(true);
    expect(data.some((d) => d.possibleDuplicateOf !== null)).toBe(true);
    for (const listed of data) {
      expect(withoutLinks(listed)).toEqual(withoutLinks(await getDocument(listed._id)));
    }
  });

  it('lists contacts with per-currency totals, sorted by total by default, and shows one', async () => {
    const coolblue = await getDocument(byFile.get('coolblue1.pdf')!._id);
    const listed = await api(t.app).get(`/api/contacts?projectId=${projectId}`, token);
    expect(listed.statusCode, listed.body).toBe(200);
    const { data, pagination } = json<TContactList>(listed);
    expect(pagination).toMatchObject({ page: 1, limit: 20 });
    const totals = data.map((c) => c.metadata.totalAmount);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const found = json<TContactList>(
      await api(t.app).get(`/api/contacts?projectId=${projectId}&search=coolblue`, token),
    );
    expect(found.data.map((c) => c._id)).toEqual([coolblue.contactId!._id]);
    const contactList = async (query: string) =>
      json<TContactList>(
        await api(t.app).get(`/api/contacts?projectId=${projectId}&${query}`, token),
      );
    const byName = await contactList('sortBy=name&sortOrder=asc&limit=100');
    expect(byName.data.map((c) => c.name)).toEqual(
      [...byName.data.map((c) => c.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    expect(byName.pagination.total).toBe(pagination.total);
    expect(await contactList('page=99')).toMatchObject({
      data: [],
      pagination: { total: pagination.total },
    });
    expect((await contactList('type=person')).pagination.total).toBe(0);
    expect((await contactList('search=coolblue&page=2')).pagination.total).toBe(1);
    const contact = json<TContact>(
      await api(t.app).get(`/api/contacts/${coolblue.contactId!._id}`, token),
    );
    expect(contact).toMatchObject({
      type: 'company',
      taxId: 'NL810433941B01',
      projectId: { _id: projectId, name: 'Paperwork' },
      metadata: {
        documentCount: 2,
        totalAmount: 562291,
        currency: 'EUR',
        totals: [{ currency: 'EUR', amount: 562291 }],
      },
    });
    const outsider = (await registerUser(t.app)).accessToken;
    expect((await api(t.app).get(`/api/contacts/${contact._id}`, outsider)).statusCode).toBe(404);
    expect(
      (await api(t.app).get(`/api/contacts?projectId=${projectId}`, outsider)).statusCode,
    ).toBe(404);
  });

  it('counts documents and contacts in the project stats', async () => {
    const stats = json<TProjectStats>(
      await api(t.app).get(`/api/projects/${projectId}/stats`, token),
    );
    const [{ total } = { total: 0 }] = [
      (await api(t.app).get(`/api/documents?projectId=${projectId}&limit=1`, token)).json() as {
        pagination: { total: number };
      },
    ].map((r) => r.pagination);
    expect(stats.documents).toEqual({ total, paperTray: total, approved: 0, trash: 0 });
    expect(stats.contacts.total).toBeGreaterThanOrEqual(8);
    expect(stats.contacts.companies).toBe(stats.contacts.total);
  });

  it('lets an accountant upload and hides documents from outsiders (404)', async () => {
    const accountant = await registerUser(t.app);
    await addMember(t.database, projectId, accountant.email, 'accountant');
    const byAccountant = await upload(
      {
        filename: 'receipt.pdf',
        content: await facturXPdf({ number: 'ACC-1', visibleText: 'accountant copy' }),
      },
      {},
      accountant.accessToken,
    );
    expect(byAccountant.statusCode).toBe(201);

    const outsider = (await registerUser(t.app)).accessToken;
    const id = byFile.get('oyo.pdf')!._id;
    for (const url of [
      `/api/documents/${id}`,
      `/api/documents/${id}/download`,
      `/api/documents/${id}/file`,
      `/api/documents/${id}/thumbnail`,
      `/api/documents?projectId=${projectId}`,
    ]) {
      expect((await api(t.app).get(url, outsider)).statusCode, url).toBe(404);
    }
    expect(
      (await api(t.app).post(`/api/documents/${id}/process`, undefined, outsider)).statusCode,
    ).toBe(404);
    expect(
      (await api(t.app).patch(`/api/documents/${id}`, { name: 'x' }, outsider)).statusCode,
    ).toBe(404);
    expect(
      (await upload({ filename: 'x.pdf', content: invoiceFile('oyo.pdf') }, {}, outsider))
        .statusCode,
    ).toBe(404);
  });
});
