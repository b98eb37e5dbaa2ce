import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { registerAndOpenDashboard, snapThemes, toastText } from './support/helpers';

const FIXTURES = fileURLToPath(
  new URL('../packages/extract/test/fixtures/invoices/', import.meta.url),
);
const INVOICE_PDF = `${FIXTURES}AmazonWebServices.pdf`;
const SCAN_PAGES = [`${FIXTURES}AmazonWebServices.png`, `${FIXTURES}FlipkartInvoice.png`];
/** Processing runs in the in-process worker: OCR-free for a text PDF, still give it time. */
const PROCESSING_TIMEOUT = 90_000;

function recentDocuments(page: Page) {
  return page.getByRole('list', { name: 'Recent documents' }).getByRole('listitem');
}

test('an invoice PDF uploaded from the dashboard is read and listed', async ({
  page,
}, testInfo) => {
  test.setTimeout(PROCESSING_TIMEOUT + 60_000);
  await registerAndOpenDashboard(page);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a document' });
  await expect(dialog.getByRole('tab', { name: 'File Upload' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await snapThemes(page, testInfo, 'upload-dialog-desktop', false);

  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('No file selected');
  await expect(dialog.getByRole('alert')).toContainText('Please select a file to upload');

  const fileInput = dialog.getByLabel('Choose a file or drag it here');
  await fileInput.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a document'),
  });
  await expect(dialog.getByRole('alert')).toContainText('Invalid file type');
  await expect(dialog.getByRole('alert')).toContainText(
    'Please upload a PDF or image file (JPEG, PNG, WebP)',
  );
  await snapThemes(page, testInfo, 'upload-dialog-invalid-type', false);

  await fileInput.setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(dialog.getByRole('alert')).toContainText('File too large');
  await expect(dialog.getByRole('alert')).toContainText('Please upload a file smaller than 10MB');

  await fileInput.setInputFiles(INVOICE_PDF);
  await expect(dialog.getByText('AmazonWebServices.pdf')).toBeVisible();
  await expect(dialog.getByRole('alert')).toBeHidden();
  await snapThemes(page, testInfo, 'upload-dialog-file-chosen', false);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  // The progress shows at once; "Uploading… n%" turns into "Processing with AI..." only for the
  // moment between the file's arrival and the dialog closing, which a loaded machine can skip
  // past or take longer than 10 s to reach: the test waits for the end, not for that moment.
  await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(toastText(page, 'Document uploaded')).toBeVisible();

  await expect(recentDocuments(page)).toHaveCount(1);
  const row = recentDocuments(page).first();
  await expect(row.getByText(/Processing|Queued/)).toBeHidden({ timeout: PROCESSING_TIMEOUT });
  await expect(row).toContainText('Amazon Web Services');
  await expect(row).toContainText('Invoice');
  await expect(row).toContainText('Paper tray');
  await row.getByRole('link').hover();
  await snapThemes(page, testInfo, 'dashboard-with-document-desktop');

  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/documents\/[0-9a-f-]{36}$/);
});

test('a two-page scan from a phone is reordered and sent as one document', async ({
  page,
}, testInfo) => {
  test.setTimeout(PROCESSING_TIMEOUT + 60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await registerAndOpenDashboard(page);
  await page.getByRole('button', { name: 'Scan or upload a document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a document' });
  await expect(dialog.getByRole('tab', { name: 'Mobile Scan' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await dialog.getByRole('button', { name: 'Send scan' }).click();
  await expect(dialog.getByRole('alert')).toContainText('No images scanned');
  await expect(dialog.getByRole('alert')).toContainText('Please scan at least one image');

  const camera = dialog.getByLabel('Take a photo of the first page');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await camera.setInputFiles(SCAN_PAGES);
  const pages = dialog.getByRole('list', { name: 'Scanned pages' }).getByRole('listitem');
  await expect(pages).toHaveCount(2);
  await expect(pages.nth(0)).toContainText('AmazonWebServices.png');
  await snapThemes(page, testInfo, 'scan-dialog-two-pages-mobile', false);

  await dialog.getByRole('button', { name: 'Move page 2 up' }).click();
  await expect(pages.nth(0)).toContainText('FlipkartInvoice.png');
  await expect(pages.nth(1)).toContainText('AmazonWebServices.png');
  // Focus follows the moved page, so the keyboard can keep moving it.
  await expect(dialog.getByRole('button', { name: 'Move page 1 down' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pages.nth(0)).toContainText('AmazonWebServices.png');

  await dialog.getByRole('button', { name: 'Send 2 pages' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(recentDocuments(page)).toHaveCount(1);
  await expect(
    recentDocuments(page)
      .first()
      .getByText(/Processing|Queued/),
  ).toBeHidden({
    timeout: PROCESSING_TIMEOUT,
  });
  await snapThemes(page, testInfo, 'dashboard-after-scan-mobile');
});

test('the upload dialog on a phone, file tab', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerAndOpenDashboard(page);
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Scan or upload a document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a document' });
  await dialog.getByRole('tab', { name: 'File Upload' }).click();
  await dialog.getByLabel('Choose a file or drag it here').setInputFiles(INVOICE_PDF);
  await snapThemes(page, testInfo, 'upload-dialog-mobile', false);
  await page.keyboard.press('Escape');
  await snapThemes(page, testInfo, 'dashboard-empty-mobile');
});

test('a dropped file is taken; a failed upload toasts and keeps the dialog open (server failure simulated in the browser)', async ({
  page,
}) => {
  await registerAndOpenDashboard(page);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a document' });
  const pdf = (await readFile(INVOICE_PDF)).toString('base64');
  const dataTransfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'dropped.pdf', { type: 'application/pdf' }));
    return transfer;
  }, pdf);
  await dialog.getByText('Choose a file or drag it here').dispatchEvent('drop', { dataTransfer });
  await expect(dialog.getByText('dropped.pdf')).toBeVisible();

  await page.route('**/api/documents/upload', (route) =>
    route.fulfill({ status: 500, json: { message: 'boom' } }),
  );
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  // The toast sits outside the modal, so screen readers get the same words inside the dialog.
  await expect(page.getByText('Upload failed', { exact: true }).first()).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText('Upload failed');
  await expect(dialog.getByRole('alert')).toContainText(
    'Failed to upload document. Please try again.',
  );
  await expect(dialog.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled();
  await expect(dialog.getByRole('progressbar')).toBeHidden();

  await page.route('**/api/documents/upload-multiple', (route) =>
    route.fulfill({ status: 500, json: { message: 'boom' } }),
  );
  await dialog.getByRole('tab', { name: 'Mobile Scan' }).click();
  await dialog.getByLabel('Take a photo of the first page').setInputFiles(SCAN_PAGES[0]!);
  await dialog.getByRole('button', { name: 'Send 1 page' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Failed to upload scanned documents. Please try again.',
  );
  await expect(
    dialog.getByRole('list', { name: 'Scanned pages' }).getByRole('listitem'),
  ).toHaveCount(1);
});
