import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible, newUser, register, settle, snap } from './support/helpers';

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

async function capture(
  page: Page,
  testInfo: TestInfo,
  path: string,
  name: string,
  heading: RegExp,
) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  await settle(page);
  await snap(page, testInfo, name);
  await expectAccessible(page, name, { exclude: ['altcha-widget'] });
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`every built screen, ${viewportName}, ${theme}`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);

      await capture(page, testInfo, '/login', 'login', /Welcome back/);
      await capture(page, testInfo, '/login?error=auth0_failed', 'login-error', /Welcome back/);
      await capture(page, testInfo, '/register', 'register', /Create your account/);
      await capture(page, testInfo, '/forgot-password', 'forgot-password', /Forgot password/);
      await capture(page, testInfo, '/reset-password', 'reset-password-no-token', /Reset password/);
      await capture(page, testInfo, '/logout', 'logout', /logged out/);
      await capture(page, testInfo, '/pricing', 'pricing', /Simple pricing/);
      await capture(
        page,
        testInfo,
        '/invitations/abc',
        'invitation-not-found',
        /Invitation Not Found/,
      );
      await capture(page, testInfo, '/no-such-page', 'not-found', /Page not found/);

      await register(page, newUser('screens'));

      await capture(page, testInfo, '/dashboard', 'dashboard', /^Dashboard$/);
      await capture(page, testInfo, '/projects', 'projects', /^Projects$/);
      await page.getByRole('button', { name: 'New project' }).click();
      await expect(page.getByRole('dialog', { name: 'Create project' })).toBeVisible();
      await snap(page, testInfo, 'projects-create-dialog', false);
      await page.keyboard.press('Escape');

      const projectId = await page.evaluate(() => localStorage.getItem('selectedProjectId'));
      await capture(
        page,
        testInfo,
        `/projects/${projectId}/settings`,
        'project-settings',
        /Project settings/,
      );
      await capture(page, testInfo, '/settings?tab=profile', 'settings-profile', /^Settings$/);
      await capture(page, testInfo, '/settings/billing', 'settings-billing', /^Settings$/);
      await capture(page, testInfo, '/inboxes', 'inboxes', /^Email Inboxes$/);
      await capture(page, testInfo, '/pricing', 'pricing-signed-in', /Simple pricing/);

      if (viewportName === 'mobile') {
        await page.goto('/dashboard');
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await snap(page, testInfo, 'mobile-menu', false);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Scan or upload a document' }).click();
        await expect(page.getByRole('dialog', { name: 'Add a document' })).toBeVisible();
        await snap(page, testInfo, 'scan-dialog', false);
      }
    });
  }
}
