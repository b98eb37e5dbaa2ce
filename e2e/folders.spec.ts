import { expect, test, type Page } from '@playwright/test';
import { seedDocuments, session } from './support/documents';
import { registerAndOpenDashboard, snapThemes, toastText } from './support/helpers';

interface ApiFolder {
  _id: string;
  name: string;
}

async function apiFolders(page: Page): Promise<ApiFolder[]> {
  const { token, projectId } = await session(page);
  const response = await page.request.get(`/api/folders/${projectId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiFolder[];
}

async function folderId(page: Page, name: string): Promise<string> {
  const folder = (await apiFolders(page)).find((candidate) => candidate.name === name);
  if (!folder) throw new Error(`No folder named ${name}`);
  return folder._id;
}

/** Files a processed document into a folder through the real approve call. */
async function approveInto(page: Page, documentId: string, targetFolderId: string) {
  const { token } = await session(page);
  const response = await page.request.post(`/api/documents/${documentId}/approve`, {
    headers: { authorization: `Bearer ${token}` },
    data: { folderId: targetFolderId },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const folderCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });

async function createFolder(page: Page, name: string, colour: string, description = '') {
  await page.getByRole('button', { name: 'Create Folder' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Folder' });
  await expect(dialog).toBeVisible();
  // Spec: create stays disabled while the name is empty.
  await expect(dialog.getByRole('button', { name: 'Create Folder' })).toBeDisabled();
  await dialog.getByLabel('Name').fill(name);
  if (description) await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('radio', { name: colour }).check();
  await dialog.getByRole('button', { name: 'Create Folder' }).click();
  await expect(toastText(page, 'Folder created')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('an owner sets up, edits and tidies folders, and a card opens its documents', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await registerAndOpenDashboard(page);
  await page.goto('/folders');
  await expect(page.getByRole('heading', { name: 'Folders', exact: true })).toBeVisible();
  await expect(page.getByText('No folders yet')).toBeVisible();
  await snapThemes(page, testInfo, 'folders-empty');

  await page.getByRole('button', { name: 'Create Default Folders' }).click();
  await expect(toastText(page, 'Default folders created')).toBeVisible();
  for (const name of ['Invoices', 'Receipts', 'Contracts', 'Other']) {
    await expect(folderCard(page, name).getByText('Default', { exact: true })).toBeVisible();
  }
  await expect(page.getByText('No folders yet')).toBeHidden();

  // A default folder keeps its name and cannot be deleted.
  const invoicesDelete = page.getByRole('button', { name: 'Delete Invoices' });
  await expect(invoicesDelete).toBeDisabled();
  await invoicesDelete.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Default folders cannot be deleted');
  await page.getByRole('button', { name: 'Edit Invoices' }).click();
  const editDefault = page.getByRole('dialog', { name: 'Edit Folder' });
  await expect(editDefault.getByLabel('Name')).toHaveAttribute('readonly', '');
  await expect(
    editDefault.getByText('The name of a default folder cannot be changed'),
  ).toBeVisible();
  await editDefault.getByRole('button', { name: 'Cancel' }).click();

  await createFolder(page, 'Taxes 2025', 'Green', 'Everything the tax office asks for');
  const taxes = folderCard(page, 'Taxes 2025');
  await expect(taxes.getByText('Everything the tax office asks for')).toBeVisible();
  await expect(taxes.getByRole('article')).toHaveCSS('border-top-color', 'rgb(16, 185, 129)');
  await expect(taxes.getByText('0 documents')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Taxes 2025' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Folder' });
  await expect(edit.getByRole('radio', { name: 'Green' })).toBeChecked();
  await edit.getByLabel('Name').fill('');
  await expect(edit.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await edit.getByLabel('Name').fill('Taxes 2026');
  await edit.getByRole('radio', { name: 'Violet' }).check();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(page, 'Folder updated')).toBeVisible();
  const renamed = folderCard(page, 'Taxes 2026');
  await expect(renamed.getByRole('article')).toHaveCSS('border-top-color', 'rgb(139, 92, 246)');
  await expect(folderCard(page, 'Taxes 2025')).toHaveCount(0);

  // A folder with a document in it stays; the button says why on hover and on focus.
  const [invoice] = await seedDocuments(page, ['AmazonWebServices.pdf']);
  await approveInto(page, invoice!._id, await folderId(page, 'Taxes 2026'));
  await page.getByRole('button', { name: 'Recalculate Counts' }).click();
  await expect(toastText(page, 'Counts recalculated')).toBeVisible();
  await expect(renamed.getByText('1 document', { exact: true })).toBeVisible();
  const taxesDelete = page.getByRole('button', { name: 'Delete Taxes 2026' });
  await expect(taxesDelete).toBeDisabled();
  await taxesDelete.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Cannot delete folder with documents');
  await snapThemes(page, testInfo, 'folders-delete-tooltip', false);
  await taxesDelete.focus();
  await page.keyboard.press('Enter');
  await expect(toastText(page, 'Cannot delete folder with documents')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await createFolder(page, 'Scratch', 'Red');
  await page.getByRole('button', { name: 'Delete Scratch' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete folder?' });
  await expect(confirm).toContainText('"Scratch"');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastText(page, 'Folder deleted')).toBeVisible();
  await expect(folderCard(page, 'Scratch')).toHaveCount(0);
  expect((await apiFolders(page)).map((folder) => folder.name)).not.toContain('Scratch');

  await snapThemes(page, testInfo, 'folders-desktop');
  await page.getByRole('radio', { name: 'Small' }).click();
  await expect(page).toHaveURL(/size=small/);
  await snapThemes(page, testInfo, 'folders-desktop-small');
  await page.getByRole('radio', { name: 'Large' }).click();
  await expect(page).toHaveURL(/size=large/);
  await snapThemes(page, testInfo, 'folders-desktop-large');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('radio', { name: 'Medium' }).click();
  await expect(page).not.toHaveURL(/size=/);
  await snapThemes(page, testInfo, 'folders-mobile');
  await page.getByRole('button', { name: 'Edit Taxes 2026' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Folder' })).toBeVisible();
  await snapThemes(page, testInfo, 'folders-mobile-edit', false);
  await page.keyboard.press('Escape');

  const taxesId = await folderId(page, 'Taxes 2026');
  await page.getByRole('link', { name: 'Taxes 2026', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/documents\\?folderId=${taxesId}$`));
  // The documents list is filtered to the folder: its one document is there.
  await expect(
    page.getByRole('main').getByText(invoice!.name).filter({ visible: true }),
  ).toBeVisible();
});
