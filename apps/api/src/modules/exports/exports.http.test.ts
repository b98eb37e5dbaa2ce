import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emptyExtractedData,
  EXPORT_HEADERS,
  EXPORT_MESSAGES,
  type TExportAccess,
  type TExtractedData,
  type TFolder,
} from '@papertray/contract';
import { DB_KINDS } from '../../../test/databases';
import { addMember, setPlan, userIdByEmail } from '../../../test/factories';
import { api, createProject, json, registerUser } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { contacts, emails, type NewDocumentRow } from '../../platform/db/schema';
import { DiskStorage } from '../../platform/storage/disk-storage';
import { seedDocument } from '../documents/testing/seed-documents';
import { CSV_COLUMNS } from './export-table';
import { parseCsv, readZip, type ZipEntry } from './testing/read-zip';

const BOM = '\ufeff';

function data(patch: Partial<TExtractedData>): TExtractedData {
  return { ...emptyExtractedData(), ...patch };
}

function withoutNetAndTax(extracted: TExtractedData): TExtractedData {
  const { netAmount: _net, taxAmount: _tax, ...rest } = extracted;
  return rest;
}

function csvOf(entries: Map<string, ZipEntry>, name = 'documents.csv', separator = ',') {
  const text = entries.get(name)?.content.toString('utf8') ?? '';
  expect(text.startsWith(BOM), `${name} starts with a BOM`).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1), separator);
  expect(header).toEqual(CSV_COLUMNS.map(([column]) => column));
  const column = (n: string) => CSV_COLUMNS.findIndex(([c]) => c === n);
  return rows.map((row) => Object.fromEntries(CSV_COLUMNS.map(([c]) => [c, row[column(c)]])));
}

describe.each(DB_KINDS)('exports over HTTP on %s', (kind) => {
  let t: TestApp;
  let storageDir: string;
  let storage: DiskStorage;
  let owner: string;
  let accountant: string;
  let outsider: string;
  let freeOwner: string;
  let projectId: string;
  let freeProjectId: string;
  let invoices: TFolder;
  let unsafeFolder: TFolder;
  let readmeFolder: TFolder;
  let acmeId: string;
  let globexId: string;
  const http = () => api(t.app);

  /** A document with its own stored file (distinct bytes, so distinct documents). */
  async function doc(row: Partial<NewDocumentRow> & { label: string }, target = projectId) {
    const content = Buffer.concat([Buffer.from(`%PDF-1.4 ${row.label} `), randomBytes(64)]);
    const stored = await storage.put(content);
    const { label, ...rest } = row;
    return seedDocument(t.database, {
      projectId: target,
      name: label,
      originalFilename: `${label}.pdf`,
      fileKey: stored.key,
      size: content.length,
      state: 'approved',
      ...rest,
    });
  }

  const generate = (body: object, token = owner) =>
    http().post('/api/exports/generate', body, token);

  async function exportZip(body: object, token = owner) {
    const response = await generate(body, token);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    return { response, entries: await readZip(response.rawPayload) };
  }

  const q1 = { startDate: '2024-01-01', endDate: '2024-03-31' };

  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(tmpdir(), 'papertray-export-files-'));
    storage = await DiskStorage.open(storageDir);
    t = await createTestApp(kind, { deps: { storage } });
    const ownerUser = await registerUser(t.app);
    owner = ownerUser.accessToken;
    await setPlan(t.database, await userIdByEmail(t.database, ownerUser.email), 'professional');
    const acc = await registerUser(t.app);
    accountant = acc.accessToken;
    outsider = (await registerUser(t.app)).accessToken;
    freeOwner = (await registerUser(t.app)).accessToken;
    projectId = (await createProject(t.app, owner, { name: 'Müller & Söhne' }))._id;
    freeProjectId = (await createProject(t.app, freeOwner, { name: 'Free' }))._id;
    await addMember(t.database, projectId, acc.email, 'accountant');

    const folder = async (name: string) =>
      json<TFolder>(await http().post(`/api/folders/${projectId}`, { name }, owner));
    invoices = await folder('Invoices 2024');
    unsafeFolder = await folder('Tax: <Q1>/"VAT"');
    readmeFolder = await folder('readme.TXT');
    const [acme, globex] = await t.database.db
      .insert(contacts)
      .values([
        { projectId, name: 'ACME GmbH', nameKey: 'acme', taxId: 'DE123456789' },
        { projectId, name: 'Globex', nameKey: 'globex' },
      ])
      .returning();
    acmeId = acme!.id;
    globexId = globex!.id;

    const [mail] = await t.database.db
      .insert(emails)
      .values({
        projectId,
        source: 'smtp',
        messageId: '<export@test>',
        subject: 'Your invoice',
        // Mail date 2024-03-31 22:30 UTC: March 31 in UTC, April 1 in Berlin.
        date: new Date('2024-03-31T22:30:00Z'),
        rawKey: randomBytes(32).toString('hex'),
        rawSize: 10,
      })
      .returning();

    // Issue dates at the quarter's edges.
    await doc({
      label: 'first-day',
      folderId: invoices._id,
      contactId: acmeId,
      extractedData: data({
        issueDate: '2024-01-01',
        dueDate: '2024-01-31',
        invoiceNumber: 'INV-1',
        totalAmount: 119000,
        netAmount: 100000,
        taxAmount: 19000,
        currency: 'EUR',
        vendor: { name: 'ACME GmbH', address: null, taxId: 'DE123456789' },
      }),
    });
    await doc({
      label: 'last-day',
      folderId: invoices._id,
      contactId: globexId,
      extractedData: data({
        issueDate: '2024-03-31',
        invoiceNumber: 'G/77',
        totalAmount: -2550,
        netAmount: -2125,
        taxAmount: -425,
        currency: 'USD',
        vendor: { name: '=HYPERLINK("http://evil")', address: null, taxId: null },
      }),
    });
    await doc({ label: 'before', extractedData: data({ issueDate: '2023-12-31' }) });
    await doc({ label: 'after', extractedData: data({ issueDate: '2024-04-01' }) });
    await doc({
      label: 'trashed',
      state: 'trash',
      extractedData: data({ issueDate: '2024-02-01' }),
    });
    // No issue date: the received date decides, in the request's time zone.
    await doc({
      label: 'mail-no-date',
      state: 'paper_tray',
      source: 'email',
      emailId: mail!.id,
      createdAt: new Date('2024-05-05T10:00:00Z'),
      // Read before net and tax were extracted: neither key is stored.
      extractedData: withoutNetAndTax(data({ invoiceNumber: 'M-1' })),
    });
    await doc({
      label: 'upload-new-year-eve',
      state: 'paper_tray',
      createdAt: new Date('2023-12-31T23:30:00Z'),
      extractedData: null,
    });
    // Same vendor, number and day (case differs): unique names, " (2)".
    for (const vendor of ['Dup Corp', 'DUP CORP']) {
      await doc({
        label: `dup-${vendor}`,
        folderId: unsafeFolder._id,
        contactId: acmeId,
        mimeType: 'image/png',
        originalFilename: 'scan.png',
        extractedData: data({
          issueDate: '2024-02-15',
          invoiceNumber: 'D-1',
          vendor: { name: vendor, address: null, taxId: null },
        }),
      });
    }
    await doc({
      label: 'unsafe',
      folderId: readmeFolder._id,
      extractedData: data({
        issueDate: '2024-02-16',
        invoiceNumber: '../../etc/passwd',
        vendor: { name: 'CON', address: null, taxId: null },
      }),
    });
    await doc(
      { label: 'other-project', extractedData: data({ issueDate: '2024-02-01' }) },
      freeProjectId,
    );
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it('exports a quarter: originals by folder and month, CSVs, JSON and README', async () => {
    const { response, entries } = await exportZip({ projectId, ...q1, folders: [], contacts: [] });
    expect(response.headers['content-disposition']).toContain(
      'papertray-export-muller-sohne-2024-01-01-to-2024-03-31.zip',
    );
    expect(response.headers[EXPORT_HEADERS.documents]).toBe('6');
    // Which of the two same-day "Dup Corp" files gets " (2)" depends on their ids.
    const files = [...entries.keys()]
      .filter((name) => name.includes('/'))
      .map((name) => name.toLowerCase())
      .sort();
    expect(files).toEqual(
      [
        'Invoices 2024/2024-01/2024-01-01 ACME GmbH INV-1.pdf',
        'Invoices 2024/2024-03/2024-03-31 =HYPERLINK(_http_--evil_) G-77.pdf',
        'Tax_ _Q1_-_VAT_/2024-02/2024-02-15 Dup Corp D-1.png',
        'Tax_ _Q1_-_VAT_/2024-02/2024-02-15 DUP CORP D-1 (2).png',
        'readme.TXT (folder)/2024-02/2024-02-16 CON ..-..-etc-passwd.pdf',
        'Unfiled/2024-03/2024-03-31 M-1.pdf',
      ]
        .map((name) => name.toLowerCase())
        .sort(),
    );
    for (const root of [
      'README.txt',
      'documents.csv',
      'documents-semicolon.csv',
      'documents.json',
    ]) {
      expect(entries.has(root), root).toBe(true);
    }
    // Originals are stored as they are (already compressed); the tables are deflated.
    const original = entries.get('Invoices 2024/2024-01/2024-01-01 ACME GmbH INV-1.pdf')!;
    expect(original.compressionMethod).toBe(0);
    expect(original.content.toString('latin1')).toContain('%PDF-1.4 first-day');
    expect(entries.get('documents.csv')!.compressionMethod).toBe(8);

    const rows = csvOf(entries);
    expect(rows.map((row) => row['Document name']).sort()).toEqual(
      ['first-day', 'dup-Dup Corp', 'dup-DUP CORP', 'unsafe', 'last-day', 'mail-no-date'].sort(),
    );
    const byName = new Map(rows.map((row) => [row['Document name'], row]));
    expect(byName.get('first-day')).toMatchObject({
      Date: '2024-01-01',
      'Issue date': '2024-01-01',
      'Due date': '2024-01-31',
      Type: 'invoice',
      Number: 'INV-1',
      Vendor: 'ACME GmbH',
      'Vendor tax ID': 'DE123456789',
      Net: '1000.00',
      Tax: '190.00',
      Total: '1190.00',
      Currency: 'EUR',
      Folder: 'Invoices 2024',
      Contact: 'ACME GmbH',
      State: 'approved',
      Source: 'manual_upload',
      File: 'Invoices 2024/2024-01/2024-01-01 ACME GmbH INV-1.pdf',
    });
    // A formula-like vendor is neutralised; a negative amount stays a number.
    expect(byName.get('last-day')).toMatchObject({
      Vendor: `'=HYPERLINK("http://evil")`,
      Net: '-21.25',
      Tax: '-4.25',
      Total: '-25.50',
      Currency: 'USD',
    });
    expect(byName.get('mail-no-date')).toMatchObject({
      Date: '2024-03-31',
      'Issue date': '',
      Received: '2024-03-31',
      State: 'paper_tray',
      Source: 'email',
      Folder: '',
      Net: '',
      Tax: '',
    });
    expect(byName.has('before') || byName.has('after') || byName.has('trashed')).toBe(false);
    // Every CSV file path is in the zip.
    for (const row of rows) expect(entries.has(row.File!), row.File).toBe(true);

    const semicolon = csvOf(entries, 'documents-semicolon.csv', ';');
    expect(semicolon.find((row) => row['Document name'] === 'first-day')).toMatchObject({
      Net: '1000,00',
      Tax: '190,00',
      Total: '1190,00',
    });
    expect(semicolon).toHaveLength(rows.length);

    const exported = JSON.parse(entries.get('documents.json')!.content.toString('utf8')) as {
      project: string;
      period: object;
      documents: {
        name: string;
        extractedData: TExtractedData | null;
        file: { path: string; sha256: string };
        folder: { name: string } | null;
        email: { subject: string } | null;
      }[];
    };
    expect(exported.project).toBe('Müller & Söhne');
    expect(exported.period).toEqual({ ...q1, timeZone: 'UTC' });
    expect(exported.documents.map((d) => d.name)).toEqual(rows.map((r) => r['Document name']));
    const first = exported.documents.find((d) => d.name === 'first-day')!;
    expect(first.extractedData).toMatchObject({
      invoiceNumber: 'INV-1',
      totalAmount: 119000,
      netAmount: 100000,
      taxAmount: 19000,
    });
    const legacy = exported.documents.find((d) => d.name === 'mail-no-date')!;
    expect(legacy.extractedData).toMatchObject({ netAmount: null, taxAmount: null });
    expect(first.folder?.name).toBe('Invoices 2024');
    expect(exported.documents.find((d) => d.name === 'mail-no-date')?.email?.subject).toBe(
      'Your invoice',
    );

    const readme = entries.get('README.txt')!.content.toString('utf8');
    expect(readme).toContain('2024-01-01 to 2024-03-31');
    expect(readme).toContain('Documents:    6');
    for (const [column] of CSV_COLUMNS) expect(readme).toContain(column);
  });

  it('orders rows by date and keeps names unique case-insensitively', async () => {
    const { entries } = await exportZip({ projectId, ...q1 });
    const dates = csvOf(entries).map((row) => row.Date);
    expect(dates).toEqual([...dates].sort());
    const lower = [...entries.keys()].map((name) => name.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });

  it('reads the received day in the time zone the client sends', async () => {
    const names = async (timeZone: string, period = q1) =>
      csvOf((await exportZip({ projectId, ...period, timeZone })).entries).map(
        (row) => row['Document name'],
      );
    // Mail of 2024-03-31 22:30 UTC is April 1 in Berlin; the upload of 2023-12-31 23:30 UTC
    // is January 1 there.
    const berlin = await names('Europe/Berlin');
    expect(berlin).toContain('upload-new-year-eve');
    expect(berlin).not.toContain('mail-no-date');
    expect(
      await names('Europe/Berlin', { startDate: '2024-04-01', endDate: '2024-06-30' }),
    ).toEqual(expect.arrayContaining(['mail-no-date', 'after']));
    const utc = await names('UTC');
    expect(utc).toContain('mail-no-date');
    expect(utc).not.toContain('upload-new-year-eve');
    // New York is behind UTC: both stay in the day they have in UTC or earlier.
    const newYork = await names('America/New_York', {
      startDate: '2023-12-31',
      endDate: '2023-12-31',
    });
    expect(newYork).toEqual(expect.arrayContaining(['upload-new-year-eve', 'before']));
  });

  it('filters by folders and contacts; none given means all', async () => {
    const rowsFor = async (filters: object) =>
      csvOf((await exportZip({ projectId, ...q1, ...filters })).entries).map(
        (row) => row['Document name'],
      );
    expect((await rowsFor({ folders: [invoices._id] })).sort()).toEqual(['first-day', 'last-day']);
    expect((await rowsFor({ contacts: [acmeId] })).sort()).toEqual(
      ['dup-DUP CORP', 'dup-Dup Corp', 'first-day'].sort(),
    );
    expect(await rowsFor({ folders: [invoices._id], contacts: [acmeId] })).toEqual(['first-day']);
    expect(
      await rowsFor({ folders: [invoices._id, unsafeFolder._id], contacts: [globexId] }),
    ).toEqual(['last-day']);
    const { entries } = await exportZip({ projectId, ...q1, folders: [invoices._id] });
    expect(entries.get('README.txt')!.content.toString('utf8')).toContain(
      'Folders:      Invoices 2024',
    );
    // A folder of another project is not found rather than silently matching nothing.
    const foreign = await generate({ projectId, ...q1, folders: [randomUUIDLike()] });
    expect(foreign.statusCode).toBe(404);
  });

  it('lets an accountant export; outsiders and anonymous callers cannot', async () => {
    await exportZip({ projectId, ...q1 }, accountant);
    expect((await generate({ projectId, ...q1 }, outsider)).statusCode).toBe(404);
    expect((await generate({ projectId, ...q1 }, '')).statusCode).toBe(401);
  });

  it('refuses a plan without data export with a 403 that names the plan lifting it', async () => {
    const response = await generate({ projectId: freeProjectId, ...q1 }, freeOwner);
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toBe(
      'Data export is not included in the Free plan. Upgrade to Professional to export your documents.',
    );
    const access = await http().get(`/api/exports/access?projectId=${freeProjectId}`, freeOwner);
    expect(json<TExportAccess>(access)).toMatchObject({
      dataExport: false,
      plan: 'free',
      upgradeTo: { name: 'professional', displayName: 'Professional' },
    });
    const paid = await http().get(`/api/exports/access?projectId=${projectId}`, accountant);
    expect(json<TExportAccess>(paid)).toMatchObject({
      dataExport: true,
      plan: 'professional',
      message: null,
    });
  });

  it("answers the spec's messages for a missing project or dates, and checks the period", async () => {
    expect(json(await generate({ ...q1 })).message).toBe(EXPORT_MESSAGES.projectRequired);
    expect(json(await generate({ projectId, startDate: '2024-01-01' })).message).toBe(
      EXPORT_MESSAGES.datesRequired,
    );
    expect(json(await generate({ projectId, startDate: '', endDate: '2024-01-01' })).message).toBe(
      EXPORT_MESSAGES.datesRequired,
    );
    const reversed = await generate({ projectId, startDate: '2024-04-01', endDate: '2024-03-31' });
    expect(reversed.statusCode).toBe(400);
    expect(json(reversed).message).toBe(EXPORT_MESSAGES.startAfterEnd);
    const zone = await generate({ projectId, ...q1, timeZone: 'Mars/Olympus' });
    expect(zone.statusCode).toBe(400);
    expect(json(zone).message).toBe(EXPORT_MESSAGES.unknownTimeZone);
  });

  it('exports an empty period as a valid zip with headers only', async () => {
    const { entries } = await exportZip({
      projectId,
      startDate: '2030-01-01',
      endDate: '2030-12-31',
    });
    expect([...entries.keys()].sort()).toEqual([
      'README.txt',
      'documents-semicolon.csv',
      'documents.csv',
      'documents.json',
    ]);
    expect(csvOf(entries)).toEqual([]);
    expect(JSON.parse(entries.get('documents.json')!.content.toString('utf8')).documents).toEqual(
      [],
    );
  });
});

function randomUUIDLike(): string {
  const hex = randomBytes(16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
}
