import { expect, test, type Page } from '@playwright/test';
import { registerAndOpenDashboard, snapThemes } from './support/helpers';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const ADDRESS = /^[a-z0-9-]+@[a-z0-9.-]+$/;

function addressBadge(page: Page) {
  return page.getByRole('button', { name: /^Forwarding address / });
}

function settingsAddress(page: Page) {
  return page.getByRole('region', { name: 'Receiving address' }).locator('code');
}

for (const [viewportName, viewport] of Object.entries({
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
})) {
  test(`the dashboard badge shows the project address and copies it, ${viewportName}`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await registerAndOpenDashboard(page);
    const badge = addressBadge(page);
    await expect(badge).toBeVisible();
    const address = (await badge.textContent())?.trim() ?? '';
    expect(address).toMatch(ADDRESS);
    await snapThemes(page, testInfo, `dashboard-badge-${viewportName}`);

    await badge.click();
    const dialog = page.getByRole('dialog', { name: 'Forwarding address' });
    await expect(dialog).toContainText('Forward invoices and receipts to this address');
    await expect(dialog.locator('code')).toHaveText(address);
    await expect(dialog.getByText('Emails received')).toBeVisible();
    await expect(dialog.getByText('Never')).toBeVisible();
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await snapThemes(page, testInfo, `project-email-dialog-${viewportName}`, false);
    // Spec section 9: the confirmation lasts 2 s.
    await expect(dialog.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 3_000 });
  });
}

test('project settings regenerate, deactivate and turn on the receiving address', async ({
  page,
}, testInfo) => {
  await registerAndOpenDashboard(page);
  const original = (await addressBadge(page).textContent())?.trim() ?? '';
  const projectId = await page.evaluate(() => localStorage.getItem('selectedProjectId'));
  await page.goto(`/projects/${projectId}/settings`);
  await expect(settingsAddress(page)).toHaveText(original);

  await page.getByRole('button', { name: 'Regenerate address' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Regenerate the address?' });
  await expect(confirm).toContainText(`${original} stops working`);
  await snapThemes(page, testInfo, 'regenerate-confirm-desktop', false);
  await confirm.getByRole('button', { name: 'Regenerate address' }).click();
  await expect(confirm).toBeHidden();
  await expect(settingsAddress(page)).not.toHaveText(original);
  const regenerated = (await settingsAddress(page).textContent())?.trim() ?? '';
  expect(regenerated).toMatch(ADDRESS);
  await snapThemes(page, testInfo, 'project-settings-address-desktop');

  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page
    .getByRole('alertdialog', { name: 'Deactivate the address?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(page.getByText('Switched off: mail sent to this address is refused.')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await snapThemes(page, testInfo, 'project-settings-address-off-mobile');

  await page.getByRole('button', { name: 'Turn on with a new address' }).click();
  await expect(page.getByRole('button', { name: 'Regenerate address' })).toBeVisible();
  await expect(settingsAddress(page)).not.toHaveText(regenerated);
  const reactivated = (await settingsAddress(page).textContent())?.trim() ?? '';

  await page.goto('/dashboard');
  await expect(addressBadge(page)).toHaveText(reactivated);
});
