import { expect, test, type Page } from '@playwright/test';
import type { DovecotServer } from '@papertray/test-servers/dovecot';
import { seedDocuments, session } from './support/documents';
import {
  MAIL_USER,
  startMailServer,
  UNBROKEN_SUBJECT,
  unbrokenSubjectMail,
} from './support/dovecot';
import { registerAndOpenDashboard, snap } from './support/helpers';

/** The narrowest phone the product supports. */
const PHONE = { width: 360, height: 740 };

let mail: DovecotServer;

test.beforeAll(async () => {
  mail = await startMailServer([unbrokenSubjectMail()]);
});

test.afterAll(async () => {
  await mail?.stop();
});

/** How far the page is wider than the screen (0: it fits), once the screen has its heading. */
async function overflowOf(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await expect(page.getByRole('heading').first()).toBeVisible();
  // Lists and cards fill in after the first paint: measure once the data is there.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function apiAs(page: Page, method: 'GET' | 'POST', path: string, data?: object) {
  const { token } = await session(page);
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

test('every screen fits a 360 px phone without scrolling sideways', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize(PHONE);
  const overflows: string[] = [];
  const check = async (path: string) => {
    const extra = await overflowOf(page, path);
    if (extra > 0) overflows.push(`${path}: ${extra} px too wide`);
  };

  for (const path of [
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/logout',
    '/pricing',
    '/invitations/00000000-0000-4000-8000-000000000000',
  ]) {
    await check(path);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await registerAndOpenDashboard(page);
  const { projectId } = await session(page);
  const [document] = await seedDocuments(page, ['AmazonWebServices.pdf']);
  const inbox = await apiAs(page, 'POST', '/inboxes', {
    name: 'Billing',
    emailAddress: 'test@example.com',
    host: mail.host,
    port: mail.port,
    username: MAIL_USER.user,
    password: MAIL_USER.password,
    security: 'none',
    projectId,
  });
  const inboxId = String(inbox._id);
  await apiAs(page, 'POST', `/inboxes/${inboxId}/sync`);
  await expect
    .poll(async () => (await apiAs(page, 'GET', `/emails/inbox/${inboxId}/count`)).total, {
      timeout: 60_000,
    })
    .toBe(3);
  const contacts = await apiAs(page, 'GET', `/contacts?projectId=${projectId}`);
  const contactId = String((contacts.data as { _id: string }[])[0]!._id);
  await page.setViewportSize(PHONE);

  for (const path of [
    '/dashboard',
    '/emails',
    '/inboxes',
    `/inboxes/${inboxId}`,
    '/documents',
    `/documents/${document!._id}`,
    '/documents/review',
    '/folders',
    '/contacts',
    `/contacts/${contactId}`,
    '/projects',
    `/projects/${projectId}/settings`,
    '/exports',
    '/settings',
    '/settings?tab=profile',
    '/settings/billing',
    '/pricing',
  ]) {
    await check(path);
  }

  // The mail with the unbroken subject: its card, and the dialog it opens.
  await page.goto('/emails');
  // It has no attachment: the list starts on 'With Attachments'.
  await page.getByRole('button', { name: 'All Emails' }).click();
  await page.getByText(UNBROKEN_SUBJECT).filter({ visible: true }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const dialogOverflow = await dialog.evaluate(
    (element) => element.scrollWidth - element.clientWidth,
  );
  if (dialogOverflow > 0) overflows.push(`/emails dialog: ${dialogOverflow} px too wide`);
  await snap(page, testInfo, 'emails-dialog-360', false);
  await page.keyboard.press('Escape');
  await snap(page, testInfo, 'emails-360');

  expect(overflows).toEqual([]);
});
