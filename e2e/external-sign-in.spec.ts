import { expect, test, type Page } from '@playwright/test';
import { newUser, register, snap } from './support/helpers';

/**
 * External sign-in in Chromium against the run's real OpenID Connect provider (oidc-provider on
 * another origin, started by playwright.config.ts): the login page's button, the provider's own
 * sign-in and consent pages, the callback, and the session the API grants for its token.
 * The provider's test accounts: the login typed is the email; `unverified:<email>` is unverified.
 */

/** Round trips through the provider, oidc-client-ts and the exchange; slow on a loaded machine. */
const ROUND_TRIP = { timeout: 30_000 };

// Several provider round trips each: more than the default minute on a loaded 2-core machine.
test.describe.configure({ timeout: 150_000 });

async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//, ROUND_TRIP);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // The consent page comes only while the account has not yet consented to the app.
  const consent = page.getByRole('button', { name: 'Continue' });
  await expect(consent.or(page.locator('#root'))).toBeVisible(ROUND_TRIP);
  if (await consent.isVisible()) await consent.click();
}

async function startFromLogin(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Auth0' }).click();
}

test('a new user signs in through the provider, then comes back as the same user', async ({
  page,
}) => {
  const { email } = newUser('oidc');
  await startFromLogin(page);
  await signInAtProvider(page, email);
  // One project (the default one made at first sign-in) opens at once on the dashboard.
  await expect(page).toHaveURL(/\/dashboard$/, ROUND_TRIP);
  // The provider's name for the account (oidc-<id>@example.com → "Oidc <id>").
  await expect(page.getByRole('complementary').getByText(/^Oidc /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Select project' })).toContainText(
    'Default Project',
  );
  const first = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(first).toBeTruthy();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/logout$/);
  await startFromLogin(page);
  await signInAtProvider(page, email);
  await expect(page).toHaveURL(/\/dashboard$/, ROUND_TRIP);
  const profile = await page.evaluate(async () => {
    const response = await fetch('/api/users/profile', {
      headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    return (await response.json()) as { email: string };
  });
  expect(profile.email).toBe(email);
});

test('a password account signs in through the provider with its verified email', async ({
  page,
}) => {
  const user = newUser('oidc-link');
  await register(page, user);
  await page.getByRole('button', { name: 'Logout' }).click();
  await startFromLogin(page);
  await signInAtProvider(page, user.email);
  await expect(page).toHaveURL(/\/dashboard$/, ROUND_TRIP);
  // The account registered with a password, its name and its default project.
  await expect(page.getByRole('complementary').getByText('Alex Morgan')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Select project' })).toContainText(
    'Default Project',
  );
});

test('provider errors and refused tokens come back to the login page with the spec messages', async ({
  page,
}) => {
  // The user cancels at the provider: it redirects back with error=access_denied.
  await startFromLogin(page);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//, ROUND_TRIP);
  await page.getByRole('link', { name: '[ Cancel ]' }).click();
  await expect(page).toHaveURL(/\/login\?error=auth0_failed$/, ROUND_TRIP);
  await expect(page.getByText('Authentication failed. Please try again.')).toBeVisible();
  await snap(page, test.info(), 'login-external-error');

  // An email the provider has not verified: the API refuses the exchange.
  await startFromLogin(page);
  await signInAtProvider(page, `unverified:${newUser('oidc-unverified').email}`);
  await expect(page).toHaveURL(/\/login\?error=exchange_failed$/, ROUND_TRIP);
  await expect(page.getByText('Failed to complete sign in. Please try again.')).toBeVisible();

  // A token altered on its way from the provider (one signature byte): refused too.
  await page.route('**/token', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { access_token: string };
    const last = body.access_token.at(-2) === 'A' ? 'B' : 'A';
    body.access_token = `${body.access_token.slice(0, -2)}${last}${body.access_token.at(-1)}`;
    await route.fulfill({ response, json: body });
  });
  await startFromLogin(page);
  await signInAtProvider(page, newUser('oidc-tampered').email);
  await expect(page).toHaveURL(/\/login\?error=exchange_failed$/, ROUND_TRIP);
  await expect(page.getByText('Failed to complete sign in. Please try again.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});
