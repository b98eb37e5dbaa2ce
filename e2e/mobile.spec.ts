import { expect, test } from '@playwright/test';
import { registerAndOpenDashboard } from './support/helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone the menu slides in and the bottom bar offers review, scan and menu', async ({
  page,
}) => {
  await registerAndOpenDashboard(page);
  const bottomBar = page.getByRole('navigation', { name: 'Quick actions' });
  await expect(bottomBar).toBeVisible();
  await expect(bottomBar.getByRole('link', { name: /Review/ })).toBeVisible();
  await expect(page.getByRole('complementary')).toBeHidden();

  await bottomBar.getByRole('button', { name: 'Scan or upload a document' }).click();
  const scan = page.getByRole('dialog', { name: 'Add a document' });
  await expect(scan.getByRole('tab', { name: 'File Upload' })).toBeVisible();
  await expect(scan.getByRole('tab', { name: 'Mobile Scan' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Projects' })).toBeVisible();
  await menu.getByRole('link', { name: 'Projects' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/projects$/);

  await bottomBar.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});
