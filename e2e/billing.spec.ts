import { expect, test, type Page } from '@playwright/test';
import {
  expectFitsWidth,
  registerAndOpenDashboard,
  snapThemes,
  toastText,
} from './support/helpers';

async function createProject(page: Page, name: string) {
  await page.goto('/projects');
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create project' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create project' }).click();
}

test('a Free owner compares plans, upgrades through the demo checkout, and the blocked second project then works', async ({
  page,
}, testInfo) => {
  test.setTimeout(420_000);
  await registerAndOpenDashboard(page);
  const shellPlan = page.getByTestId('shell-plan');
  await expect(shellPlan).toHaveText('Free');

  // Free allows one project: the second is refused with the message naming the plan that lifts it.
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const refused = await page.request.post('/api/projects', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Second business' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Your Free plan allows 1 project. Upgrade to Professional for more.',
  );

  // The same refusal from the project dialog: the server's message, in the dialog, with the
  // way to upgrade (no toast that vanishes), on a desktop and on a 360 px phone.
  await createProject(page, 'Second business');
  const dialog = page.getByRole('dialog', { name: 'Create project' });
  const limit = dialog.getByRole('alert');
  await expect(limit).toContainText(
    'Your Free plan allows 1 project. Upgrade to Professional for more.',
  );
  await expect(toastText(page, 'Failed to create project')).toHaveCount(0);
  await snapThemes(page, testInfo, 'project-limit-dialog', false);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(limit.getByRole('link', { name: 'Upgrade plan' })).toBeInViewport();
  await expectFitsWidth(page, 360);
  await snapThemes(page, testInfo, 'project-limit-dialog-phone', false);
  await page.setViewportSize({ width: 1280, height: 800 });
  await limit.getByRole('link', { name: 'Upgrade plan' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(dialog).toHaveCount(0);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByText('$29', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Yearly' }).click();
  await expect(page.getByRole('radio', { name: 'Yearly' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('$290', { exact: true })).toBeVisible();
  await snapThemes(page, testInfo, 'pricing-yearly');

  await page.getByRole('button', { name: 'Upgrade to Professional' }).click();
  await expect(page).toHaveURL(/\/billing\/demo-checkout\?session=/);
  await expect(page.getByRole('note')).toContainText('Demo checkout.');
  await expect(page.getByText('$290 / year')).toBeVisible();
  await snapThemes(page, testInfo, 'demo-checkout');
  await page.getByRole('button', { name: 'Complete demo checkout' }).click();

  await expect(page).toHaveURL(/\/settings\/billing$/);
  await expect(page.getByTestId('billing-plan')).toHaveText('Professional');
  await expect(shellPlan).toHaveText('Professional');
  await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveCount(0);
  await expect(page.getByText(/^Renews on /)).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Projects' })).toHaveAttribute('aria-valuemax', '5');
  await snapThemes(page, testInfo, 'settings-billing');

  await createProject(page, 'Second business');
  await expect(toastText(page, 'Project created')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Second business' })).toBeVisible();

  // Phone: the same screens fit 360-390 px without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings/billing');
  await expect(page.getByTestId('billing-plan')).toHaveText('Professional');
  await expectFitsWidth(page, 390);
  await snapThemes(page, testInfo, 'settings-billing-phone');
  await page.goto('/pricing');
  await expect(page.getByText('Simple pricing for tidy books')).toBeVisible();
  await expectFitsWidth(page, 390);
  await snapThemes(page, testInfo, 'pricing-phone');
  await page.setViewportSize({ width: 360, height: 740 });
  await expectFitsWidth(page, 360);
});
