import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { INVOICE_FIXTURES, session } from './support/documents';
import { expectFitsWidth, registerAndOpenDashboard, snapThemes } from './support/helpers';

/** More than the 1,000 matches a search counts exactly (decision 063). */
const UPLOADS = 1_010;
const PHONE = { width: 360, height: 740 };

/**
 * Uploads distinct copies of a small invoice named "ledger-N.pdf", a few at a time. Processing
 * renames some (the free plan analyses 50 a month); more than 1,000 keep the word "ledger".
 */
async function uploadLedgers(page: Page) {
  const { token, projectId } = await session(page);
  const bytes = await readFile(`${INVOICE_FIXTURES}SammyMaystoneLinesTest.pdf`);
  const upload = async (i: number) => {
    const response = await page.request.post('/api/documents/upload', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        projectId,
        source: 'manual_upload',
        file: {
          name: `ledger-${String(i).padStart(4, '0')}.pdf`,
          mimeType: 'application/pdf',
          buffer: Buffer.concat([bytes, Buffer.from(`\n%copy ${i}\n`)]),
        },
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
  };
  for (let start = 0; start < UPLOADS; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, UPLOADS - start) }, (_, k) => upload(start + k)),
    );
  }
}

const summary = (page: Page) => page.getByText(/^Showing [\d,]+–[\d,]+ of [\d,]+\+? documents?$/);
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

test('a search with more than 1,000 matches says "1,000+" and pages on', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await registerAndOpenDashboard(page);
  await uploadLedgers(page);

  await page.goto('/documents?search=ledger');
  await expect(summary(page)).toHaveText('Showing 1–20 of 1,000+ documents');
  // No last page to jump to: its number is not known.
  await expect(pagination(page).getByRole('button', { name: 'Page 5' })).toBeVisible();
  await expect(pagination(page).getByRole('button', { name: 'Page 50' })).toHaveCount(0);
  await snapThemes(page, testInfo, 'documents-search-capped-desktop');

  await pagination(page).getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(summary(page)).toHaveText('Showing 21–40 of 1,000+ documents');

  await page.setViewportSize(PHONE);
  await expectFitsWidth(page, PHONE.width);
  await expect(summary(page)).toBeVisible();
  await snapThemes(page, testInfo, 'documents-search-capped-360');

  // A narrower search is counted exactly again.
  await page.goto('/documents?search=ledger-1007');
  await expect(summary(page)).toHaveText('Showing 1–1 of 1 document');
});
