import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyExtractedData, type TDocumentList } from '@papertray/contract';
import { DB_KINDS } from '../../../test/databases';
import { api, createProject, json, registerUser } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { documents } from '../../platform/db/schema';

/**
 * A search (or a filter the per-state counts cannot answer) counts its matches exactly up to
 * 1,000 and beyond that says "more than 1,000" (decision 063); its page is the same either way. 1,150 documents match "acme" (1,100 by
 * their words, 50 only because "acme" is part of their name), 7 match "zephyr".
 */
const CAP = 1_000;

interface Known {
  id: string;
  name: string;
  state: 'approved' | 'paper_tray';
  amount: number | null;
  issueDate: string | null;
}

function nameOf(i: number): string {
  if (i < 1_100) return `Invoice Acme ${i}`;
  if (i < 1_150) return `Invoice Acmeco ${i}`; // "acme" inside a word: the name match alone
  if (i < 1_157) return `Invoice Zephyr ${i}`;
  return `Invoice Other ${i}`;
}

/** Amounts with ties and gaps (null), dates with ties and gaps. */
function knownOf(i: number): Omit<Known, 'id'> {
  return {
    name: nameOf(i),
    state: i % 10 === 3 ? 'paper_tray' : 'approved',
    amount: i % 13 === 4 ? null : ((i * 7919) % 500) * 100,
    issueDate: i % 17 === 5 ? null : `2025-${String(1 + (i % 12)).padStart(2, '0')}-01`,
  };
}

function ordered(docs: Known[], key: 'amount' | 'issueDate' | 'name', order: 'asc' | 'desc') {
  const sign = order === 'asc' ? 1 : -1;
  return [...docs].sort((a, b) => {
    const ka = a[key];
    const kb = b[key];
    if (ka !== kb) {
      // Nulls first ascending, last descending.
      if (ka === null) return -sign;
      if (kb === null) return sign;
      return (ka < kb ? -1 : 1) * sign;
    }
    return (a.id < b.id ? -1 : 1) * sign;
  });
}

describe.each(DB_KINDS)('documents search totals on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let projectId: string;
  let known: Known[] = [];

  const list = async (query: string) => {
    const response = await api(t.app).get(`/api/documents?projectId=${projectId}&${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return json<TDocumentList>(response);
  };
  const matching = (term: RegExp, state?: Known['state']) =>
    known.filter((doc) => term.test(doc.name) && (!state || doc.state === state));

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await registerUser(t.app)).accessToken;
    projectId = (await createProject(t.app, token, { name: 'Archive' }))._id;
    const rows = Array.from({ length: 1_200 }, (_, i) => knownOf(i));
    const inserted = await t.database.db
      .insert(documents)
      .values(
        rows.map((row) => ({
          projectId,
          name: row.name,
          originalFilename: 'scan.pdf',
          fileKey: randomUUID(),
          size: 1,
          mimeType: 'application/pdf',
          source: 'manual_upload' as const,
          state: row.state,
          type: 'invoice' as const,
          processingStatus: 'done' as const,
          extractedData: {
            ...emptyExtractedData(),
            totalAmount: row.amount,
            issueDate: row.issueDate,
            currency: 'EUR',
          },
        })),
      )
      .returning({ id: documents.id });
    known = rows.map((row, i) => ({ ...row, id: inserted[i]!.id }));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('says "more than 1,000" for a search with more matches, with the right page', async () => {
    const wanted = ordered(matching(/acme/i, 'approved'), 'amount', 'desc');
    expect(wanted.length).toBeGreaterThan(CAP);
    for (const page of [1, 2, 5]) {
      const found = await list(
        `search=acme&state=approved&sortBy=totalAmount&sortOrder=desc&page=${page}`,
      );
      expect(found.pagination).toEqual({
        page,
        limit: 20,
        total: CAP,
        pages: CAP / 20,
        totalIsLowerBound: true,
      });
      expect(found.data.map((doc) => doc._id)).toEqual(
        wanted.slice((page - 1) * 20, page * 20).map((doc) => doc.id),
      );
    }
  });

  it('pages every sort the screens offer in order while the total is capped', async () => {
    const all = matching(/acme/i);
    const sorts = [
      ['name', 'name', 'asc'],
      ['name', 'name', 'desc'],
      ['issueDate', 'issueDate', 'asc'],
      ['issueDate', 'issueDate', 'desc'],
      ['totalAmount', 'amount', 'asc'],
    ] as const;
    for (const [sortBy, key, order] of sorts) {
      const found = await list(`search=acme&sortBy=${sortBy}&sortOrder=${order}&limit=50&page=2`);
      expect(found.pagination.totalIsLowerBound, sortBy).toBe(true);
      expect(
        found.data.map((doc) => doc._id),
        `${sortBy} ${order}`,
      ).toEqual(
        ordered(all, key, order)
          .slice(50, 100)
          .map((doc) => doc.id),
      );
    }
  });

  it('counts the name-only matches towards the cap', async () => {
    // 990 approved documents match "acme" by their words: only with the 45 name-only ones
    // (approved "Acmeco") are there more than 1,000.
    expect(matching(/acme\b/i, 'approved').length).toBeLessThan(CAP);
    const found = await list('search=acme&state=approved&limit=10');
    expect(found.pagination).toMatchObject({ total: CAP, totalIsLowerBound: true });
  });

  it('counts exactly below the cap, and past the first pages', async () => {
    const zephyr = await list('search=zephyr');
    expect(zephyr.pagination).toEqual({
      page: 1,
      limit: 20,
      total: 7,
      pages: 1,
      totalIsLowerBound: false,
    });
    expect(zephyr.data.map((doc) => doc.name).sort()).toEqual(
      matching(/zephyr/i)
        .map((doc) => doc.name)
        .sort(),
    );
    // A page beyond the first 100 matches reads every match anyway, so it counts them all.
    const wanted = ordered(matching(/acme/i), 'amount', 'desc');
    const deep = await list('search=acme&sortBy=totalAmount&sortOrder=desc&page=6');
    expect(deep.pagination).toMatchObject({
      total: wanted.length,
      pages: Math.ceil(wanted.length / 20),
      totalIsLowerBound: false,
    });
    expect(deep.data.map((doc) => doc._id)).toEqual(wanted.slice(100, 120).map((doc) => doc.id));
    // Lists of a state (or states) sum the per-state counts: exact.
    const plain = await list('sortBy=totalAmount');
    expect(plain.pagination).toMatchObject({ total: known.length, totalIsLowerBound: false });
  });

  it('counts other filters up to 1,000 past the page, so every page has a total beyond it', async () => {
    const first = await list('type=invoice');
    expect(first.pagination).toMatchObject({ total: CAP, pages: 50, totalIsLowerBound: true });
    const wanted = ordered(known, 'amount', 'asc');
    const far = await list('type=invoice&sortBy=totalAmount&sortOrder=asc&page=51');
    expect(far.pagination).toMatchObject({ total: known.length, totalIsLowerBound: false });
    expect(far.data.map((doc) => doc._id)).toEqual(wanted.slice(1_000, 1_020).map((d) => d.id));
    const fewer = await list('type=invoice&state=paper_tray');
    expect(fewer.pagination).toMatchObject({
      total: known.filter((doc) => doc.state === 'paper_tray').length,
      totalIsLowerBound: false,
    });
  });
});
