import { expect, test, type Page } from '@playwright/test';
import { INVOICE_FIXTURES, PROCESSING_TIMEOUT, seedDocuments, session } from './support/documents';
import { registerAndOpenDashboard, snapThemes } from './support/helpers';

const STAT_LINKS = {
  Emails: '/emails',
  Documents: '/documents',
  Contacts: '/contacts',
  Folders: '/folders',
} as const;

const statCard = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Statistics' })
    .getByRole('link', { name: new RegExp(`^${label} `) });
const statValue = (page: Page, label: string) => statCard(page, label).getByTestId('stat-value');

async function createDefaultFolders(page: Page) {
  const { token, projectId } = await session(page);
  const response = await page.request.post(`/api/folders/${projectId}/create-defaults`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
}

test('the dashboard counts what arrived, and catches up without a reload', async ({
  page,
}, testInfo) => {
  test.setTimeout(PROCESSING_TIMEOUT + 120_000);
  await registerAndOpenDashboard(page);
  await expect(page.getByText('Overview for Default Project')).toBeVisible();
  await expect(statValue(page, 'Documents')).toHaveText('0');
  await expect(statValue(page, 'Contacts')).toHaveText('0');
  await createDefaultFolders(page);
  const seeded = await seedDocuments(page, ['AmazonWebServices.pdf', 'QualityHosting.pdf']);
  await page.reload();

  await expect(statValue(page, 'Documents')).toHaveText('2');
  await expect(statCard(page, 'Documents')).toContainText('2 to review');
  await expect(statValue(page, 'Contacts')).toHaveText('2');
  await expect(statValue(page, 'Folders')).toHaveText('4');
  await expect(statValue(page, 'Emails')).toHaveText('0');
  for (const [label, href] of Object.entries(STAT_LINKS)) {
    await expect(statCard(page, label)).toHaveAttribute('href', href);
  }
  const review = page.getByRole('link', { name: /Start Review Mode/ });
  await expect(review).toHaveAttribute('href', '/documents/review');
  await expect(review.getByLabel('2 in the paper tray')).toHaveText('2');
  const status = page.getByRole('heading', { name: 'Document Status' }).locator('../..');
  await expect(status).toContainText('Where your 2 documents are');
  await expect(status.getByRole('definition').first()).toHaveText('2');

  const recent = page.getByRole('list', { name: 'Recent documents' });
  await expect(recent.getByRole('listitem')).toHaveCount(2);
  for (const document of seeded) {
    await expect(recent.getByRole('link', { name: new RegExp(document.name) })).toHaveAttribute(
      'href',
      `/documents/${document._id}`,
    );
  }

  // A third invoice, from a new vendor, uploaded here: when its processing ends, the stats
  // (its new contact included) follow without a reload.
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a document' });
  await dialog
    .getByLabel('Choose a file or drag it here')
    .setInputFiles(`${INVOICE_FIXTURES}NetpresseInvoice.pdf`);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(recent.getByRole('listitem')).toHaveCount(3);
  await expect(recent.getByText(/Processing|Queued/)).toBeHidden({ timeout: PROCESSING_TIMEOUT });
  await expect(statValue(page, 'Contacts')).toHaveText('3');
  await expect(statValue(page, 'Documents')).toHaveText('3');
  await expect(review.getByLabel('3 in the paper tray')).toHaveText('3');

  const folders = page.getByRole('list', { name: 'Project folders' });
  await expect(folders.getByRole('listitem')).toHaveCount(4);
  const { token, projectId } = await session(page);
  const list = (await (
    await page.request.get(`/api/folders/${projectId}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { _id: string; name: string }[];
  const invoices = list.find((folder) => folder.name === 'Invoices')!;
  await expect(folders.getByRole('link', { name: /Invoices/ })).toHaveAttribute(
    'href',
    `/documents?folderId=${invoices._id}`,
  );
  await snapThemes(page, testInfo, 'dashboard-desktop');

  await page.setViewportSize({ width: 390, height: 844 });
  await snapThemes(page, testInfo, 'dashboard-mobile');

  await page.getByRole('link', { name: 'View All' }).last().click();
  await expect(page).toHaveURL(/\/folders$/);
});

test('the dashboard lists at most 6 folders and 5 recent documents', async ({ page }) => {
  test.setTimeout(240_000);
  await registerAndOpenDashboard(page);
  const { token, projectId } = await session(page);
  await createDefaultFolders(page);
  for (const name of ['Taxes', 'Rent', 'Travel']) {
    const response = await page.request.post(`/api/folders/${projectId}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { name },
    });
    expect(response.ok()).toBe(true);
  }
  await seedDocuments(page);
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Project folders' }).getByRole('listitem'),
  ).toHaveCount(6);
  await expect(
    page.getByRole('list', { name: 'Recent documents' }).getByRole('listitem'),
  ).toHaveCount(5);
  await expect(statValue(page, 'Folders')).toHaveText('7');
  await expect(statValue(page, 'Documents')).toHaveText('6');
});
