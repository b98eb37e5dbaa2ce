/**
 * `npm run bench:lists`: the read side of the documents screens on PGlite and on a started
 * PostgreSQL 15, over one project with BENCH_DOCUMENTS documents (default 20,000) spread over
 * 200 contacts and 12 folders: the documents list (default, by state, by folder, full-text
 * search, sorted by amount), the folders with their live counts, the contacts list and one
 * contact's monthly chart. Each query runs BENCH_ITERATIONS times (default 30); p50/p95 in ms.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emptyExtractedData, ZContactListQuery, ZDocumentListQuery } from '@papertray/contract';
import { startPostgres } from '@papertray/test-servers/postgres';
import { createDocumentServices } from '../src/modules/documents/document-services';
import { ProjectsRepository } from '../src/modules/projects/projects.repository';
import type { DatabaseHandle } from '../src/platform/db/database';
import { openPglite } from '../src/platform/db/pglite';
import { openPostgres } from '../src/platform/db/postgres';
import {
  contacts,
  documents,
  folders,
  users,
  type NewDocumentRow,
} from '../src/platform/db/schema';
import { DiskStorage } from '../src/platform/storage/disk-storage';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 20_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);
const CONTACTS = 200;
const FOLDERS = 12;
const INSERT_BATCH = 500;
const WORDS = ['office', 'hardware', 'consulting', 'travel', 'hosting', 'catering', 'licence'];
const quiet = { warn: () => {}, error: console.error };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function seed(database: DatabaseHandle) {
  const db = database.db;
  const [user] = await db
    .insert(users)
    .values({ email: `${randomUUID()}@bench.example`, name: 'Bench', plan: 'enterprise' })
    .returning();
  const project = await new ProjectsRepository(db).insertWithOwner(
    { name: 'Bench', description: '', tags: [], ownerId: user!.id },
    db,
  );
  const contactRows = await db
    .insert(contacts)
    .values(
      Array.from({ length: CONTACTS }, (_, i) => ({
        projectId: project.id,
        name: `Supplier ${i}`,
        nameKey: `supplier ${i}`,
      })),
    )
    .returning({ id: contacts.id });
  const folderRows = await db
    .insert(folders)
    .values(Array.from({ length: FOLDERS }, (_, i) => ({ projectId: project.id, name: `F${i}` })))
    .returning({ id: folders.id });
  const states = ['paper_tray', 'approved', 'approved', 'trash'] as const;
  for (let start = 0; start < DOCUMENTS; start += INSERT_BATCH) {
    const rows: NewDocumentRow[] = [];
    for (let i = start; i < Math.min(DOCUMENTS, start + INSERT_BATCH); i++) {
      const state = states[i % states.length]!;
      const day = `${2020 + (i % 6)}-${String((i % 12) + 1).padStart(2, '0')}-15`;
      rows.push({
        projectId: project.id,
        name: `Invoice ${i} ${WORDS[i % WORDS.length]}`,
        originalFilename: `invoice-${i}.pdf`,
        fileKey: randomBytes(32).toString('hex'),
        size: 50_000,
        mimeType: 'application/pdf',
        source: 'manual_upload',
        type: 'invoice',
        state,
        processingStatus: 'done',
        contactId: contactRows[i % CONTACTS]!.id,
        folderId: state === 'approved' ? folderRows[i % FOLDERS]!.id : null,
        extractedData: {
          ...emptyExtractedData(),
          invoiceNumber: `INV-${i}`,
          issueDate: day,
          totalAmount: (i * 7919) % 1_000_000,
          currency: i % 5 === 0 ? 'USD' : 'EUR',
        },
      });
    }
    await db.insert(documents).values(rows);
  }
  return {
    userId: user!.id,
    projectId: project.id,
    contactId: contactRows[0]!.id,
    folderId: folderRows[0]!.id,
  };
}

async function benchOne(kind: string, database: DatabaseHandle) {
  const dir = await mkdtemp(path.join(tmpdir(), 'papertray-bench-lists-'));
  try {
    const seeded = performance.now();
    const { userId, projectId, contactId, folderId } = await seed(database);
    const seedSeconds = Math.round((performance.now() - seeded) / 100) / 10;
    const services = createDocumentServices({
      db: database.db,
      storage: await DiskStorage.open(dir),
      log: quiet,
      viewTokenSecret: randomUUID() + randomUUID(),
    });
    const list = (query: Record<string, unknown>) =>
      services.documents.list(userId, ZDocumentListQuery.parse({ projectId, ...query }));
    const queries: Record<string, () => Promise<unknown>> = {
      'documents: newest page': () => list({}),
      'documents: paper tray': () => list({ state: 'paper_tray' }),
      'documents: one folder': () => list({ folderId, state: 'approved' }),
      'documents: search': () => list({ search: 'consulting' }),
      'documents: by amount': () => list({ sortBy: 'totalAmount' }),
      'folders with counts': () => services.folders.list(projectId, userId),
      'contacts: by total': () =>
        services.contacts.list(userId, ZContactListQuery.parse({ projectId })),
      'contact monthly chart': () => services.contactDetail.monthly(contactId, userId, 2024),
    };
    const rows = [];
    for (const [name, run] of Object.entries(queries)) {
      await run();
      const ms: number[] = [];
      for (let i = 0; i < ITERATIONS; i++) {
        const t0 = performance.now();
        await run();
        ms.push(performance.now() - t0);
      }
      ms.sort((a, b) => a - b);
      rows.push({
        database: kind,
        query: name,
        'p50 ms': Math.round(percentile(ms, 50) * 10) / 10,
        'p95 ms': Math.round(percentile(ms, 95) * 10) / 10,
      });
    }
    console.log(`${kind}: seeded ${DOCUMENTS} documents in ${seedSeconds} s`);
    return rows;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function main() {
  const rows = [];
  const pglite = await openPglite();
  try {
    rows.push(...(await benchOne('pglite', pglite)));
  } finally {
    await pglite.close();
  }
  const server = await startPostgres();
  try {
    const postgres = await openPostgres({ url: await server.createDatabase('bench_lists') });
    try {
      rows.push(...(await benchOne('postgres', postgres)));
    } finally {
      await postgres.close();
    }
  } finally {
    await server.stop();
  }
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
