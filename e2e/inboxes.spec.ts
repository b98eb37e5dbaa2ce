import { expect, test, type Page } from '@playwright/test';
import type { DovecotServer } from '@papertray/test-servers/dovecot';
import { MAIL_USER, startMailServer } from './support/dovecot';
import { registerAndOpenDashboard, snap, toastText } from './support/helpers';

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

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
      await page.waitForLoadState('networkidle');
      await snap(page, testInfo, `${name}-${viewportName}-${theme}`, !open);
    }
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
}

test('connect a Dovecot inbox through the wizard', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await registerAndOpenDashboard(page);

  await page.goto('/inboxes');
  await expect(page.getByRole('heading', { name: 'Email Inboxes' })).toBeVisible();
  await expect(page.getByText('Connect and manage your email accounts')).toBeVisible();
  await page.getByRole('button', { name: 'Connect Gmail' }).click();
  await expect(toastText(page, 'GMAIL integration will be available soon')).toBeVisible();
  await captureAll(page, testInfo, 'inboxes-empty', () =>
    expect(page.getByRole('button', { name: 'Connect IMAP' })).toBeVisible(),
  );

  await page.getByRole('button', { name: 'Add Inbox' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose Email Provider' })).toBeVisible();
  await snap(page, testInfo, 'wizard-select', false);
  await page.getByRole('button', { name: /IMAP/ }).click();
  const form = page.getByRole('dialog', { name: 'Connect IMAP Account' });
  await expect(form.getByLabel('Port')).toHaveValue('993');
  await expect(form.getByText('Only emails after this date will be synced')).toBeVisible();

  await fillImapForm(page, 'wrong-password');
  await snap(page, testInfo, 'wizard-form', false);
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
  await captureAll(page, testInfo, 'inboxes-list', () =>
    expect(page.getByText('Showing 1 inbox(es)')).toBeVisible(),
  );
});
