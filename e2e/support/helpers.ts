import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { simpleParser } from 'mailparser';
import { expect, type Page, type TestInfo } from '@playwright/test';

export const PASSWORD = 'correct horse battery';

let counter = 0;

/** A fresh, unique account for one journey. */
export function newUser(prefix = 'user') {
  counter += 1;
  // Unique across the parallel workers too, which each count from 0.
  const id = `${Date.now().toString(36)}w${process.env.TEST_WORKER_INDEX ?? 0}n${counter}`;
  return { name: 'Alex Morgan', email: `${prefix}-${id}@example.com`, password: PASSWORD };
}

/**
 * The real ALTCHA proof of work: it starts by itself when the form gets focus; tick the checkbox
 * as a user would if it has not, then wait until it reports 'Verified'.
 */
export async function solveBotCheck(page: Page) {
  const widget = page.locator('altcha-widget [data-state]').first();
  await expect(widget).toBeAttached();
  await expect(async () => {
    if ((await widget.getAttribute('data-state')) === 'unverified') {
      // It may start verifying on its own meanwhile, which makes the checkbox unclickable.
      await page
        .locator('altcha-widget')
        .getByRole('checkbox')
        .click({ timeout: 1_000 })
        .catch(() => undefined);
    }
    await expect(widget).toHaveAttribute('data-state', 'verified', { timeout: 4_000 });
  }).toPass({ timeout: 20_000 });
}

export async function register(page: Page, user: ReturnType<typeof newUser>) {
  await submitRegistration(page, user);
  // The default project is the only one: selected by itself, no chooser in between.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
}

/** Fills and sends the registration form (the bot check solved first). */
export async function submitRegistration(page: Page, user: ReturnType<typeof newUser>) {
  await page.goto('/register');
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await solveBotCheck(page);
  await page.getByRole('button', { name: 'Register' }).click();
}

export async function login(page: Page, email: string, password: string, query = '') {
  await page.goto(`/login${query}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await solveBotCheck(page);
  await page.getByRole('button', { name: 'Login with Email' }).click();
}

/** Registers: the default project appears, is selected, and the dashboard opens. */
export async function registerAndOpenDashboard(page: Page, user = newUser()) {
  await register(page, user);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return user;
}

/** Text of the toast on screen (Radix also mirrors it into a live region outside the viewport). */
export function toastText(page: Page, text: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
}

/**
 * Screenshot kept as a test artifact under test-results/: the full page, or just the viewport
 * for overlays (dialogs, menus), which a full-page capture would cut at the first screen.
 */
/**
 * Waits for the page's requests to settle before a screenshot, at most a few seconds: under
 * load Chromium has been seen to keep a duplicate module request (one the service worker
 * already answered) pending forever, and a screenshot is no reason to fail a journey whose
 * assertions passed.
 */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

/**
 * The page fits `width` without scrolling sideways, once the layout for that width is in place.
 * Right after `setViewportSize`, Chromium reports the new `innerWidth` and `matchMedia` at once
 * but restyles a few frames later: seen at 360 px, the shell's `md:pl-64` still padded the page
 * by 256 px for three frames and the page measured 444 px wide. So this waits for the page to
 * fit (up to the expect timeout) instead of reading the width once; a page that stays too wide
 * still fails.
 */
export async function expectFitsWidth(page: Page, width: number) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `the page fits ${width} px`,
    })
    .toBeLessThanOrEqual(width);
}

export async function snap(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage });
}

export interface AxeScope {
  /** Selectors axe leaves out: the sandboxed mail frame, the third-party bot-check widget. */
  exclude?: string[];
}

/**
 * No serious or critical axe violations on the page as it is now. Axe stays out of frames: the
 * app's only ones (mail HTML, the browser's PDF viewer) run no scripts, so it would wait forever.
 */
export async function expectAccessible(page: Page, name: string, { exclude = [] }: AxeScope = {}) {
  const axe = new AxeBuilder({ page }).options({ iframes: false });
  for (const selector of exclude) axe.exclude(selector);
  const { violations } = await axe.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `accessibility of ${name}`).toEqual([]);
}

/**
 * The same screen in the light and the dark theme (the app follows the system by default), each
 * free of serious or critical axe violations.
 */
export async function snapThemes(
  page: Page,
  testInfo: TestInfo,
  name: string,
  fullPage = true,
  scope: AxeScope = {},
) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    // Let the theme switch paint before capturing.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    // Colour transitions (and a dialog's fade-in) finish before axe measures contrast; a
    // spinner's endless animation never does, so the wait stops after two seconds.
    await page.evaluate(() =>
      Promise.race([
        Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
        new Promise((done) => setTimeout(done, 2_000)),
      ]),
    );
    await snap(page, testInfo, `${name}-${colorScheme}`, fullPage);
    await expectAccessible(page, `${name}, ${colorScheme}`, scope);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * The newest link matching `pattern` in a mail the server wrote to DATA_DIR/outbox for this
 * address (parsed as MIME, whatever transfer encoding the mail uses).
 */
export async function readMailLink(email: string, pattern: RegExp): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith('.eml'));
        for (const file of files.sort().reverse()) {
          const mail = await simpleParser(await readFile(join(outbox, file)));
          const to = [mail.to ?? []].flat().flatMap((address) => address.value);
          if (!to.some((address) => address.address?.toLowerCase() === email.toLowerCase())) {
            continue;
          }
          link = `${mail.text ?? ''}\n${typeof mail.html === 'string' ? mail.html : ''}`.match(
            pattern,
          )?.[0];
          if (link) return true;
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return link!;
}

/** The newest password-reset link the server wrote to DATA_DIR/outbox for this address. */
export function readResetLink(email: string): Promise<string> {
  return readMailLink(email, /https?:\/\/[^\s"<>]+\/reset-password\?token=[^\s"<>&]+/);
}

/**
 * The signed-in owner moves to the Professional plan the way a user does: Pricing → 'Upgrade to
 * Professional' → the demo checkout (no payment provider configured) → back on billing settings.
 */
export async function upgradeToProfessional(page: Page) {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Upgrade to Professional' }).click();
  await expect(page).toHaveURL(/\/billing\/demo-checkout\?session=/);
  await page.getByRole('button', { name: 'Complete demo checkout' }).click();
  await expect(page.getByTestId('billing-plan')).toHaveText('Professional');
}
