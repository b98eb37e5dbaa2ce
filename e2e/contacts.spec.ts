import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { PROCESSING_TIMEOUT, seedDocuments, session } from './support/documents';
import { registerAndOpenDashboard, snapThemes, toastText } from './support/helpers';

const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Three suppliers: two invoices in EUR, one in USD; NETPRESSE billed in November 2022. */
const INVOICES = ['NetpresseInvoice.pdf', 'QualityHosting.pdf', 'AmazonWebServices.pdf'];
const NETPRESSE = { name: /NETPRESSE/i, total: /56\.02/, year: 2022, month: 11 };

function contactRows(page: Page) {
  return page.getByRole('table').locator('tbody tr');
}

async function checkList(page: Page, testInfo: TestInfo) {
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  await expect(contactRows(page)).toHaveCount(3);
  // Default order: the largest total first (spec section 9).
  await expect(contactRows(page).first()).toContainText(NETPRESSE.name);
  await expect(contactRows(page).first()).toContainText(NETPRESSE.total);
  await expect(contactRows(page).last()).toContainText(/Amazon/i);
  await expect(contactRows(page).last()).toContainText(/4\.11/);
  await expect(page.getByRole('columnheader', { name: 'Total Amount' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await snapThemes(page, testInfo, 'contacts-list-desktop');

  await page.getByRole('button', { name: 'Total Amount' }).click();
  await expect(page).toHaveURL(/sortBy=metadata\.totalAmount&sortOrder=asc/);
  await expect(contactRows(page).first()).toContainText(/Amazon/i);
  await expect(contactRows(page).last()).toContainText(NETPRESSE.name);

  await page.getByRole('searchbox', { name: 'Search contacts' }).fill('quality');
  await expect(page).toHaveURL(/search=quality/);
  await expect(contactRows(page)).toHaveCount(1);
  await expect(contactRows(page).first()).toContainText(/QualityHosting/i);
  await expect(contactRows(page).first()).toContainText(/34\.73/);

  // The state survives a reload: it lives in the URL.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search contacts' })).toHaveValue('quality');
  await expect(contactRows(page)).toHaveCount(1);

  await page.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Persons' }).click();
  await expect(page).toHaveURL(/type=person/);
  await expect(page.getByRole('heading', { name: 'No contacts found' })).toBeVisible();
  await snapThemes(page, testInfo, 'contacts-list-empty-desktop');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(contactRows(page)).toHaveCount(3);
  await expect(page.getByRole('searchbox', { name: 'Search contacts' })).toHaveValue('');

  // The project-scoped route lists the URL's project.
  const { projectId } = await session(page);
  await page.goto(`/projects/${projectId}/contacts`);
  await expect(contactRows(page)).toHaveCount(3);

  await page.setViewportSize(MOBILE);
  await page.goto('/contacts');
  const cards = page.getByRole('region', { name: 'Contacts' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText(NETPRESSE.name);
  await snapThemes(page, testInfo, 'contacts-list-mobile');
  await page.setViewportSize(DESKTOP);
}

async function checkDetail(page: Page, testInfo: TestInfo) {
  await page.goto('/contacts');
  await contactRows(page).filter({ hasText: NETPRESSE.name }).getByRole('link').click();
  await expect(page).toHaveURL(/\/contacts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: NETPRESSE.name, level: 1 })).toBeVisible();
  await expect(page.getByText('Company', { exact: true }).first()).toBeVisible();

  // The chart opens on the latest year with invoices; the current year is one pick away and
  // the chart cannot go past it.
  const currentYear = new Date().getFullYear();
  const years = page.getByRole('group', { name: 'Year' });
  const picker = years.getByRole('combobox', { name: 'Chart year' });
  await expect(picker).toHaveValue(String(NETPRESSE.year));
  await picker.selectOption(String(currentYear));
  await expect(page).toHaveURL(new RegExp(`year=${currentYear}`));
  await expect(years.getByRole('button', { name: 'Next year' })).toBeDisabled();
  await expect(page.getByTestId('yearly-count')).toHaveText('0');
  await expect(page.getByText(`No invoices in ${currentYear}.`)).toBeVisible();
  await expect(page.locator('.contact-month-bar')).toHaveCount(0);

  for (let year = currentYear; year > NETPRESSE.year; year -= 1) {
    await years.getByRole('button', { name: 'Previous year' }).click();
  }
  await expect(picker).toHaveValue(String(NETPRESSE.year));
  await expect(page).toHaveURL(new RegExp(`year=${NETPRESSE.year}`));
  await expect(years.getByRole('button', { name: 'Next year' })).toBeEnabled();
  await expect(page.getByTestId('yearly-count')).toHaveText('1');
  await expect(page.getByTestId('yearly-total')).toContainText(NETPRESSE.total);
  // One bar, in November.
  const bars = page.locator('.contact-month-bar');
  await expect(bars).toHaveCount(1);
  await expect(bars.first()).toHaveAttribute('data-month', String(NETPRESSE.month));
  const box = await bars.first().boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(10);

  const documents = page.getByRole('table').filter({ hasText: 'NetpresseInvoice.pdf' });
  await expect(documents.locator('tbody tr')).toHaveCount(1);
  await expect(documents).toContainText('2022089083');
  await expect(documents).toContainText(NETPRESSE.total);
  await snapThemes(page, testInfo, 'contact-detail-desktop');

  const download = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'Download NetpresseInvoice.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('NetpresseInvoice.pdf');

  await page.getByRole('searchbox', { name: 'Search documents' }).fill('no such thing');
  await expect(page.getByText('No documents match your search.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search documents' }).fill('');
  await expect(documents.locator('tbody tr')).toHaveCount(1);

  await page.setViewportSize(MOBILE);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('.contact-month-bar')).toHaveCount(1);
  await snapThemes(page, testInfo, 'contact-detail-mobile');
  await page.setViewportSize(DESKTOP);

  await documents.getByRole('link', { name: 'Open NetpresseInvoice.pdf' }).click();
  await expect(page).toHaveURL(/\/documents\/[0-9a-f-]{36}$/);
}

async function checkMerge(page: Page, testInfo: TestInfo) {
  await page.goto('/contacts');
  await expect(contactRows(page)).toHaveCount(3);

  const quality = contactRows(page).filter({ hasText: /QualityHosting/i });
  const amazon = contactRows(page).filter({ hasText: /Amazon/i });
  await quality.getByRole('checkbox').check();
  await expect(page.getByRole('button', { name: 'Merge' })).toBeDisabled();
  await amazon.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Merge' }).click();

  const dialog = page.getByRole('dialog', { name: 'Merge contacts' });
  await dialog.getByRole('radio', { name: /QualityHosting/i }).check();
  await expect(dialog).toContainText(/Amazon.* will be merged into .*QualityHosting/i);
  await snapThemes(page, testInfo, 'contacts-merge-dialog', false);
  await dialog.getByRole('button', { name: 'Merge Contacts' }).click();
  await expect(toastText(page, 'Contacts merged')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(contactRows(page)).toHaveCount(2);
  const kept = contactRows(page).filter({ hasText: /QualityHosting/i });
  // Two documents; EUR and USD stay apart, never summed.
  await expect(kept.locator('td').nth(6)).toHaveText('2');
  await expect(kept).toContainText(/34\.73/);
  await expect(kept).toContainText(/4\.11/);
  await expect(kept).not.toContainText(/38\.84/);
  await snapThemes(page, testInfo, 'contacts-merged-desktop');
}

/** From a contact's page: the duplicate is picked, the other one kept, and its page opens. */
async function checkMergeFromDetail(page: Page) {
  await contactRows(page)
    .filter({ hasText: /QualityHosting/i })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { name: /QualityHosting/i, level: 1 })).toBeVisible();
  const qualityUrl = page.url();
  await page.getByRole('button', { name: 'Merge' }).click();
  const picker = page.getByRole('dialog', { name: 'Merge a duplicate' });
  // An option names the contact and, when it has one, its tax id: "NETPRESSE (…)".
  const duplicate = picker.getByLabel('Duplicate contact');
  const netpresse = duplicate.locator('option', { hasText: NETPRESSE.name });
  await duplicate.selectOption((await netpresse.getAttribute('value')) ?? '');
  await picker.getByRole('button', { name: 'Continue' }).click();

  const dialog = page.getByRole('dialog', { name: 'Merge contacts' });
  await dialog.getByRole('radio', { name: NETPRESSE.name }).check();
  await dialog.getByRole('button', { name: 'Merge Contacts' }).click();
  await expect(toastText(page, 'Contacts merged')).toBeVisible();

  // The page this started on was merged away: the kept contact's page replaces it.
  await expect(page.getByRole('heading', { name: NETPRESSE.name, level: 1 })).toBeVisible();
  expect(page.url()).not.toBe(qualityUrl);
  await expect(page.getByRole('heading', { name: 'Contact not found' })).toBeHidden();
  const documents = page.getByRole('table').filter({ hasText: 'NetpresseInvoice.pdf' });
  await expect(documents.locator('tbody tr')).toHaveCount(3);
  // 56.02 + 34.73 EUR, and the USD invoice on its own line.
  const details = page.getByRole('definition').filter({ hasText: /90\.75/ });
  await expect(details).toContainText(/4\.11/);
}

test('contacts: list with totals, search and sort; detail with the monthly chart; merge', async ({
  page,
}, testInfo) => {
  test.setTimeout(PROCESSING_TIMEOUT + 180_000);
  await registerAndOpenDashboard(page);
  // One seed for the whole journey: processing real invoices is the slow part.
  await seedDocuments(page, INVOICES);
  await test.step('list', () => checkList(page, testInfo));
  await test.step('detail', () => checkDetail(page, testInfo));
  await test.step('merge', () => checkMerge(page, testInfo));
  await test.step('merge from a contact page', () => checkMergeFromDetail(page));
});

test('an unknown contact shows Contact not found', async ({ page }, testInfo) => {
  await registerAndOpenDashboard(page);
  await page.goto('/contacts/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Contact not found' })).toBeVisible();
  await expect(
    toastText(page, 'This contact does not exist or you do not have access to it'),
  ).toBeVisible();
  await snapThemes(page, testInfo, 'contact-not-found-desktop');
  await page.getByRole('link', { name: 'Back to Contacts' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByRole('heading', { name: 'No contacts yet' })).toBeVisible();
});
