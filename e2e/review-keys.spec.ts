import { expect, test, type Page } from '@playwright/test';
import {
  PROCESSING_TIMEOUT,
  seedDocuments,
  session,
  uploadCopies,
  waitForProcessed,
} from './support/documents';
import { expectFitsWidth, registerAndOpenDashboard, snap, snapThemes } from './support/helpers';

type State = 'paper_tray' | 'approved' | 'trash';

async function apiStates(page: Page, ids: string[]): Promise<State[]> {
  const { token } = await session(page);
  return Promise.all(
    ids.map(async (id) => {
      const response = await page.request.get(`/api/documents/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { state: State }).state;
    }),
  );
}

async function api(page: Page, method: 'POST' | 'DELETE', path: string, data?: object) {
  const { token } = await session(page);
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Keys as fast fingers type them: one every 50 ms, whatever the calls on the wire are doing. */
async function type(page: Page, keys: string[]) {
  for (const key of keys) {
    await page.keyboard.press(key);
    await page.waitForTimeout(50);
  }
}

const counter = (page: Page) => page.getByTestId('review-counter');

test('ten documents cleared with keys 50 ms apart: every key acts, once, in order', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await registerAndOpenDashboard(page);
  const docs = await uploadCopies(page, 10);
  const ids = docs.map((d) => d._id);
  await page.goto('/documents/review');
  await expect(counter(page)).toHaveText('1 of 10', { timeout: 30_000 });

  // The tray, oldest first: 0 A⏎, 1 S, 2 D, 3 A⏎, 4 D, 5 S, 6 A⏎, 7 D, 8 A⏎, 9 S (round to 1),
  // 1 D, 5 A⏎, 9 S (the last one left comes round to itself).
  await type(page, [
    ...['a', 'Enter', 's', 'd', 'a', 'Enter', 'd', 's', 'a', 'Enter', 'd', 'a', 'Enter', 's'],
    ...['d', 'a', 'Enter', 's'],
  ]);

  const expected: State[] = [
    'approved',
    'trash',
    'trash',
    'approved',
    'trash',
    'approved',
    'approved',
    'trash',
    'approved',
    'paper_tray',
  ];
  await expect.poll(() => apiStates(page, ids), { timeout: 20_000 }).toEqual(expected);
  await expect(counter(page)).toHaveText('1 of 1');
  await expect(page.getByRole('region', { name: 'Document' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
});

test('an approve the server rejects puts the document back with its message', async ({ page }) => {
  test.setTimeout(240_000);
  await registerAndOpenDashboard(page);
  const docs = await uploadCopies(page, 2);
  const { projectId } = await session(page);
  const folder = await api(page, 'POST', `/folders/${projectId}`, {
    name: 'Short-lived',
    description: '',
    color: '#3B82F6',
  });
  await page.goto('/documents/review');
  await expect(counter(page)).toHaveText('1 of 2', { timeout: 30_000 });

  await page.keyboard.press('a');
  const dialog = page.getByRole('dialog', { name: 'Approve document' });
  await dialog.getByText('Short-lived').click();
  await expect(dialog.getByRole('radio', { checked: true })).toHaveAccessibleName(/Short-lived/);
  // A real refusal: the chosen folder no longer exists when the approve reaches the server.
  await api(page, 'DELETE', `/folders/${projectId}/${String(folder._id)}`);
  await page.keyboard.press('Enter');

  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText(/is back in the queue: Folder not found$/),
  ).toBeVisible();
  await expect(counter(page)).toHaveText(/of 2$/);
  expect(await apiStates(page, [docs[0]!._id, docs[1]!._id])).toEqual(['paper_tray', 'paper_tray']);
  // It can be acted on again.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('d');
  await expect.poll(() => apiStates(page, [docs[0]!._id])).toEqual(['trash']);
});

test('typed past at burst speed, a document shows its first page at once, the viewer once keys pause', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await registerAndOpenDashboard(page);
  const docs = await uploadCopies(page, 4);
  for (const doc of docs) await waitForProcessed(page, doc._id);
  const { token } = await session(page);
  const names: string[] = [];
  for (const doc of docs) {
    const response = await page.request.get(`/api/documents/${doc._id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    names.push(((await response.json()) as { name: string }).name);
  }
  await page.goto('/documents/review');
  await expect(counter(page)).toHaveText('1 of 4', { timeout: 30_000 });
  const shown = page.getByRole('region', { name: 'Document' });
  await expect(shown.getByTitle(`Preview of ${names[0]}`)).toBeVisible();

  // What the screen holds in the frame the third document's name appears in, recorded there.
  await page.evaluate((name) => {
    const seen = { thumbnail: false, viewer: false };
    (window as unknown as { burstSeen: typeof seen }).burstSeen = seen;
    const region = document.querySelector('[aria-label="Document"]')!.parentElement!;
    const observer = new MutationObserver(() => {
      if (region.querySelector('h2')?.textContent !== name) return;
      const visible = [
        ...region.querySelectorAll('[aria-label="Document"] [class*="grid-area"]'),
      ].filter((slot) => !slot.classList.contains('invisible'));
      seen.thumbnail = visible.some((slot) =>
        slot.querySelector(`img[alt="First page of ${name}"]`),
      );
      seen.viewer = visible.some((slot) => slot.querySelector('iframe'));
      observer.disconnect();
    });
    observer.observe(region, { subtree: true, childList: true, characterData: true });
  }, names[2]!);
  // Two D's 50 ms apart, timed inside the page: the test's own round trips could be slower
  // than the pause that ends a burst.
  await page.evaluate(async () => {
    for (const key of ['d', 'd']) {
      window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      await new Promise((done) => setTimeout(done, 50));
    }
  });
  await snap(page, testInfo, 'review-burst-thumbnail', false);
  expect(await page.evaluate(() => (window as unknown as { burstSeen: object }).burstSeen)).toEqual(
    { thumbnail: true, viewer: false },
  );
  await expect(counter(page)).toHaveText('1 of 2');
  // Once the keys pause, the browser's viewer takes over.
  await expect(shown.getByTitle(`Preview of ${names[2]}`)).toBeVisible();
  await expect(shown.getByAltText(`First page of ${names[2]}`)).toHaveCount(0);
});

interface FieldMeta {
  source: string;
  confidence: number;
  evidence?: string;
}

test('F1 in a key field says how its value was read; Escape goes back to the field', async ({
  page,
}, testInfo) => {
  test.setTimeout(PROCESSING_TIMEOUT + 120_000);
  await registerAndOpenDashboard(page);
  const [doc] = await seedDocuments(page, ['AmazonWebServices.pdf']);
  const { token } = await session(page);
  const response = await page.request.get(`/api/documents/${doc!._id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { fieldMeta } = (await response.json()) as { fieldMeta: Record<string, FieldMeta> };
  const total = fieldMeta.totalAmount!;
  expect(total.source, 'a text-layer invoice').toBe('text');
  expect(total.evidence, 'the extractor says why').toBeTruthy();
  const evidence = total.evidence!.charAt(0).toUpperCase() + total.evidence!.slice(1);

  await page.goto('/documents/review');
  await expect(counter(page)).toHaveText('1 of 1', { timeout: 30_000 });
  const fields = page.getByRole('form', { name: 'Key fields' });
  const totalField = fields.getByLabel('Total Amount');
  await expect(page.getByText('How the focused field was read')).toBeVisible();

  // Tab still goes field to field: the (i) buttons are not in its way.
  await fields.getByLabel('Invoice Number').focus();
  await page.keyboard.press('Tab');
  await expect(fields.getByLabel('Issue Date')).toBeFocused();
  await totalField.focus();

  await page.keyboard.press('F1');
  const explanation = page.getByRole('dialog', { name: 'How the value was read' });
  await expect(explanation).toContainText('Read from the document’s text');
  await expect(explanation).toContainText(evidence);
  await expect(explanation).toContainText(`Confidence ${Math.round(total.confidence * 100)}%`);
  await expect(explanation).toBeFocused();
  // F1 is the page's: the browser's help did not open beside it.
  expect(page.context().pages()).toHaveLength(1);
  // The review keys rest while it is open.
  await page.keyboard.press('d');
  await expect(counter(page)).toHaveText('1 of 1');
  await snapThemes(page, testInfo, 'review-why', false);
  await page.keyboard.press('Escape');
  await expect(explanation).toBeHidden();
  await expect(totalField).toBeFocused();
  // Back in the field, what is typed is the field's, as before.
  await page.keyboard.press('Tab');
  await expect(fields.getByLabel('Currency')).toBeFocused();

  // Another field, another explanation; the (i) button opens it by pointer.
  await fields.getByRole('button', { name: 'How Vendor was read' }).click();
  await expect(explanation).toBeVisible();
  const vendor = fieldMeta['vendor.name'];
  if (vendor?.evidence) await expect(explanation).toContainText(vendor.evidence.slice(1));
  await page.keyboard.press('Escape');
  await expect(explanation).toBeHidden();
  await expect(fields.getByLabel('Vendor', { exact: true })).toBeFocused();

  // A phone, 360 px wide: the explanation stays on the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await expectFitsWidth(page, 360);
  await totalField.focus();
  await page.keyboard.press('F1');
  await expect(explanation).toContainText(evidence);
  const box = (await explanation.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await expectFitsWidth(page, 360);
  await snapThemes(page, testInfo, 'review-why-phone', false);
  await page.keyboard.press('Escape');
  await expect(totalField).toBeFocused();

  // The last field, scrolled down to just above the bottom bars: its explanation opens above it
  // rather than behind them. Nothing was read for it.
  const bar = page.getByRole('navigation', { name: 'Review actions' });
  const taxId = fields.getByLabel('Tax ID');
  await taxId.focus();
  const barTop = (await bar.boundingBox())!.y;
  await taxId.evaluate((input, top) => {
    window.scrollBy(0, input.getBoundingClientRect().bottom - (top - 4));
  }, barTop);
  const fieldBox = (await taxId.boundingBox())!;
  expect(fieldBox.y + fieldBox.height).toBeLessThanOrEqual(barTop);
  expect(fieldBox.y + fieldBox.height).toBeGreaterThan(barTop - 20);
  await page.keyboard.press('F1');
  await expect(explanation).toHaveText('Nothing was read for this field');
  const above = (await explanation.boundingBox())!;
  expect(above.y + above.height).toBeLessThanOrEqual(fieldBox.y);
  await snapThemes(page, testInfo, 'review-why-phone-last-field', false);
  await page.keyboard.press('Escape');
  await expect(taxId).toBeFocused();
});
