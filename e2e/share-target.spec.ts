import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { INVOICE_FIXTURES, session } from './support/documents';
import { registerAndOpenDashboard, snapThemes } from './support/helpers';

test('a PDF shared to the installed app becomes a document of the selected project', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await registerAndOpenDashboard(page);
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    share_target: { action: string; method: string; enctype: string };
  };
  expect(manifest.share_target).toMatchObject({
    action: '/share-target',
    method: 'POST',
    enctype: 'multipart/form-data',
  });

  // The share sheet's POST, as the browser sends it, answered by the real service worker.
  await page.evaluate(() => navigator.serviceWorker.ready);
  // A page loaded before the worker took over is not controlled by it: load it again.
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  const pdf = (await readFile(`${INVOICE_FIXTURES}saeco.pdf`)).toString('base64');
  const landed = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const form = new FormData();
    form.append('files', new File([bytes], 'shared-invoice.pdf', { type: 'application/pdf' }));
    const response = await fetch('/share-target', { method: 'POST', body: form });
    return new URL(response.url).pathname + new URL(response.url).search;
  }, pdf);
  expect(landed).toBe('/share-target?received=1');

  await page.goto(landed);
  await expect(page.getByText('shared-invoice.pdf: added to the paper tray')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review now' })).toBeVisible();
  const { token, projectId } = await session(page);
  const list = await page.request.get(`/api/documents?projectId=${projectId}&state=paper_tray`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await list.json()) as { data: { name: string; source: string }[] };
  expect(body.data).toHaveLength(1);
  await snapThemes(page, testInfo, 'share-target');

  // Opened again (reload, back button): nothing is added twice.
  await page.reload();
  await expect(page.getByText(/Nothing to add/)).toBeVisible();
});
