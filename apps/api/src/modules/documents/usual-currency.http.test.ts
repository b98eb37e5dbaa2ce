import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDocument } from '@papertray/contract';
import { DB_KINDS } from '../../../test/databases';
import { setPlan, userIdByEmail } from '../../../test/factories';
import { api, createProject, json, registerUser } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { receiptPdf } from './testing/receipt-fixtures';
import { uploadProcessed } from './testing/upload-document';

/**
 * Decision 092: a receipt that shows no currency (a faded print) is in the currency its
 * supplier's other documents are usually in, else the project's, marked as such; never another
 * project's, never over a user's correction.
 */
describe.each(DB_KINDS)('the usual currency of a document that shows none, on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let projectId: string;
  let receipts = 0;

  const upload = async (
    shop: string,
    total: string,
    project = projectId,
    language: 'en' | 'de' = 'en',
  ) => {
    receipts += 1;
    const content = await receiptPdf({ shop, number: `R-${receipts}`, total, language });
    return uploadProcessed(t.app, token, {
      projectId: project,
      filename: `receipt-${receipts}.pdf`,
      content,
    });
  };
  const read = async (id: string) =>
    json<TDocument>(await api(t.app).get(`/api/documents/${id}`, token));
  const reprocess = async (id: string) => {
    const response = await api(t.app).post(`/api/documents/${id}/process`, {}, token);
    expect(response.statusCode, response.body).toBe(202);
    return read(id);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const user = await registerUser(t.app);
    token = user.accessToken;
    // Several projects: beyond the free plan.
    await setPlan(t.database, await userIdByEmail(t.database, user.email), 'professional');
    projectId = (await createProject(t.app, token, { name: 'Kuala Lumpur shop' }))._id;
    await upload('Lotus Corner Mart', 'RM 12.50');
    await upload('Lotus Corner Mart', 'RM 8.00');
    await upload('Bakery Nine', '3.10 EUR');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('takes the project’s usual currency and says so, with a low confidence', async () => {
    const receipt = await upload('Harbor Lane Coffee', '7.70');
    expect(receipt.extractedData).toMatchObject({ currency: 'MYR', totalAmount: 770 });
    expect(receipt.fieldMeta.currency).toEqual({
      source: 'usual',
      confidence: 0.4,
      usual: { of: 'project', documents: 2, outOf: 3 },
      evidence:
        'no currency shown; 2 of the 3 documents of this project with a known currency are in MYR',
    });
  });

  it('prefers the supplier’s usual currency to the project’s', async () => {
    const receipt = await upload('Bakery Nine', '7.70');
    expect(receipt.contactId?.name).toBe('Bakery Nine');
    expect(receipt.extractedData?.currency).toBe('EUR');
    expect(receipt.fieldMeta.currency).toMatchObject({
      source: 'usual',
      confidence: 0.5,
      usual: { of: 'contact', documents: 1, outOf: 1 },
    });
  });

  it('applies the rule again on reprocessing, and never over a user’s correction', async () => {
    const receipt = await upload('Quay Street Deli', '7.70');
    expect(receipt.extractedData?.currency).toBe('MYR');
    // The project now mostly reads euros (usual currencies put in are no evidence of their own).
    for (const shop of ['Old Mill Books', 'Tram Stop Kiosk', 'Canal Florist']) {
      await upload(shop, '5.00 EUR');
    }
    const again = await reprocess(receipt._id);
    expect(again.extractedData?.currency).toBe('EUR');
    expect(again.fieldMeta.currency).toMatchObject({
      source: 'usual',
      usual: { of: 'project', documents: 4, outOf: 6 },
    });

    const corrected = await api(t.app).patch(
      `/api/documents/${receipt._id}`,
      { extractedData: { currency: 'SGD' } },
      token,
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    const kept = await reprocess(receipt._id);
    expect(kept.extractedData?.currency).toBe('SGD');
    expect(kept.fieldMeta.currency).toEqual({ source: 'user', confidence: 1 });
  });

  it('breaks a tie with the currency used most recently', async () => {
    const tied = (await createProject(t.app, token, { name: 'Two currencies' }))._id;
    await upload('Old Mill Books', 'RM 4.00', tied);
    await upload('Canal Florist', '4.00 EUR', tied);
    const receipt = await upload('Harbor Lane Coffee', '7.70', tied);
    expect(receipt.extractedData?.currency).toBe('EUR');
    expect(receipt.fieldMeta.currency?.usual).toEqual({ of: 'project', documents: 1, outOf: 2 });
  });

  it('keeps the extractor’s fallback in a project without currencies; other projects do not count', async () => {
    const other = (await createProject(t.app, token, { name: 'New shop' }))._id;
    // The same shop as the first project's ringgit receipts, but another project's contact.
    const first = await upload('Lotus Corner Mart', '7.70', other);
    expect(first.extractedData?.currency).toBe('USD');
    expect(first.fieldMeta.currency).toMatchObject({
      source: 'text',
      confidence: 0.2,
      fallback: true,
    });
    // A fallback is no evidence of a usual currency either...
    const second = await upload('Harbor Lane Coffee', '4.20', other);
    expect(second.fieldMeta.currency).toMatchObject({ source: 'text', fallback: true });
    // ...until a user approves it: then it is the project's confirmed currency.
    const approved = await api(t.app).post(`/api/documents/${first._id}/approve`, {}, token);
    expect(approved.statusCode, approved.body).toBe(200);
    const third = await upload('Tram Stop Kiosk', '2.00', other);
    expect(third.extractedData?.currency).toBe('USD');
    expect(third.fieldMeta.currency).toMatchObject({
      source: 'usual',
      usual: { of: 'project', documents: 1, outOf: 1 },
    });
  });

  it('takes the project’s usual currency over the euro a German receipt is guessed in', async () => {
    const swiss = (await createProject(t.app, token, { name: 'Zürich office' }))._id;
    await upload('Bäckerei Sonnenschein', '4.30 CHF', swiss, 'de');
    await upload('Café Limmat', '6.80 CHF', swiss, 'de');
    const receipt = await upload('Kiosk am See', '7.70', swiss, 'de');
    expect(receipt.extractedData).toMatchObject({ currency: 'CHF', totalAmount: 770 });
    expect(receipt.fieldMeta.currency).toMatchObject({
      source: 'usual',
      usual: { of: 'project', documents: 2, outOf: 2 },
    });
    // Without a usual currency, the guess by language stays, marked as one.
    const fresh = (await createProject(t.app, token, { name: 'Berlin office' }))._id;
    const guessed = await upload('Kiosk am See', '7.70', fresh, 'de');
    expect(guessed.extractedData?.currency).toBe('EUR');
    expect(guessed.fieldMeta.currency).toMatchObject({ source: 'text', fallback: true });
  });
});
