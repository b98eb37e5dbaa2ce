import { writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PROCESSING_TIMEOUT, session, uploadDocument, waitForProcessed } from './support/documents';
import { registerAndOpenDashboard, snapThemes } from './support/helpers';
// The same vendor's invoices the API's learning tests use.
import { vendorInvoice } from '../apps/api/src/modules/learned-fields/testing/vendor-invoice';

async function contactOf(page: Page, documentId: string): Promise<string> {
  const { token } = await session(page);
  const response = await page.request.get(`/api/documents/${documentId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { contactId: { _id: string } | null };
  expect(body.contactId, 'the vendor became a contact').not.toBeNull();
  return body.contactId!._id;
}

async function learnedFieldCount(page: Page, contactId: string): Promise<number> {
  const { token } = await session(page);
  const response = await page.request.get(`/api/contacts/${contactId}/learned-fields`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: unknown[] }).data.length;
}

async function uploadProcessed(page: Page, path: string, bytes: Buffer) {
  await writeFile(path, bytes);
  const document = await uploadDocument(page, path);
  await waitForProcessed(page, document._id);
  return document;
}

test('a corrected invoice number is learned, shown as learned on the next document, and forgotten', async ({
  page,
}, testInfo) => {
  test.setTimeout(4 * PROCESSING_TIMEOUT);
  await registerAndOpenDashboard(page);

  // The rules cannot know that this vendor's "Vorgang" is the invoice number: the user says so.
  const first = await uploadProcessed(
    page,
    testInfo.outputPath('vorgang-1.pdf'),
    await vendorInvoice('VG-88123', 0, 2),
  );
  await page.goto(`/documents/${first._id}`);
  const invoiceNumber = page.getByLabel('Invoice Number');
  await expect(invoiceNumber).toBeVisible();
  await expect(invoiceNumber).not.toHaveValue('VG-88123');
  await invoiceNumber.fill('VG-88123');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Edited', { exact: true })).toHaveCount(1);
  // Learning re-reads the file in a background job: the next document waits for it, as a
  // vendor's next invoice arriving later would.
  const contactId = await contactOf(page, first._id);
  const { token } = await session(page);
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/contacts/${contactId}/learned-fields`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await response.json()) as { data: unknown[] }).data.length;
      },
      { timeout: PROCESSING_TIMEOUT },
    )
    .toBe(1);

  // The vendor's next invoice, moved and longer, is read where the correction said.
  const second = await uploadProcessed(
    page,
    testInfo.outputPath('vorgang-2.pdf'),
    await vendorInvoice('VG-90417', 14, 5),
  );
  await page.goto(`/documents/${second._id}`);
  await expect(page.getByLabel('Invoice Number')).toHaveValue('VG-90417');
  await expect(page.getByText(/^Learned from your correction on /)).toBeVisible();
  await snapThemes(page, testInfo, 'learned-field-document');

  // The contact lists what was learned, and forgetting it is one click.
  await page.goto(`/contacts/${await contactOf(page, second._id)}`);
  const learned = page.getByRole('list', { name: 'Learned fields' });
  await expect(learned.getByText('After “Vorgang”')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);
  await snapThemes(page, testInfo, 'learned-fields-contact-phone');
  await page.getByRole('button', { name: 'Forget Invoice Number' }).click();
  await expect(page.getByRole('heading', { name: 'Learned fields' })).toBeHidden();
});

test('a corrected vendor name is given to the supplier’s next document, said to be learned, and forgotten', async ({
  page,
}, testInfo) => {
  test.setTimeout(4 * PROCESSING_TIMEOUT);
  await registerAndOpenDashboard(page);

  // The letterhead prints the legal name; the user knows the supplier by its shop's brand.
  const first = await uploadProcessed(
    page,
    testInfo.outputPath('muster-1.pdf'),
    await vendorInvoice('VG-51001', 3, 2),
  );
  await page.goto(`/documents/${first._id}`);
  const vendor = page.getByLabel('Vendor', { exact: true });
  await expect(vendor).toHaveValue('Muster Elektro GmbH');
  await vendor.fill('Muster Licht');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Edited', { exact: true })).toHaveCount(1);
  const contactId = await contactOf(page, first._id);
  await expect
    .poll(() => learnedFieldCount(page, contactId), { timeout: PROCESSING_TIMEOUT })
    .toBe(1);

  // The supplier's next invoice (same VAT id, same printed legal name) gets the user's name.
  const second = await uploadProcessed(
    page,
    testInfo.outputPath('muster-2.pdf'),
    await vendorInvoice('VG-51002', 9, 4),
  );
  expect(await contactOf(page, second._id)).toBe(contactId);
  await page.goto(`/documents/${second._id}`);
  await expect(page.getByLabel('Vendor', { exact: true })).toHaveValue('Muster Licht');
  await expect(page.getByText(/^Learned from your correction on /)).toBeVisible();
  await page.getByRole('button', { name: 'How Vendor was read' }).click();
  const why = page.getByRole('dialog', { name: 'How the value was read' });
  await expect(why.getByText('From your correction for this vendor')).toBeVisible();
  await expect(why.getByText(/the document prints "Muster Elektro GmbH"/)).toBeVisible();
  await snapThemes(page, testInfo, 'learned-vendor-name-document');
  await page.keyboard.press('Escape');

  // On a phone: the same explanation, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByText(/^Learned from your correction on /)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);
  await snapThemes(page, testInfo, 'learned-vendor-name-document-phone');

  // One contact, called by the user's name, which lists the name as learned and forgets it.
  await page.goto(`/contacts/${contactId}`);
  await expect(page.getByRole('heading', { name: 'Muster Licht', level: 1 })).toBeVisible();
  const learned = page.getByRole('list', { name: 'Learned fields' });
  await expect(learned.getByText('Named “Muster Licht”')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);
  // The screen as a phone shows it with the card scrolled into view (a full-page capture puts
  // the fixed bottom bar over the middle of the page).
  await learned.evaluate((list) => list.scrollIntoView({ block: 'center' }));
  await snapThemes(page, testInfo, 'learned-vendor-name-contact-phone', false);
  await page.getByRole('button', { name: 'Forget Vendor' }).click();
  await expect(page.getByRole('heading', { name: 'Learned fields' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Muster Elektro GmbH', level: 1 })).toBeVisible();
});
