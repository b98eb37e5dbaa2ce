import { expect, test, type Page } from '@playwright/test';
import { session, uploadCopies } from './support/documents';
import { registerAndOpenDashboard } from './support/helpers';

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
