import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/databases';
import { ownerWithProject } from '../../../test/factories';
import type { DatabaseHandle } from '../../platform/db/database';
import { DiskStorage } from '../../platform/storage/disk-storage';
import { createDocumentServices, type DocumentServices } from './document-services';
import { facturXPdf } from './testing/document-fixtures';

/**
 * The optional language model step (LLM_BASE_URL) in document processing. The model is a third
 * party we cannot reach here, so it is MOCKED AT ITS HTTP BOUNDARY: a local server speaking the
 * OpenAI chat-completions protocol. Everything else is real (database, storage, extraction).
 */
let server: Server;
let baseUrl: string;
let reply: { status: number; content: string };
let requests: Array<{ url: string; model: unknown; text: string }>;

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const modelAnswer = (fields: Record<string, unknown>) =>
  JSON.stringify({
    type: 'receipt',
    invoiceNumber: null,
    issueDate: null,
    dueDate: null,
    transactionDate: null,
    totalAmount: null,
    currency: null,
    vendorName: null,
    vendorAddress: null,
    vendorTaxId: null,
    contractNumber: null,
    parties: [],
    startDate: null,
    endDate: null,
    ...fields,
  });

/**
 * A thank-you note with a receipt number and a date but no amount and no seller. Each call makes
 * different bytes (a till line), so the project never takes one for a copy of another.
 */
let tills = 0;
async function noteWithoutTotal(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([420, 595]);
  [
    'Receipt No. 20931',
    'Date: 12.03.2025',
    'Thank you for shopping with us today.',
    'Keep this note for returns and exchanges.',
    `Till ${++tills}`,
  ].forEach((line, i) => page.drawText(line, { x: 40, y: 540 - i * 18, size: 11, font }));
  return Buffer.from(await pdf.save());
}

describe('document processing with a language model', () => {
  let database: DatabaseHandle;
  let dir: string;
  let services: DocumentServices;
  let ownerId: string;
  let projectId: string;

  const upload = async (filename: string, content: Buffer) =>
    (
      await services.intake.upload(ownerId, {
        projectId,
        file: { filename, content },
        source: 'manual_upload',
      })
    ).document;

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const sent = JSON.parse(await body(req)) as {
        model: unknown;
        messages: Array<{ content: string }>;
      };
      requests.push({ url: req.url ?? '', model: sent.model, text: sent.messages[1]!.content });
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { content: reply.content } }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;

    database = await openTestDatabase('pglite');
    dir = await mkdtemp(path.join(tmpdir(), 'papertray-llm-'));
    services = createDocumentServices({
      db: database.db,
      storage: await DiskStorage.open(dir),
      log: { warn: () => {}, error: () => {} },
      viewTokenSecret: 'test-secret-that-is-long-enough-for-hkdf',
      llm: { baseUrl, model: 'test-model', timeoutMs: 10_000 },
    });
    ({ ownerId, projectId } = await ownerWithProject(database, 'LLM'));
  }, 60_000);

  beforeEach(() => {
    requests = [];
    reply = { status: 200, content: modelAnswer({}) };
  });

  afterAll(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('fills what the text left empty, marked as the model’s, and keeps what the text read', async () => {
    reply = {
      status: 200,
      content: modelAnswer({
        invoiceNumber: 'WRONG-1',
        totalAmount: '12.50',
        currency: 'EUR',
        vendorName: 'Corner Shop Ltd',
      }),
    };
    const document = await upload('note.pdf', await noteWithoutTotal());

    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ url: '/v1/chat/completions', model: 'test-model' });
    expect(requests[0]!.text).toContain('Receipt No. 20931');
    expect(document.processingStatus).toBe('done');
    expect(document.extractedData).toMatchObject({
      // Read from the text with a label: the model's guess does not replace it.
      invoiceNumber: '20931',
      issueDate: '2025-03-12',
      totalAmount: 1250,
      currency: 'EUR',
      vendor: { name: 'Corner Shop Ltd' },
    });
    expect(document.fieldMeta.totalAmount).toEqual({ confidence: 0.7, source: 'llm' });
    expect(document.fieldMeta['vendor.name']?.source).toBe('llm');
    expect(document.fieldMeta.invoiceNumber?.source).toBe('text');
  });

  it('keeps the text’s reading when the model fails or answers nonsense', async () => {
    for (const failing of [
      { status: 500, content: 'overloaded' },
      { status: 200, content: 'Sure! The total is 12.50.' },
    ]) {
      reply = failing;
      const document = await upload(`note-${failing.status}.pdf`, await noteWithoutTotal());
      expect(requests.length).toBeGreaterThan(0);
      expect(document.processingStatus).toBe('done');
      expect(document.extractedData).toMatchObject({
        invoiceNumber: '20931',
        totalAmount: null,
      });
    }
  });

  it('does not ask the model about an e-invoice, whose values are exact', async () => {
    const document = await upload(
      'facturx.pdf',
      await facturXPdf({ number: 'FX-9', seller: 'Exact Data GmbH', total: '10.00' }),
    );
    expect(requests).toHaveLength(0);
    expect(document.extractedData).toMatchObject({ invoiceNumber: 'FX-9', totalAmount: 1000 });
  });
});
