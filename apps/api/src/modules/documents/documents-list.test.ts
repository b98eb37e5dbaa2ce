import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emptyExtractedData,
  ZDocumentListQuery,
  type TDocumentState,
  type TDocumentType,
  type TExtractedData,
} from '@papertray/contract';
import { DB_KINDS, openTestDatabase } from '../../../test/databases';
import type { DatabaseHandle, Db } from '../../platform/db/database';
import { documents } from '../../platform/db/schema';
import { seedProject } from '../inboxes/testing/mail-fixtures';
import { DocumentReviewRepository } from './document-review.repository';
import { DocumentsRepository } from './documents.repository';

/**
 * The list's sorts, filters and search read stored columns and composite indexes derived from
 * the documents' data (decision 063). These tests change that data through the repositories'
 * writes and compare every page with what the documents themselves say, so a derived column or
 * index that falls behind a write shows up as a wrong order, row or total.
 */

interface Known {
  id: string;
  name: string;
  text: string;
  state: TDocumentState;
  type: TDocumentType | null;
  data: TExtractedData;
}

const STATES: TDocumentState[] = ['paper_tray', 'approved', 'trash'];
const TYPES: (TDocumentType | null)[] = ['invoice', 'receipt', 'invoice', null, 'contract'];

/** Names: some with the vendor, one where "müller" is only part of a word (no full-text match). */
function nameOf(i: number): string {
  if (i === 7) return 'Müllerstraße lease';
  return i % 3 === 0 ? `Invoice MüLLER GmbH ${i}` : `Invoice Schmidt AG ${i}`;
}

/** Amounts with ties and gaps (null), dates with ties and gaps. */
function dataOf(i: number): TExtractedData {
  return {
    ...emptyExtractedData(),
    totalAmount: i % 6 === 5 ? null : ((i * 37) % 11) * 1000 + (i % 2),
    issueDate: i % 7 === 6 ? null : `2025-0${1 + (i % 4)}-1${i % 3}`,
    // The vendor is searchable through the extracted data alone (jsonb_to_tsvector).
    vendor: { name: i % 10 === 4 ? 'Müller Logistik' : 'Other Vendor', address: null, taxId: null },
  };
}

/** What "search" matches, as the spec says it: name contains, or a word of the indexed text. */
function matches(doc: Known, search: string): boolean {
  const term = search.toLowerCase();
  if (doc.name.toLowerCase().includes(term)) return true;
  const words = [doc.name, doc.text, doc.data.vendor.name ?? '']
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u);
  return words.includes(term);
}

type Sort = 'totalAmount' | 'issueDate';

/** The list's order: the key (nulls last descending, first ascending), then id the same way. */
function expectedOrder(docs: Known[], sortBy: Sort, sortOrder: 'asc' | 'desc'): string[] {
  const key = (doc: Known) => doc.data[sortBy];
  const sign = sortOrder === 'asc' ? 1 : -1;
  return [...docs]
    .sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      if (ka !== kb) {
        if (ka === null) return sortOrder === 'asc' ? -1 : 1;
        if (kb === null) return sortOrder === 'asc' ? 1 : -1;
        return (ka < kb ? -1 : 1) * sign;
      }
      return (a.id < b.id ? -1 : 1) * sign;
    })
    .map((doc) => doc.id);
}

describe.each(DB_KINDS)('documents list sorts, filters and search on %s', (kind) => {
  let database: DatabaseHandle;
  let repo: DocumentsRepository;
  let listing: DocumentsRepository;
  let review: DocumentReviewRepository;
  let projectId: string;
  let userId: string;
  let known: Known[] = [];

  /** Every page of the query, concatenated, and the total each page reported. */
  const listAll = async (query: Record<string, string>) => {
    const ids: string[] = [];
    const totals = new Set<number>();
    for (let page = 1; ; page++) {
      const parsed = ZDocumentListQuery.parse({ projectId, limit: '7', page, ...query });
      const result = await listing.listForMember(parsed, userId);
      if (!result) throw new Error('not a member');
      totals.add(result.total);
      ids.push(...result.rows.map((row) => row.id));
      if (result.rows.length < 7) break;
    }
    expect(totals.size).toBe(1);
    return { ids, total: [...totals][0]! };
  };

  const expectList = async (
    query: { search?: string; state?: TDocumentState[]; type?: TDocumentType[] },
    sortBy: Sort,
    sortOrder: 'asc' | 'desc',
  ) => {
    const wanted = known.filter(
      (doc) =>
        (!query.search || matches(doc, query.search)) &&
        (!query.state || query.state.includes(doc.state)) &&
        (!query.type || (doc.type !== null && query.type.includes(doc.type))),
    );
    const listed = await listAll({
      sortBy,
      sortOrder,
      ...(query.search ? { search: query.search } : {}),
      ...(query.state ? { state: query.state.join(',') } : {}),
      ...(query.type ? { type: query.type.join(',') } : {}),
    });
    expect(listed.total).toBe(wanted.length);
    expect(listed.ids).toEqual(expectedOrder(wanted, sortBy, sortOrder));
    return wanted.length;
  };

  /** Every combination this file cares about, both directions, both sort keys. */
  const expectAllLists = async () => {
    const queries = [
      {},
      { search: 'müller' },
      { search: 'Müller', state: ['approved' as const], type: ['invoice' as const] },
      { search: 'MüLLER', state: ['paper_tray' as const, 'approved' as const] },
      { search: 'müller', type: ['receipt' as const, 'contract' as const] },
      { state: ['approved' as const], type: ['invoice' as const] },
    ];
    const sizes: number[] = [];
    for (const query of queries) {
      for (const sortBy of ['totalAmount', 'issueDate'] as const) {
        for (const sortOrder of ['asc', 'desc'] as const) {
          sizes.push(await expectList(query, sortBy, sortOrder));
        }
      }
    }
    return sizes;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    repo = new DocumentsRepository(database.db);
    listing = repo;
    review = new DocumentReviewRepository(database.db);
    ({ userId, projectId } = await seedProject(database));
    // Another project's matches must never be counted or listed.
    const other = await seedProject(database);
    const rows = Array.from({ length: 60 }, (_, i) => ({
      name: nameOf(i),
      text: i % 5 === 0 ? `Rechnung von Müller, Pos ${i}` : `Receipt ${i}`,
      state: STATES[i % STATES.length]!,
      type: TYPES[i % TYPES.length]!,
      data: dataOf(i),
    }));
    for (const project of [other.projectId, projectId]) {
      const inserted = await database.db
        .insert(documents)
        .values(
          rows.map((row) => ({
            projectId: project,
            name: row.name,
            originalFilename: 'scan.pdf',
            fileKey: randomUUID(),
            size: 1,
            mimeType: 'application/pdf',
            source: 'manual_upload' as const,
            state: row.state,
            type: row.type,
            text: row.text,
            extractedData: row.data,
          })),
        )
        .returning({ id: documents.id });
      known = rows.map((row, i) => ({ ...row, id: inserted[i]!.id }));
    }
  });

  afterAll(async () => {
    await database?.close();
  });

  it('sorts, filters, searches and counts as the documents say', async () => {
    const sizes = await expectAllLists();
    // The data gives every query something to order, ties and nulls included.
    expect(Math.min(...sizes)).toBeGreaterThan(2);
  });

  it('follows corrected totals and dates, retyping, renaming, approval and trash', async () => {
    const change = (i: number, patch: Partial<Known>) => {
      known[i] = { ...known[i]!, ...patch };
      return known[i]!;
    };
    // A correction of the total and the date: the sort keys follow extracted_data.
    for (const i of [0, 3, 5, 9]) {
      const doc = change(i, {
        data: { ...known[i]!.data, totalAmount: 999_999 - i, issueDate: `2030-12-0${i % 9}` },
      });
      await repo.update(doc.id, { extractedData: doc.data });
    }
    // A total cleared, a date cleared.
    const cleared = change(12, {
      data: { ...known[12]!.data, totalAmount: null, issueDate: null },
    });
    await repo.update(cleared.id, { extractedData: cleared.data });
    // Retyped, renamed (into and out of the name match), and the vendor corrected.
    const retyped = change(15, { type: 'invoice' });
    await repo.update(retyped.id, { type: 'invoice', typeSetByUser: true });
    const renamed = change(18, { name: 'Müller rent' });
    await repo.update(renamed.id, { name: renamed.name });
    const unnamed = change(21, { name: 'Rent' });
    await repo.update(unnamed.id, { name: unnamed.name });
    const vendor = change(24, {
      data: { ...known[24]!.data, vendor: { name: 'Müller', address: null, taxId: null } },
    });
    await repo.update(vendor.id, { extractedData: vendor.data });
    // Approved, trashed and restored through the review's writes.
    for (const [i, state] of [
      [1, 'approved'],
      [2, 'approved'],
      [30, 'trash'],
      [33, 'paper_tray'],
    ] as const) {
      const doc = change(i, { state });
      const at = new Date();
      await review.applyPatch(
        doc.id,
        {
          state,
          approvedAt: state === 'approved' ? at : null,
          trashedAt: state === 'trash' ? at : null,
        },
        database.db,
      );
    }
    await expectAllLists();
  });

  it('answers the same through the search indexes as through the table', async () => {
    // A few hundred rows are read whole; without sequential scans the planner goes through the
    // composite full-text and trigram indexes, which must hold what the rows hold.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      listing = new DocumentsRepository(tx as unknown as Db);
      try {
        await expectAllLists();
      } finally {
        listing = repo;
      }
    });
  });
});
