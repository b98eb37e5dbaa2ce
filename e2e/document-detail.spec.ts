import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { DovecotServer } from '@papertray/test-servers/dovecot';
import {
  INVOICE_FIXTURES,
  PROCESSING_TIMEOUT,
  seedDocuments,
  session,
  waitForProcessed,
} from './support/documents';
import { INVOICE_SUBJECT, MAIL_USER, PDF_FILENAME, startMailServer } from './support/dovecot';
import {
  expectFitsWidth,
  registerAndOpenDashboard,
  snapThemes,
  toastText,
} from './support/helpers';

const INVOICE = 'AmazonWebServices.pdf';
const CORRECTED_NUMBER = 'PT-E2E-0042';

interface ApiDocument {
  state: string;
  extractedData: { invoiceNumber: string | null } | null;
  fieldMeta: Record<string, { source: string } | undefined>;
  processing: { status: string; updatedAt: string; error: string | null };
}

async function readDocument(page: Page, id: string): Promise<ApiDocument> {
  const { token } = await session(page);
  const response = await page.request.get(`/api/documents/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiDocument;
}

/** The PDF viewer paints after the page settles; screenshots should show the document. */
async function waitForPreview(page: Page, name: string) {
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(
    preview.getByTitle(`Preview of ${name}`).or(preview.locator('canvas')).first(),
  ).toBeVisible();
  await page.waitForTimeout(3_000);
}

test('a document is corrected, reprocessed without losing the correction, trashed, restored and downloaded', async ({
  page,
}, testInfo) => {
  test.setTimeout(3 * PROCESSING_TIMEOUT);
  await registerAndOpenDashboard(page);
  const [seeded] = await seedDocuments(page, [INVOICE]);
  const id = seeded!._id;

  await page.goto(`/documents/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: seeded!.name })).toBeVisible();
  await expect(page.getByText(/^Processed /)).toBeVisible();
  const invoiceNumber = page.getByLabel('Invoice Number');
  await expect(invoiceNumber).not.toHaveValue('');
  await waitForPreview(page, seeded!.name);
  await snapThemes(page, testInfo, 'document-detail-desktop');

  // How the total was read: a button beside the label, opened from the keyboard.
  const why = page.getByRole('button', { name: 'How Total Amount was read' });
  await why.focus();
  await page.keyboard.press('Enter');
  const explanation = page.getByRole('dialog', { name: 'How the value was read' });
  await expect(explanation).toContainText('Read from the document’s text');
  await expect(explanation).toContainText(/label/);
  await expect(explanation).toContainText(/Confidence \d+%/);
  await snapThemes(page, testInfo, 'document-detail-why', false);
  await page.keyboard.press('Escape');
  await expect(explanation).toBeHidden();
  await expect(why).toBeFocused();

  // Invalid input is refused with the field's message and nothing is saved.
  await page.getByLabel('Total Amount').fill('twelve');
  await page.getByLabel('Due Date').fill('1999-01-01');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Enter an amount like 1234.56')).toBeVisible();
  await expect(page.getByText('The due date cannot be before the issue date')).toBeVisible();
  await expect(page.getByLabel('Total Amount')).toHaveAttribute('aria-invalid', 'true');
  await snapThemes(page, testInfo, 'document-detail-invalid', false);
  await page.getByRole('button', { name: 'Discard Changes' }).click();
  await expect(page.getByText('Enter an amount like 1234.56')).toBeHidden();

  // Another type offers its own fields.
  await page.getByLabel('Document Type').selectOption('contract');
  await expect(page.getByLabel('Contract Number')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Party' })).toBeVisible();
  await page.getByRole('button', { name: 'Discard Changes' }).click();
  await expect(page.getByLabel('Contract Number')).toBeHidden();
  await expect(page.getByLabel('Document Type')).toHaveValue('invoice');

  // A correction through the form is saved and marked as the user's.
  await invoiceNumber.fill(CORRECTED_NUMBER);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(page, 'Document saved')).toBeVisible();
  await expect(invoiceNumber).toHaveValue(CORRECTED_NUMBER);
  let saved = await readDocument(page, id);
  expect(saved.extractedData?.invoiceNumber).toBe(CORRECTED_NUMBER);
  expect(saved.fieldMeta.invoiceNumber?.source).toBe('user');
  // Only the changed field became the user's.
  expect(saved.fieldMeta['vendor.name']?.source).not.toBe('user');
  await page.reload();
  await expect(page.getByLabel('Invoice Number')).toHaveValue(CORRECTED_NUMBER);
  await expect(page.getByText('Edited', { exact: true })).toHaveCount(1);
  // The user's own value needs no explanation of how it was read.
  await expect(page.getByRole('button', { name: 'How Invoice Number was read' })).toHaveCount(0);

  // Reprocessing keeps it.
  const processedBefore = saved.processing.updatedAt;
  await page.getByRole('button', { name: 'Reprocess' }).click();
  await expect(toastText(page, 'Processing queued')).toBeVisible();
  await expect
    .poll(
      async () => {
        const current = await readDocument(page, id);
        return (
          current.processing.status === 'done' && current.processing.updatedAt !== processedBefore
        );
      },
      { timeout: PROCESSING_TIMEOUT, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  await expect(page.getByRole('button', { name: 'Reprocess' })).toBeEnabled({
    timeout: PROCESSING_TIMEOUT,
  });
  await expect(page.getByLabel('Invoice Number')).toHaveValue(CORRECTED_NUMBER);
  saved = await readDocument(page, id);
  expect(saved.extractedData?.invoiceNumber).toBe(CORRECTED_NUMBER);
  expect(saved.fieldMeta.invoiceNumber?.source).toBe('user');

  // Download gives the original file under its name.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(INVOICE);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // Trash and back.
  await page.getByRole('button', { name: 'Move to Trash' }).click();
  await expect(toastText(page, 'Moved to Trash')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore' })).toBeVisible();
  await expect(page.getByText(/^Deleted for good on /)).toBeVisible();
  expect((await readDocument(page, id)).state).toBe('trash');
  await snapThemes(page, testInfo, 'document-detail-trash', false);
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(toastText(page, 'Document restored')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
  expect((await readDocument(page, id)).state).toBe('paper_tray');

  // Approve into a folder.
  await page.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve document' });
  await expect(approve.getByRole('group', { name: 'Folder' })).toBeVisible();
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(toastText(page, 'Document approved')).toBeVisible();
  await expect(page.getByLabel('Move to folder')).toBeVisible();
  expect((await readDocument(page, id)).state).toBe('approved');

  // Filed elsewhere: a folder the user made.
  const { token, projectId } = await session(page);
  const folder = await page.request.post(`/api/folders/${projectId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Tax 2014' },
  });
  expect(folder.ok(), await folder.text()).toBe(true);
  await page.reload();
  await page.getByLabel('Move to folder').selectOption({ label: 'Tax 2014' });
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(toastText(page, 'Document moved')).toBeVisible();
  await expect(toastText(page, 'Filed in Tax 2014.')).toBeVisible();

  // Phone layout: stacked.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: seeded!.name })).toBeVisible();
  await waitForPreview(page, seeded!.name);
  await snapThemes(page, testInfo, 'document-detail-mobile');
  await snapThemes(page, testInfo, 'document-detail-mobile-top', false);

  // At 360 px the explanation opens and stays on the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'How Vendor was read' }).click();
  const onPhone = page.getByRole('dialog', { name: 'How the value was read' });
  await expect(onPhone).toBeVisible();
  const box = (await onPhone.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await expectFitsWidth(page, 360);
  await snapThemes(page, testInfo, 'document-detail-why-phone', false);
});

test('a trashed document is deleted permanently after confirming, then is not found', async ({
  page,
}, testInfo) => {
  test.setTimeout(2 * PROCESSING_TIMEOUT);
  await registerAndOpenDashboard(page);
  const [seeded] = await seedDocuments(page, ['QualityHosting.pdf']);
  await page.goto(`/documents/${seeded!._id}`);
  await page.getByRole('button', { name: 'Move to Trash' }).click();
  await expect(toastText(page, 'Moved to Trash')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Permanently' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete document permanently?' });
  await expect(confirm).toBeVisible();
  await snapThemes(page, testInfo, 'document-detail-delete-confirm', false);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  await page.getByRole('button', { name: 'Delete Permanently' }).click();
  await confirm.getByRole('button', { name: 'Delete Permanently' }).click();
  await expect(toastText(page, 'Document deleted permanently')).toBeVisible();
  await expect(page).toHaveURL(/\/documents$/);

  await page.goto(`/documents/${seeded!._id}`);
  await expect(page.getByRole('heading', { name: 'Document not found' })).toBeVisible();
  await page.goto('/documents/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Document not found' })).toBeVisible();
  await snapThemes(page, testInfo, 'document-detail-not-found');
  await page.getByRole('link', { name: 'Back to Documents' }).click();
  await expect(page).toHaveURL(/\/documents$/);
});

test('a document linked to the wrong contact is moved to the right one, and reprocessing keeps it', async ({
  page,
}, testInfo) => {
  test.setTimeout(3 * PROCESSING_TIMEOUT);
  await registerAndOpenDashboard(page);
  const [aws] = await seedDocuments(page, [INVOICE, 'AzureInterior.pdf']);
  await page.goto(`/documents/${aws!._id}`);
  await expect(page.getByRole('link', { name: 'Amazon Web Services, Inc.' })).toBeVisible();

  const contactField = page.getByLabel('Change contact');
  await contactField.selectOption({ label: 'Azure Interior' });
  await snapThemes(page, testInfo, 'document-detail-change-contact', false);
  await page.getByRole('button', { name: 'Change', exact: true }).click();
  await expect(toastText(page, 'Contact changed')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Azure Interior' })).toBeVisible();

  // The extracted vendor still says Amazon: reprocessing must keep the user's choice.
  const processedBefore = (await readDocument(page, aws!._id)).processing.updatedAt;
  await page.getByRole('button', { name: 'Reprocess' }).click();
  await expect(toastText(page, 'Processing queued')).toBeVisible();
  await expect
    .poll(async () => (await readDocument(page, aws!._id)).processing.updatedAt, {
      timeout: PROCESSING_TIMEOUT,
      intervals: [500, 1000, 2000],
    })
    .not.toBe(processedBefore);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Azure Interior' })).toBeVisible();
  await expect(contactField.locator('option:checked')).toHaveText('Azure Interior');

  // The contact's page lists both documents now.
  await page.getByRole('link', { name: 'Azure Interior' }).click();
  await expect(page.getByRole('heading', { name: 'Azure Interior' })).toBeVisible();
  await expect(page.getByText(aws!.name).first()).toBeVisible();
});

test('a second file of the same invoice is flagged as a possible duplicate', async ({
  page,
}, testInfo) => {
  test.setTimeout(2 * PROCESSING_TIMEOUT);
  await registerAndOpenDashboard(page);
  const [original] = await seedDocuments(page, ['QualityHosting.pdf']);
  // Other bytes (so not the same file), same invoice.
  const copy = testInfo.outputPath('QualityHosting-copy.pdf');
  await writeFile(
    copy,
    Buffer.concat([
      await readFile(`${INVOICE_FIXTURES}QualityHosting.pdf`),
      Buffer.from('\n% copy\n'),
    ]),
  );
  const [duplicate] = await seedDocuments(page, [copy]);

  await page.goto(`/documents/${duplicate!._id}`);
  const hint = page.getByRole('note');
  await expect(hint).toContainText('Possible duplicate.');
  await expect(hint.getByRole('link', { name: original!.name })).toBeVisible();
  await snapThemes(page, testInfo, 'document-detail-duplicate', false);
  await hint.getByRole('link', { name: original!.name }).click();
  await expect(page).toHaveURL(new RegExp(`/documents/${original!._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: original!.name })).toBeVisible();
});

test('a damaged file shows why processing failed and can be retried', async ({
  page,
}, testInfo) => {
  test.setTimeout(2 * PROCESSING_TIMEOUT);
  await registerAndOpenDashboard(page);
  const damaged = testInfo.outputPath('damaged.pdf');
  await writeFile(damaged, Buffer.from('%PDF-1.7\nthis is not really a PDF\n%%EOF\n'));
  const [document] = await seedDocuments(page, [damaged]);
  const before = await readDocument(page, document!._id);
  expect(before.processing.status).toBe('failed');

  await page.goto(`/documents/${document!._id}`);
  await expect(page.getByText('Processing failed', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: before.processing.error! })).toBeVisible();
  // The preview says the file cannot be shown, not the browser viewer's blank or error frame.
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load PDF' })).toBeVisible();
  await expect(page.locator('iframe[title="Preview of damaged.pdf"]')).toHaveCount(0);
  await snapThemes(page, testInfo, 'document-detail-failed', false);
  await page.getByRole('button', { name: 'Retry Processing' }).click();
  await expect(toastText(page, 'Processing queued')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry Processing' })).toBeEnabled({
    timeout: PROCESSING_TIMEOUT,
  });
  const after = await readDocument(page, document!._id);
  expect(after.processing.status).toBe('failed');
  expect(after.processing.updatedAt).not.toBe(before.processing.updatedAt);
});

test.describe('a document that came by mail', () => {
  let mail: DovecotServer;

  test.beforeAll(async () => {
    mail = await startMailServer();
  });

  test.afterAll(async () => {
    await mail?.stop();
  });

  test('links to its email, which opens in the email dialog', async ({ page }, testInfo) => {
    test.setTimeout(2 * PROCESSING_TIMEOUT);
    await registerAndOpenDashboard(page);
    const { token, projectId } = await session(page);
    const headers = { authorization: `Bearer ${token}` };
    const inbox = await page.request.post('/api/inboxes', {
      headers,
      data: {
        name: 'Billing',
        emailAddress: 'test@example.com',
        host: mail.host,
        port: mail.port,
        username: MAIL_USER.user,
        password: MAIL_USER.password,
        security: 'none',
        projectId,
      },
    });
    expect(inbox.ok(), await inbox.text()).toBe(true);
    const { _id: inboxId } = (await inbox.json()) as { _id: string };
    await page.request.post(`/api/inboxes/${inboxId}/sync`, { headers });

    let documentId = '';
    await expect
      .poll(
        async () => {
          const response = await page.request.get('/api/documents', {
            headers,
            params: { projectId },
          });
          expect(response.ok(), await response.text()).toBe(true);
          const body = (await response.json()) as { data: { _id: string; source: string }[] };
          documentId = body.data.find((document) => document.source === 'email')?._id ?? '';
          return documentId;
        },
        { timeout: PROCESSING_TIMEOUT, intervals: [500, 1000, 2000] },
      )
      .not.toBe('');
    await waitForProcessed(page, documentId);

    await page.goto(`/documents/${documentId}`);
    await expect(page.getByRole('heading', { level: 1, name: PDF_FILENAME })).toBeVisible();
    await page.getByRole('button', { name: 'View Email' }).click();
    const dialog = page.getByRole('dialog', { name: INVOICE_SUBJECT });
    await expect(dialog).toContainText('billing@azure-interior.example');
    await expect(dialog.getByText('Attachments (1)')).toBeVisible();
    await expect(dialog.getByText('Email Content')).toBeVisible();
    await snapThemes(page, testInfo, 'document-detail-email-dialog', false, {
      exclude: ['iframe'],
    });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
