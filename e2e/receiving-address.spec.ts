import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createTransport } from 'nodemailer';
import { INVOICE_FIXTURES } from './support/documents';
import { expectFitsWidth, registerAndOpenDashboard, snapThemes } from './support/helpers';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const ADDRESS = /^[a-z0-9-]+@[a-z0-9.-]+$/;

function addressBadge(page: Page) {
  return page.getByRole('button', { name: /^Forwarding address / });
}

function settingsAddress(page: Page) {
  return page.getByRole('region', { name: 'Receiving address' }).locator('code');
}

/** The value of a `<dt>`/`<dd>` pair on screen. */
function detail(scope: Page | Locator, term: string) {
  return scope.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
}

/**
 * The port the e2e server's receiver got (it runs with SMTP_PORT=0): the server writes it to
 * DATA_DIR/smtp-receiver.json once it listens.
 */
async function receiverPort(): Promise<number> {
  const file = join(process.env.E2E_DATA_DIR ?? '', 'smtp-receiver.json');
  const { port } = JSON.parse(await readFile(file, 'utf8')) as { port: number };
  return port;
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

test('mail sent to the receiving address over SMTP shows on its cards: when and how many', async ({
  page,
}, testInfo) => {
  await registerAndOpenDashboard(page);
  const address = (await addressBadge(page).textContent())?.trim() ?? '';
  expect(address).toMatch(ADDRESS);

  // A real delivery to the built-in receiver, as a supplier's mail server makes it.
  const transport = createTransport({ host: '127.0.0.1', port: await receiverPort() });
  const sent = await transport.sendMail({
    from: 'Billing <billing@supplier.example>',
    to: address,
    subject: 'Invoice for November',
    text: 'Your invoice is attached.',
    attachments: [
      { filename: 'invoice.pdf', content: await readFile(join(INVOICE_FIXTURES, 'saeco.pdf')) },
    ],
  });
  expect(sent.accepted).toEqual([address]);
  transport.close();

  // The dashboard's address dialog counts it and says when it came.
  await page.reload();
  await addressBadge(page).click();
  const dialog = page.getByRole('dialog', { name: 'Forwarding address' });
  await expect(detail(dialog, 'Emails received')).toHaveText('1');
  await expect(detail(dialog, 'Attachments')).toHaveText('1');
  await expect(detail(dialog, 'Last email')).toHaveText('less than a minute ago');
  await page.keyboard.press('Escape');

  // The address's own page says what is true for it: no sync, mail received.
  await page.goto('/inboxes');
  await page.getByRole('row', { name: new RegExp(address) }).click();
  await expect(page.getByRole('row', { name: /Invoice for November/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Inbox Details' }).click();
  const today = new Date().toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  await expect(detail(page, 'Last mail received')).toContainText(today);
  await expect(detail(page, 'Mails received')).toHaveText('1');
  for (const untrue of ['Last sync', 'Never', 'Not synced yet', 'No mail received yet']) {
    await expect(page.getByText(untrue, { exact: true })).toHaveCount(0);
  }
  await expect(page.getByText('Mail sent to this address arrives by itself')).toBeVisible();
  await snapThemes(page, testInfo, 'receiving-address-received-desktop');
  await page.setViewportSize({ width: 360, height: 740 });
  await expectFitsWidth(page, 360);
  await snapThemes(page, testInfo, 'receiving-address-received-mobile');
});
