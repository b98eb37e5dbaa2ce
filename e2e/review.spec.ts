import { expect, test, type Page } from '@playwright/test';
import { PROCESSING_TIMEOUT, seedDocuments, session, TEXT_INVOICES } from './support/documents';
import { registerAndOpenDashboard, snapThemes } from './support/helpers';

interface ApiDocument {
  _id: string;
  name: string;
  state: 'paper_tray' | 'approved' | 'trash';
  folderId: { _id: string; name: string } | null;
  suggestedFolderId: { _id: string; name: string } | null;
  extractedData: { invoiceNumber: string | null };
  fieldMeta: Record<string, { confidence: number; source: string } | undefined>;
}

async function apiDocument(page: Page, id: string): Promise<ApiDocument> {
  const { token } = await session(page);
  const response = await page.request.get(`/api/documents/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiDocument;
}

async function createDefaultFolders(page: Page) {
  const { token, projectId } = await session(page);
  const response = await page.request.post(`/api/folders/${projectId}/create-defaults`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
}

/** The current document's frame has loaded its PDF (for the screenshots). */
async function previewShown(page: Page, documentId: string) {
  const path = `/api/documents/${documentId}/file`;
  await expect.poll(() => page.frames().some((f) => f.url().includes(path))).toBe(true);
  await page
    .frames()
    .find((f) => f.url().includes(path))!
    .waitForLoadState('load');
  // The viewer paints a moment after its load event.
  await page.waitForTimeout(1_000);
}

const counter = (page: Page) => page.getByTestId('review-counter');
const documentSection = (page: Page) => page.getByRole('region', { name: 'Document' });

/** The shown document and the counter, once the last action's call has come back. */
async function expectShown(page: Page, name: string, position: string) {
  await expect(documentSection(page).getByRole('heading', { level: 2 })).toHaveText(name);
  await expect(counter(page)).toHaveText(position);
  await expect(documentSection(page)).toHaveAttribute('aria-busy', 'false');
}

test('a paper tray cleared with the keyboard only: approve, skip, trash, arrows, restore', async ({
  page,
}, testInfo) => {
  test.setTimeout(PROCESSING_TIMEOUT + 120_000);
  await registerAndOpenDashboard(page);
  await createDefaultFolders(page);
  const docs = await seedDocuments(page, TEXT_INVOICES.slice(0, 5));
  const suggested = (await apiDocument(page, docs[0]!._id)).suggestedFolderId;
  expect(suggested, 'processing suggests a folder for an invoice').not.toBeNull();
  await page.reload();

  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.getByRole('link', { name: /Start Review Mode/ }).click();
  await expect(page).toHaveURL(/\/documents\/review$/);
  await expect(page.getByRole('heading', { name: 'Review Mode' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Paper Tray/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The oldest first, as the tray filled up.
  await expectShown(page, docs[0]!.name, '1 of 5');
  await expect(page.getByText('Suggested folder:')).toBeVisible();
  await expect(page.getByText(suggested!.name, { exact: true }).first()).toBeVisible();
  // The next document's data is fetched ahead, before anyone moves on ...
  await expect.poll(() => requested).toContain(`/api/documents/${docs[1]!._id}`);
  // ... and so is its file, by its preview laid out invisibly under the current one.
  await expect.poll(() => requested).toContain(`/api/documents/${docs[1]!._id}/file`);
  await previewShown(page, docs[0]!._id);

  // The key fields beside the page, each with how sure extraction was; low ones highlighted.
  const fields = page.getByRole('form', { name: 'Key fields' });
  const first = await apiDocument(page, docs[0]!._id);
  const invoiceNumber = fields.getByLabel('Invoice Number');
  await expect(invoiceNumber).toHaveValue(first.extractedData.invoiceNumber ?? '');
  for (const [field, label] of [
    ['invoiceNumber', 'Invoice Number'],
    ['issueDate', 'Issue Date'],
    ['totalAmount', 'Total Amount'],
    ['vendor.name', 'Vendor'],
  ] as const) {
    const meta = first.fieldMeta[field];
    if (!meta) continue;
    const row = fields.locator(`[data-field="${field}"]`);
    const percent = Math.round(meta.confidence * 100);
    await expect(row, label).toContainText(
      meta.confidence < 0.7 ? `Please check · ${percent}%` : `${percent}% sure`,
    );
    const highlighted = await row.locator('input').getAttribute('data-low-confidence');
    expect(highlighted, label).toBe(meta.confidence < 0.7 ? 'true' : null);
  }
  await snapThemes(page, testInfo, 'review-tray');

  // Edited in place: Tab moves on and saves it as the user's; keys typed there are not actions.
  await invoiceNumber.fill('INV-ASD-42');
  await page.keyboard.press('Tab');
  await expect(fields.getByLabel('Issue Date')).toBeFocused();
  await expect
    .poll(async () => {
      const after = await apiDocument(page, docs[0]!._id);
      return [after.extractedData.invoiceNumber, after.fieldMeta.invoiceNumber?.source];
    })
    .toEqual(['INV-ASD-42', 'user']);
  await expect(fields.locator('[data-field="invoiceNumber"]')).toContainText('Edited');
  await expect(counter(page)).toHaveText('1 of 5');
  await page.keyboard.press('Escape');
  await expect(fields.getByLabel('Issue Date')).not.toBeFocused();

  await page.getByRole('tab', { name: 'Extracted Details' }).click();
  await expect(documentSection(page).getByText('Invoice Number', { exact: true })).toBeVisible();
  await snapThemes(page, testInfo, 'review-extracted-details');
  await page.getByRole('tab', { name: 'Preview' }).click();
  await page.getByRole('tab', { name: 'Preview' }).blur();

  // A: the confirm dialog opens with the suggested folder chosen; Enter approves into it.
  await page.keyboard.press('a');
  const dialog = page.getByRole('dialog', { name: 'Approve document' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { checked: true })).toHaveAccessibleName(
    new RegExp(`^${suggested!.name}`),
  );
  await snapThemes(page, testInfo, 'review-approve-dialog', false);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectShown(page, docs[1]!.name, '1 of 4');

  // S skips (it stays in the tray), D trashes: the next document shows while the call is still
  // running, and keys pressed meanwhile act at once on the documents after it.
  await page.keyboard.press('s');
  await expectShown(page, docs[2]!.name, '2 of 4');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    '**/api/documents/*/trash',
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await page.keyboard.press('d');
  await expect(documentSection(page).getByRole('heading', { level: 2 })).toHaveText(docs[3]!.name);
  await expect(counter(page)).toHaveText('2 of 3');
  await expect(documentSection(page)).toHaveAttribute('aria-busy', 'true');
  await page.keyboard.press('s');
  await expect(documentSection(page).getByRole('heading', { level: 2 })).toHaveText(docs[4]!.name);
  await expect(counter(page)).toHaveText('3 of 3');
  await page.keyboard.press('ArrowLeft');
  release();
  await expectShown(page, docs[3]!.name, '2 of 3');

  // The arrows go back and forth.
  await page.keyboard.press('ArrowLeft');
  await expectShown(page, docs[1]!.name, '1 of 3');
  await page.keyboard.press('ArrowLeft');
  await expectShown(page, docs[1]!.name, '1 of 3');
  await page.keyboard.press('ArrowRight');
  await expectShown(page, docs[3]!.name, '2 of 3');

  // A again, another folder chosen with the arrow keys in the dialog.
  await page.keyboard.press('A');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const chosen = dialog.getByRole('radio', { checked: true });
  await expect(chosen).not.toHaveAccessibleName(new RegExp(`^${suggested!.name}`));
  const chosenName = (await chosen.evaluate((radio) => radio.closest('label')!.textContent!))
    .replace('Suggested', '')
    .trim();
  await page.keyboard.press('Enter');
  await expectShown(page, docs[4]!.name, '2 of 2');

  // D on the last one comes round to the skipped one.
  await page.keyboard.press('d');
  await expectShown(page, docs[1]!.name, '1 of 1');

  // Keys typed into a dialog are not review commands: Escape closes it, nothing else changes.
  await page.keyboard.press('a');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('d');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectShown(page, docs[1]!.name, '1 of 1');

  const [approved, skipped, trashed, approvedElsewhere, trashedLast] = await Promise.all(
    docs.map((d) => apiDocument(page, d._id)),
  );
  expect(approved!.state).toBe('approved');
  expect(approved!.folderId?._id).toBe(suggested!._id);
  expect(skipped!.state).toBe('paper_tray');
  expect(trashed!.state).toBe('trash');
  expect(approvedElsewhere!.state).toBe('approved');
  expect(approvedElsewhere!.folderId?.name).toBe(chosenName);
  expect(trashedLast!.state).toBe('trash');

  // The trash: the most recently trashed first; R restores it to the tray.
  await page.getByRole('button', { name: /^Trash/ }).click();
  await expect(page).toHaveURL(/view=trash/);
  await expectShown(page, docs[4]!.name, '1 of 2');
  await expect(page.getByRole('button', { name: /Restore/ })).toBeVisible();
  await previewShown(page, docs[4]!._id);
  await snapThemes(page, testInfo, 'review-trash');
  await page.keyboard.press('r');
  await expectShown(page, docs[2]!.name, '1 of 1');
  await expect.poll(async () => (await apiDocument(page, docs[4]!._id)).state).toBe('paper_tray');
  expect((await apiDocument(page, docs[2]!._id)).state).toBe('trash');

  // Back in the tray: the skipped and the restored document are left.
  await page.getByRole('button', { name: /Paper Tray/ }).click();
  await expectShown(page, docs[1]!.name, '1 of 2');
  await page.keyboard.press('s');
  await expectShown(page, docs[4]!.name, '2 of 2');
  await page.keyboard.press('d');
  await expectShown(page, docs[1]!.name, '1 of 1');
  await page.keyboard.press('d');
  await expect(page.getByText('No new documents to review')).toBeVisible();
  await snapThemes(page, testInfo, 'review-empty');
  await page.getByRole('button', { name: /^Trash/ }).click();
  await expect(counter(page)).toHaveText('1 of 3');
});

test('on a phone the review acts from the bottom bar', async ({ page }, testInfo) => {
  test.setTimeout(PROCESSING_TIMEOUT + 90_000);
  await registerAndOpenDashboard(page);
  await createDefaultFolders(page);
  const docs = await seedDocuments(page, TEXT_INVOICES.slice(0, 2));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Quick actions' })
    .getByRole('link', { name: /Review/ })
    .click();
  await expectShown(page, docs[0]!.name, '1 of 2');
  const bar = page.getByRole('navigation', { name: 'Review actions' });
  await expect(bar).toBeVisible();
  // Phones get the paged pdf.js viewer.
  await expect(
    documentSection(page)
      .getByText(/^Page 1 of \d+$/)
      .filter({ visible: true }),
  ).toBeVisible();
  await snapThemes(page, testInfo, 'review-mobile');

  await bar.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve document' });
  await expect(dialog).toBeVisible();
  await snapThemes(page, testInfo, 'review-mobile-approve', false);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expectShown(page, docs[1]!.name, '1 of 1');
  await bar.getByRole('button', { name: 'Move to Trash' }).click();
  await expect(page.getByText('No new documents to review')).toBeVisible();
  await snapThemes(page, testInfo, 'review-mobile-empty');
  await expect.poll(async () => (await apiDocument(page, docs[0]!._id)).state).toBe('approved');
  await expect.poll(async () => (await apiDocument(page, docs[1]!._id)).state).toBe('trash');
});
