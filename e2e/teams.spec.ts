import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import {
  newUser,
  readMailLink,
  register,
  registerAndOpenDashboard,
  snapThemes,
  toastText,
  upgradeToProfessional,
} from './support/helpers';

/**
 * Teams in two browsers: the owner invites from project settings → Members, the invitee opens
 * the link from the mail the server wrote to DATA_DIR/outbox, and joins with a new account, an
 * existing one, through the external provider, or is warned when signed in as someone else.
 */

const PHONE = { width: 390, height: 844 };
const INVITATION_LINK = /https?:\/\/[^\s"<>]+\/invitations\/[A-Za-z0-9_-]+/;

/** Desktop and 390×844, light and dark, with the accessibility check snapThemes runs. */
async function snapEverywhere(page: Page, testInfo: TestInfo, name: string) {
  const desktop = page.viewportSize();
  await snapThemes(page, testInfo, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await snapThemes(page, testInfo, `${name}-phone`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name} fits 390 px`).toBeLessThanOrEqual(PHONE.width);
  if (desktop) await page.setViewportSize(desktop);
}

async function openMembersTab(page: Page) {
  const projectId = await page.evaluate(() => localStorage.getItem('selectedProjectId'));
  await page.goto(`/projects/${projectId}/settings?tab=members`);
  await expect(page.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'Members' })).toBeVisible();
}

async function invite(page: Page, email: string, role: 'Accountant' | 'Admin') {
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('radio', { name: new RegExp(`^${role}`) }).check();
  await page.getByRole('button', { name: 'Send invitation', exact: true }).click();
  await expect(toastText(page, 'Invitation sent')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Pending invitations' }).getByText(email),
  ).toBeVisible();
}

/** A new owner on a plan with seats for a team (Free allows the owner alone). */
async function ownerOnProfessional(owner: Page) {
  await registerAndOpenDashboard(owner, newUser('owner'));
  await upgradeToProfessional(owner);
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('an invited accountant creates an account from the mailed link; the owner manages the team', async ({
  page: owner,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await ownerOnProfessional(owner);
  await openMembersTab(owner);
  const invitee = newUser('accountant');

  await owner.getByRole('button', { name: 'Send invitation', exact: true }).click();
  await expect(owner.getByText('Please enter an email address')).toBeVisible();
  await invite(owner, invitee.email, 'Accountant');
  await owner.getByLabel('Email address').fill(invitee.email);
  await owner.getByRole('button', { name: 'Send invitation', exact: true }).click();
  await expect(
    owner.getByText('An invitation is already pending for this email address. Resend it instead.'),
  ).toBeVisible();
  await snapEverywhere(owner, testInfo, 'members-tab-owner');

  const page = await newPage(browser);
  const link = await readMailLink(invitee.email, INVITATION_LINK);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: "You've been invited" })).toBeVisible();
  await expect(page.getByText('Can view and manage documents and contacts')).toBeVisible();
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveValue(invitee.email);
  await expect(email).toHaveAttribute('readonly', '');
  await snapEverywhere(page, testInfo, 'invitation-pending');

  await page.getByRole('button', { name: 'Create account and accept' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expect(page.getByText('Please enter a password')).toBeVisible();
  await page.getByLabel('Name').fill(invitee.name);
  await page.getByLabel('Choose a password').fill(invitee.password);
  await page.getByRole('button', { name: 'Create account and accept' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(toastText(page, 'Invitation accepted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Select project' }).first()).toContainText(
    'Accountant',
  );

  // The accountant sees the team, read-only.
  await openMembersTab(page);
  await expect(page.getByText('Only owners and admins can manage members.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send invitation', exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox')).toHaveCount(0);

  // The owner sees them join, and makes them an admin.
  await owner.reload();
  const role = owner.getByLabel(`Role of ${invitee.name}`);
  await expect(role).toHaveValue('accountant');
  await role.selectOption('admin');
  await expect(toastText(owner, 'Role changed')).toBeVisible();
  await expect(
    owner.getByRole('list', { name: 'Pending invitations' }).getByText(invitee.email),
  ).toHaveCount(0);

  // The link again: already used.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Already Accepted' })).toBeVisible();
  await snapEverywhere(page, testInfo, 'invitation-accepted');

  // A revoked link is no invitation at all; resend works on a pending one.
  const revoked = newUser('revoked');
  await invite(owner, revoked.email, 'Admin');
  await owner.getByRole('button', { name: `Resend invitation to ${revoked.email}` }).click();
  await expect(toastText(owner, 'Invitation resent')).toBeVisible();
  const revokedLink = await readMailLink(revoked.email, INVITATION_LINK);
  await owner.getByRole('button', { name: `Revoke invitation to ${revoked.email}` }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(toastText(owner, 'Invitation revoked')).toBeVisible();
  await page.goto(revokedLink);
  await expect(page.getByRole('heading', { name: 'Invitation Not Found' })).toBeVisible();
  await snapEverywhere(page, testInfo, 'invitation-not-found');

  // The owner removes the member; the owner's own row cannot be edited.
  await owner.getByRole('button', { name: `Remove ${invitee.name}` }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(toastText(owner, 'Member removed')).toBeVisible();
  await expect(owner.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(1);
});

test('an existing account logs in to accept; a different account is warned; decline', async ({
  page: owner,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await ownerOnProfessional(owner);
  const page = await newPage(browser);
  const existing = newUser('existing');
  await register(page, existing);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/logout$/);

  await openMembersTab(owner);
  const other = newUser('other');
  await invite(owner, existing.email, 'Admin');
  await invite(owner, other.email, 'Accountant');

  // Signed out, the existing account's owner tries to create an account: the server says
  // 'Password required for existing user' and the page asks for the password only.
  await page.goto(await readMailLink(existing.email, INVITATION_LINK));
  await page.getByLabel('Name').fill('Someone');
  await page.getByLabel('Choose a password').fill('another password');
  await page.getByRole('button', { name: 'Create account and accept' }).click();
  await expect(page.getByText('Account Exists')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveCount(0);
  await snapEverywhere(page, testInfo, 'invitation-account-exists');
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Log in and accept' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(existing.password);
  await page.getByRole('button', { name: 'Log in and accept' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Select project' }).first()).toContainText('Admin');

  // Signed in as that account, the other person's link warns and the server refuses.
  const otherLink = await readMailLink(other.email, INVITATION_LINK);
  await page.goto(otherLink);
  await expect(page.getByText(`You are logged in as ${existing.email}`)).toBeVisible();
  await snapEverywhere(page, testInfo, 'invitation-different-email');
  await page.getByRole('button', { name: `Accept as ${existing.email} anyway` }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'This invitation was sent to a different email address' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('heading', { name: 'Invitation Declined' })).toBeVisible();
  await snapEverywhere(page, testInfo, 'invitation-declined');

  // The expired state, from the real answer with its status and date moved past expiry (the
  // server's own expiry is tested over HTTP with an injected clock).
  await page.route('**/api/teams/invitations/*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: { ...body, status: 'expired', expiresAt: '2026-01-08T10:00:00.000Z' },
    });
  });
  await page.goto(otherLink);
  await expect(page.getByRole('heading', { name: 'Invitation Expired' })).toBeVisible();
  await snapEverywhere(page, testInfo, 'invitation-expired');
});

test('an invitee signs in through the external provider from the invitation page and accepts', async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(120_000);
  await ownerOnProfessional(owner);
  await openMembersTab(owner);
  const invitee = newUser('oidc-invitee');
  await invite(owner, invitee.email, 'Accountant');

  const page = await newPage(browser);
  const link = await readMailLink(invitee.email, INVITATION_LINK);
  await page.goto(link);
  await page.getByRole('button', { name: 'Continue with Auth0' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//, { timeout: 30_000 });
  await page.locator('input[name="login"]').fill(invitee.email);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  // Back on the invitation, signed in as the invited address.
  await expect(page).toHaveURL(link, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(toastText(page, 'Invitation accepted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Select project' }).first()).toContainText(
    'Accountant',
  );
});
