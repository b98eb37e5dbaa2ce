import { expect, test, type Page } from '@playwright/test';
import type { DovecotServer } from '@papertray/test-servers/dovecot';
import {
  INVOICE_SUBJECT,
  MAIL_USER,
  NOTE_SUBJECT,
  PDF_FILENAME,
  startMailServer,
} from './support/dovecot';
import { session } from './support/documents';
import { expectAccessible, registerAndOpenDashboard, settle, snap } from './support/helpers';

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

/** Stands in for the mail's remote logo: a tall image, so loading it must grow the frame. */
const TALL_REMOTE_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900">' +
  '<rect width="600" height="900" fill="#0f766e"/></svg>';

let mail: DovecotServer;

test.beforeAll(async () => {
  mail = await startMailServer();
});

test.afterAll(async () => {
  await mail?.stop();
});

async function fillImapForm(page: Page, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Connect IMAP Account' });
  await dialog.getByLabel('Inbox Name').fill('Billing');
  await dialog.getByLabel('Email Address').fill('test@example.com');
  await dialog.getByLabel('IMAP Server').fill(mail.host);
  await dialog.getByLabel('Port').fill(String(mail.port));
  await dialog.getByLabel('Username').fill(MAIL_USER.user);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByText('Advanced').click();
  await dialog.getByLabel('Security').selectOption('none');
}

/** Mail and PDF frames are not the app's own markup (axe stays out of them anyway). */
const FRAMES_LEFT_OUT = { exclude: ['iframe'] };

/** A toast while a modal dialog hides the rest of the page from the accessibility tree. */
function toastOverDialog(page: Page, text: string) {
  return page.locator('li[data-state="open"]').getByText(text, { exact: true });
}

/** Every theme and viewport of the current screen; `open` brings back an overlay after reload. */
async function captureAll(
  page: Page,
  testInfo: Parameters<Parameters<typeof test>[2]>[1],
  name: string,
  ready: () => Promise<void>,
  open?: () => Promise<void>,
) {
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize(viewport);
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await page.reload();
      await ready();
      if (open) await open();
      await settle(page);
      await snap(page, testInfo, `${name}-${viewportName}-${theme}`, !open);
      await expectAccessible(page, `${name}-${viewportName}-${theme}`, FRAMES_LEFT_OUT);
    }
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
}

test('connect a Dovecot inbox through the wizard', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await registerAndOpenDashboard(page);

  await page.goto('/inboxes');
  await expect(page.getByRole('heading', { name: 'Email Inboxes' })).toBeVisible();
  await expect(page.getByText('Connect and manage your email accounts')).toBeVisible();
  // The provider cards show only while the project has no inbox at all; its receiving address
  // counts as one once the dashboard has created it.
  if (await page.getByRole('button', { name: 'Connect IMAP' }).isVisible()) {
    await captureAll(page, testInfo, 'inboxes-empty', () =>
      expect(page.getByRole('button', { name: 'Connect IMAP' })).toBeVisible(),
    );
  }

  await page.getByRole('button', { name: 'Add Inbox' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose Email Provider' })).toBeVisible();
  await page.getByRole('button', { name: /Gmail/ }).dispatchEvent('click');
  await expect(toastOverDialog(page, 'GMAIL integration will be available soon')).toBeVisible();
  await snap(page, testInfo, 'wizard-select', false);
  await page.getByRole('button', { name: /IMAP/ }).click();
  const form = page.getByRole('dialog', { name: 'Connect IMAP Account' });
  await expect(form.getByLabel('Port')).toHaveValue('993');
  await expect(form.getByText('Only emails after this date will be synced')).toBeVisible();

  await fillImapForm(page, 'wrong-password');
  // A half-typed date is no date: the picker says so, and the form does not go on.
  const syncFrom = form.getByLabel('Sync emails from');
  const defaultSyncFrom = await syncFrom.inputValue();
  await syncFrom.fill('');
  await syncFrom.focus();
  await page.keyboard.type('12');
  await syncFrom.blur();
  await expect(form.getByText('Date input not valid.')).toBeVisible();
  await form.getByRole('button', { name: 'Test & Connect' }).click();
  await expect(form.getByText('Date input not valid.')).toBeVisible();
  await snap(page, testInfo, 'wizard-date-not-valid', false);
  await syncFrom.fill(defaultSyncFrom);
  await expect(form.getByText('Date input not valid.')).toBeHidden();
  await snap(page, testInfo, 'wizard-form', false);
  await expectAccessible(page, 'wizard-form', FRAMES_LEFT_OUT);
  await form.getByRole('button', { name: 'Test & Connect' }).click();
  const failed = page.getByRole('dialog', { name: 'Connection Failed' });
  await expect(failed).toBeVisible();
  await snap(page, testInfo, 'wizard-failed', false);
  await failed.getByRole('button', { name: 'Try Again' }).click();
  await expect(form.getByLabel('Inbox Name')).toHaveValue('Billing');
  await form.getByLabel('Password', { exact: true }).fill(MAIL_USER.password);
  await form.getByRole('button', { name: 'Test & Connect' }).click();
  const added = page.getByRole('dialog', { name: 'Inbox Added Successfully!' });
  await expect(added).toBeVisible({ timeout: 20_000 });
  await snap(page, testInfo, 'wizard-success', false);
  await added.getByRole('button', { name: 'Continue to Dashboard' }).click();

  await page.getByLabel('Search inboxes').fill('Billing');
  await expect(page.getByText('Showing 1 inbox(es)')).toBeVisible();
  const row = page.getByRole('row', { name: /Billing/ });
  await expect(row.getByText('IMAP', { exact: true })).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await page.getByLabel('Search inboxes').fill('nothing like this');
  await expect(
    page.getByText('No inboxes found matching your search.').filter({ visible: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/search=nothing/);
  await page.getByLabel('Search inboxes').fill('');
  await page.getByRole('button', { name: 'E-mail' }).click();
  await expect(page).toHaveURL(/sortBy=emailAddress/);
  await page.getByRole('button', { name: 'E-mail' }).click();
  await expect(page).toHaveURL(/sortOrder=desc/);
  // Phones get cards, sorted by a select instead of the column headers.
  await page.setViewportSize(VIEWPORTS.mobile);
  const sortSelect = page.getByLabel('Sort by');
  await expect(sortSelect).toHaveValue('emailAddress:desc');
  await sortSelect.selectOption({ label: 'Provider, A to Z' });
  await expect(page).toHaveURL(/sortBy=provider/);
  await expect(page).not.toHaveURL(/sortOrder/);
  await snap(page, testInfo, 'inboxes-cards-sorted');
  await sortSelect.selectOption({ label: 'E-mail, Z to A' });
  await expect(page).toHaveURL(/sortBy=emailAddress&sortOrder=desc/);
  await page.setViewportSize(VIEWPORTS.desktop);
  await captureAll(page, testInfo, 'inboxes-list', () =>
    expect(page.getByText(/Showing \d+ inbox\(es\)/)).toBeVisible(),
  );

  await page.getByRole('link', { name: 'Open Billing' }).click();
  await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Emails with Attachments' })).toBeVisible();
  // The first sync started with the inbox; Sync Now only if the mail is not there yet.
  const invoiceRow = page.getByRole('row', { name: new RegExp(INVOICE_SUBJECT) });
  await expect(async () => {
    if (!(await invoiceRow.isVisible())) {
      const syncNow = page.getByRole('button', { name: 'Sync Now' });
      if (await syncNow.isEnabled()) await syncNow.click();
    }
    await expect(invoiceRow).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('row', { name: new RegExp(NOTE_SUBJECT) })).toBeHidden();
  await page.getByRole('button', { name: 'All Emails' }).click();
  await expect(page.getByRole('row', { name: new RegExp(NOTE_SUBJECT) })).toBeVisible();
  await expect(page).toHaveURL(/show=all/);
  await page.getByLabel('Search emails').fill('lunch');
  await expect(page.getByText('1 result(s)')).toBeVisible();
  await page.getByLabel('Search emails').fill('no such words');
  await expect(
    page.getByText('No emails found matching your search.').filter({ visible: true }),
  ).toBeVisible();
  await page.getByLabel('Search emails').fill('');
  await page.getByRole('button', { name: 'With Attachments' }).click();
  await captureAll(page, testInfo, 'inbox-emails', () =>
    expect(page.getByText(INVOICE_SUBJECT).filter({ visible: true })).toBeVisible(),
  );

  await invoiceRow.click();
  const emailDialog = page.getByRole('dialog', { name: INVOICE_SUBJECT });
  await expect(emailDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(emailDialog).toBeHidden();
  await invoiceRow.click();
  await expect(emailDialog.getByText('Attachments (1)')).toBeVisible();
  await expect(emailDialog.getByRole('tab', { name: 'Rich View' })).toBeVisible();
  const frame = emailDialog.frameLocator('iframe[title^="Content of"]');
  await expect(frame.getByText('INV-1001')).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Pay online' })).toHaveAttribute('target', '_blank');
  const htmlFrame = emailDialog.locator('iframe[title^="Content of"]');
  // The mail is a page of its own (with its own CSP), not srcdoc under the app's policy.
  await expect(htmlFrame).toHaveAttribute('src', /^\/api\/emails\/[\w-]+\/html\?token=/);
  await expect(frame.getByRole('img', { name: 'Azure Interior logo' })).not.toHaveAttribute(
    'src',
    /./,
  );
  await expect(emailDialog.getByRole('button', { name: 'Load remote images' })).toBeVisible();
  await snap(page, testInfo, 'email-dialog', false);
  await expectAccessible(page, 'email-dialog', FRAMES_LEFT_OUT);

  // The frame is as tall as the mail: no inner scrollbar, and it grows with the remote image.
  const frameHeight = async () => (await htmlFrame.boundingBox())?.height ?? 0;
  const innerOverflow = () =>
    frame.locator('html').evaluate((root) => root.scrollHeight - root.clientHeight);
  await expect.poll(innerOverflow).toBeLessThanOrEqual(0);
  const before = await frameHeight();
  expect(before).toBeGreaterThanOrEqual(200);
  await page.route('https://azure-interior.example/logo.png', (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: TALL_REMOTE_IMAGE }),
  );
  await emailDialog.getByRole('button', { name: 'Load remote images' }).click();
  await expect(htmlFrame).toHaveAttribute('src', /&remoteImages=1$/);
  const logo = frame.getByRole('img', { name: 'Azure Interior logo' });
  await expect(logo).toHaveAttribute('src', 'https://azure-interior.example/logo.png');
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(900);
  await expect.poll(frameHeight).toBeGreaterThan(before + 300);
  await expect.poll(innerOverflow).toBeLessThanOrEqual(0);
  await expect(emailDialog.getByRole('button', { name: 'Load remote images' })).toBeHidden();
  await snap(page, testInfo, 'email-dialog-remote-images', false);
  await emailDialog.getByRole('tab', { name: 'Plain Text' }).click();
  await expect(emailDialog.getByText('please find our invoice INV-1001 attached')).toBeVisible();

  await emailDialog.getByRole('button', { name: `View ${PDF_FILENAME}` }).click();
  const preview = page.getByRole('dialog', { name: PDF_FILENAME });
  await expect(preview.getByText(/KB · application\/pdf/)).toBeVisible();
  const pdfFrame = preview.locator(`iframe[title="Preview of ${PDF_FILENAME}"]`);
  await expect(pdfFrame).toHaveAttribute('src', /\/api\/attachments\/.+\/view\?token=/);
  await snap(page, testInfo, 'attachment-preview', false);
  const downloading = page.waitForEvent('download');
  await preview.getByRole('button', { name: 'Download' }).click();
  expect((await downloading).suggestedFilename()).toBe(PDF_FILENAME);
  await expect(toastOverDialog(page, `Downloading ${PDF_FILENAME}`)).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();
  await emailDialog.getByRole('button', { name: 'Close' }).click();
  await expect(emailDialog).toBeHidden();

  await page.getByRole('tab', { name: 'Inbox Details' }).click();
  await expect(page.getByText('Inbox Information')).toBeVisible();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'INBOX' })).toBeChecked();
  await snap(page, testInfo, 'inbox-details');
  await expectAccessible(page, 'inbox-details', FRAMES_LEFT_OUT);

  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit inbox' });
  await expect(edit.getByLabel('IMAP Host')).toHaveValue(mail.host);
  await expect(edit.getByText('Leave blank to keep current')).toBeVisible();
  await edit.getByRole('button', { name: 'Test Connection' }).click();
  await expect(toastOverDialog(page, 'Connection Successful!')).toBeVisible();
  await snap(page, testInfo, 'inbox-edit', false);
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('tab', { name: 'Emails with Attachments' }).click();
  await expect(page.getByText('Inbox is inactive')).toBeVisible();
  await expect(page.getByText('Activate the inbox to view and sync emails.')).toBeVisible();
  await snap(page, testInfo, 'inbox-inactive');
  await page.getByRole('button', { name: 'Activate Inbox' }).click();
  await expect(page.getByRole('button', { name: 'Sync Now' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete inbox?' })).toBeVisible();
  await snap(page, testInfo, 'inbox-delete', false);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/emails');
  await expect(page.getByRole('heading', { name: 'Emails', exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Inbox' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(INVOICE_SUBJECT) })).toContainText(
    'Billing',
  );
  await page.getByRole('button', { name: 'All Emails' }).click();
  await page.getByLabel('Inbox', { exact: true }).selectOption({ label: 'Billing' });
  await expect(page.getByRole('row', { name: new RegExp(NOTE_SUBJECT) })).toBeVisible();
  await captureAll(page, testInfo, 'emails', () =>
    expect(page.getByText(INVOICE_SUBJECT).filter({ visible: true })).toBeVisible(),
  );

  // Phones get the paged pdf.js viewer, its worker served from our own assets.
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.getByText(INVOICE_SUBJECT).filter({ visible: true }).click();
  await expect(
    page.getByRole('dialog', { name: INVOICE_SUBJECT }).getByText('Attachments (1)'),
  ).toBeVisible();
  await snap(page, testInfo, 'email-dialog-mobile', false);
  await expectAccessible(page, 'email-dialog-mobile', FRAMES_LEFT_OUT);
  await page
    .getByRole('dialog', { name: INVOICE_SUBJECT })
    .getByRole('button', { name: `View ${PDF_FILENAME}` })
    .click();
  const mobilePreview = page.getByRole('dialog', { name: PDF_FILENAME });
  await expect(mobilePreview.getByText('Page 1 of 1')).toBeVisible();
  await expect(mobilePreview.locator('canvas')).toBeVisible();
  await snap(page, testInfo, 'attachment-preview-mobile', false);
  await expectAccessible(page, 'attachment-preview-mobile', FRAMES_LEFT_OUT);
  await mobilePreview.getByRole('button', { name: 'Fullscreen' }).click();
  await expect(mobilePreview.getByRole('button', { name: 'Exit fullscreen' })).toBeVisible();
  await snap(page, testInfo, 'attachment-preview-mobile-fullscreen', false);
});

test('the project inbox lists its mail without the mailbox actions', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await registerAndOpenDashboard(page);
  const { token, projectId } = await session(page);
  // Reading the project's address creates it (and its inbox) if the dashboard has not yet.
  const address = await page.request.get(`/api/projects/${projectId}/email`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(address.ok()).toBe(true);

  await page.goto('/inboxes');
  const row = page.getByRole('row', { name: /Project Email/ });
  await expect(row).toBeVisible();
  // Its name is 'Project Email': the badge says it once, not twice.
  await expect(row.getByText('Project Email', { exact: true })).toHaveCount(1);
  await page.getByRole('link', { name: 'Open Project Email' }).click();
  await expect(page.getByRole('heading', { name: 'Project Email' })).toBeVisible();
  await expect(page.getByText('Project Email', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Emails with Attachments' })).toBeVisible();
  for (const name of ['Sync Now', 'Deactivate', 'Activate', 'Edit', 'Delete']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await captureAll(page, testInfo, 'project-inbox', () =>
    expect(page.getByRole('heading', { name: 'Project Email' })).toBeVisible(),
  );
});
