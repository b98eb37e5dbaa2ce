import { writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PROCESSING_TIMEOUT, session, uploadDocument, waitForProcessed } from './support/documents';
import { expectFitsWidth, registerAndOpenDashboard, snapThemes } from './support/helpers';
// The same till receipts the API's usual-currency tests use.
import { receiptPdf } from '../apps/api/src/modules/documents/testing/receipt-fixtures';

async function uploadReceipt(page: Page, path: string, bytes: Buffer) {
  await writeFile(path, bytes);
  const document = await uploadDocument(page, path);
  await waitForProcessed(page, document._id);
  return document;
}

/** Decision 092: a receipt that shows no currency says it took the project's usual one. */
test('a receipt without a currency shows the project’s usual currency, and says why', async ({
  page,
}, testInfo) => {
  test.setTimeout(4 * PROCESSING_TIMEOUT);
  await registerAndOpenDashboard(page);
  const { token } = await session(page);

  // Two ringgit receipts, approved: the project's confirmed currency.
  for (const number of ['K-1', 'K-2']) {
    const bytes = await receiptPdf({ shop: 'Lotus Corner Mart', number, total: 'RM 12.50' });
    const receipt = await uploadReceipt(page, testInfo.outputPath(`${number}.pdf`), bytes);
    const approved = await page.request.post(`/api/documents/${receipt._id}/approve`, {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    });
    expect(approved.ok(), await approved.text()).toBe(true);
  }
  // A faded receipt from a new shop: no currency printed anywhere.
  const faded = await uploadReceipt(
    page,
    testInfo.outputPath('faded.pdf'),
    await receiptPdf({ shop: 'Harbor Lane Coffee', number: 'H-7', total: '7.70' }),
  );

  // The document page: the currency and its explanation.
  await page.goto(`/documents/${faded._id}`);
  await expect(page.getByLabel('Currency')).toHaveValue('MYR');
  await page.getByRole('button', { name: 'How Currency was read' }).click();
  const explanation = page.getByRole('dialog', { name: 'How the value was read' });
  await expect(explanation).toContainText('Usual currency of this project');
  await expect(explanation).toContainText(
    'No currency shown; all 2 documents of this project with a known currency are in MYR',
  );
  await expect(explanation).toContainText('Confidence 40%');
  await snapThemes(page, testInfo, 'usual-currency-document', false);
  await page.keyboard.press('Escape');

  // The review flags it for a look, and F1 in the field says the same.
  await page.goto('/documents/review');
  await expect(page.getByTestId('review-counter')).toHaveText('1 of 1', { timeout: 30_000 });
  const fields = page.getByRole('form', { name: 'Key fields' });
  const currency = fields.getByLabel('Currency');
  await expect(currency).toHaveValue('MYR');
  await expect(currency).toHaveAccessibleDescription('Please check · 40%');
  await expect(currency).toHaveAttribute('data-low-confidence', 'true');
  await currency.focus();
  await page.keyboard.press('F1');
  await expect(explanation).toContainText('Usual currency of this project');
  await snapThemes(page, testInfo, 'usual-currency-review', false);
  await page.keyboard.press('Escape');

  // On a phone the explanation fits the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await currency.scrollIntoViewIfNeeded();
  await currency.focus();
  await page.keyboard.press('F1');
  await expect(explanation).toContainText('Usual currency of this project');
  await expectFitsWidth(page, 360);
  const box = await explanation.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  await snapThemes(page, testInfo, 'usual-currency-review-phone', false);
});
