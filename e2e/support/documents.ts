import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/** Real invoices with a text layer (copied from ../shared/data/invoices). */
export const INVOICE_FIXTURES = fileURLToPath(
  new URL('../../packages/extract/test/fixtures/invoices/', import.meta.url),
);

/** Text-layer PDFs that process without OCR, so a test can seed several quickly. */
export const TEXT_INVOICES = [
  'AmazonWebServices.pdf',
  'QualityHosting.pdf',
  'NetpresseInvoice.pdf',
  'coolblue1.pdf',
  'free_fiber.pdf',
  'saeco.pdf',
] as const;

/** Processing runs in the server's in-process worker; give a loaded machine time. */
export const PROCESSING_TIMEOUT = 90_000;

interface SeededDocument {
  _id: string;
  name: string;
}

/** The signed-in user's access token and selected project, read from the page's storage. */
export async function session(page: Page): Promise<{ token: string; projectId: string }> {
  const values = await page.evaluate(() => ({
    token: localStorage.getItem('accessToken'),
    projectId: localStorage.getItem('selectedProjectId'),
  }));
  if (!values.token || !values.projectId) throw new Error('Not signed in with a selected project');
  return { token: values.token, projectId: values.projectId };
}

/** Uploads a file through the real upload call, as the dialog does. */
export async function uploadDocument(page: Page, file: string): Promise<SeededDocument> {
  const path = file.includes('/') ? file : `${INVOICE_FIXTURES}${file}`;
  return uploadBytes(page, basename(path), await readFile(path));
}

/**
 * Uploads `count` distinct copies of an invoice (a PDF comment line appended makes each its own
 * file, so the same-file rule does not fold them into one document). Not processed yet.
 */
export async function uploadCopies(
  page: Page,
  count: number,
  file: string = TEXT_INVOICES[0],
): Promise<SeededDocument[]> {
  const bytes = await readFile(`${INVOICE_FIXTURES}${file}`);
  const documents: SeededDocument[] = [];
  for (let i = 0; i < count; i += 1) {
    const copy = Buffer.concat([bytes, Buffer.from(`\n%copy ${Date.now()}-${i}\n`)]);
    documents.push(await uploadBytes(page, `copy-${String(i).padStart(3, '0')}.pdf`, copy));
  }
  return documents;
}

async function uploadBytes(page: Page, name: string, buffer: Buffer): Promise<SeededDocument> {
  const { token, projectId } = await session(page);
  const response = await page.request.post('/api/documents/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      projectId,
      source: 'manual_upload',
      file: {
        name,
        mimeType: name.endsWith('.pdf') ? 'application/pdf' : 'image/png',
        buffer,
      },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { document: SeededDocument };
  return body.document;
}

/** Waits until processing of a document has finished (done or failed). */
export async function waitForProcessed(page: Page, documentId: string): Promise<void> {
  const { token } = await session(page);
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/documents/${documentId}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const body = (await response.json()) as { processing: { status: string } };
        return body.processing.status;
      },
      { timeout: PROCESSING_TIMEOUT, intervals: [500, 1000, 2000] },
    )
    .toMatch(/^(done|failed)$/);
}

/** Uploads the given invoices and waits until every one is processed. */
export async function seedDocuments(
  page: Page,
  files: readonly string[] = TEXT_INVOICES,
): Promise<SeededDocument[]> {
  const documents: SeededDocument[] = [];
  for (const file of files) documents.push(await uploadDocument(page, file));
  for (const document of documents) await waitForProcessed(page, document._id);
  return documents;
}
