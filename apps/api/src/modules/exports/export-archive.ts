import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { ZipArchive, type ZipEntryData } from 'archiver';
import type { FastifyBaseLogger } from 'fastify';
import { FileNotFoundError, type FileStorage } from '../../platform/storage/file-storage';
import { exportReadme, type ExportDescription } from './export-readme';
import { ExportPaths } from './export-paths';
import {
  COMMA_CSV,
  csvHeader,
  csvRow,
  jsonDocument,
  SEMICOLON_CSV,
  type CsvDialect,
} from './export-table';
import type { ExportDocumentRow } from './exports.repository';

export interface ExportArchiveInput {
  /** The export's documents in (day, id) order, read lazily (ExportsRepository.documents). */
  documents: AsyncIterable<ExportDocumentRow>;
  storage: FileStorage;
  describe: Omit<ExportDescription, 'documents' | 'missingFiles'>;
  /**
   * Deflate the originals too. Off by default: PDFs and images are compressed already, and
   * deflating them costs CPU for a few percent (decision 041; bench:export measures both).
   */
  deflateOriginals?: boolean;
  log?: FastifyBaseLogger;
}

/** A temp text file written with back-pressure (documents.csv and .json while files stream). */
class TempText {
  private readonly stream: WriteStream;
  constructor(readonly file: string) {
    this.stream = createWriteStream(file);
  }
  async write(text: string): Promise<void> {
    if (!this.stream.write(text)) await once(this.stream, 'drain');
  }
  async close(): Promise<void> {
    this.stream.end();
    await once(this.stream, 'finish');
  }
  destroy() {
    this.stream.destroy();
  }
}

/**
 * Appends one entry and waits until the archive has consumed it, so only one source is open at
 * a time and the client's pace (back-pressure through the archive's buffer) sets the pace of
 * reading. Rejects when the archive fails or the export is stopped.
 */
function appendEntry(
  archive: ZipArchive,
  source: Readable | string,
  data: ZipEntryData,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      archive.off('entry', onEntry);
      archive.off('error', onError);
      if (typeof source !== 'string') source.off('error', onError);
      signal.removeEventListener('abort', onAbort);
    };
    const onEntry = () => {
      cleanup();
      resolve();
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onAbort = () => {
      cleanup();
      if (typeof source !== 'string') source.destroy();
      reject(signal.reason as Error);
    };
    if (signal.aborted) return onAbort();
    archive.on('entry', onEntry);
    archive.on('error', onError);
    if (typeof source !== 'string') source.on('error', onError);
    signal.addEventListener('abort', onAbort, { once: true });
    archive.append(source, data);
  });
}

async function openOriginal(storage: FileStorage, key: string): Promise<Readable | null> {
  try {
    return await storage.get(key);
  } catch (error) {
    if (error instanceof FileNotFoundError) return null;
    throw error;
  }
}

async function writeArchive(
  archive: ZipArchive,
  input: ExportArchiveInput,
  signal: AbortSignal,
): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'papertray-export-'));
  const tables: [string, CsvDialect | null][] = [
    ['documents.csv', COMMA_CSV],
    ['documents-semicolon.csv', SEMICOLON_CSV],
    ['documents.json', null],
  ];
  const temps = tables.map(([name]) => new TempText(path.join(dir, name)));
  const [commaCsv, semicolonCsv, json] = temps as [TempText, TempText, TempText];
  try {
    await commaCsv.write(csvHeader(COMMA_CSV));
    await semicolonCsv.write(csvHeader(SEMICOLON_CSV));
    const { describe } = input;
    await json.write(
      `{\n"project": ${JSON.stringify(describe.projectName)},\n` +
        `"period": ${JSON.stringify({ startDate: describe.startDate, endDate: describe.endDate, timeZone: describe.timeZone })},\n` +
        `"filters": ${JSON.stringify({ folders: describe.folders, contacts: describe.contacts })},\n` +
        `"exportedAt": ${JSON.stringify(describe.exportedAt.toISOString())},\n"documents": [`,
    );

    const paths = new ExportPaths();
    let count = 0;
    let missingFiles = 0;
    for await (const row of input.documents) {
      signal.throwIfAborted();
      const original = await openOriginal(input.storage, row.fileKey);
      const filePath = original ? paths.pathFor(row) : null;
      if (original && filePath) {
        await appendEntry(
          archive,
          original,
          { name: filePath, date: row.receivedAt, store: !input.deflateOriginals },
          signal,
        );
      } else {
        missingFiles += 1;
        input.log?.warn({ documentId: row.id }, 'export: original file missing from storage');
      }
      await commaCsv.write(csvRow(row, filePath, COMMA_CSV));
      await semicolonCsv.write(csvRow(row, filePath, SEMICOLON_CSV));
      await json.write(
        `${count === 0 ? '\n' : ',\n'}${JSON.stringify(jsonDocument(row, filePath))}`,
      );
      count += 1;
    }
    await json.write(`${count === 0 ? '' : '\n'}]\n}\n`);
    await Promise.all(temps.map((temp) => temp.close()));

    const date = describe.exportedAt;
    const readme = exportReadme({ ...describe, documents: count, missingFiles });
    await appendEntry(archive, readme, { name: 'README.txt', date }, signal);
    for (const [index, [name]] of tables.entries()) {
      const file = temps[index]!.file;
      await appendEntry(archive, createReadStream(file), { name, date }, signal);
    }
    await archive.finalize();
  } finally {
    for (const temp of temps) temp.destroy();
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The export as a zip stream, written while it is read: originals one at a time from storage,
 * CSV and JSON rows into temp files on the way (so they match the files exactly) and appended
 * last. Nothing grows with the export's size. Destroying the stream (the client went away)
 * stops the work at the next chunk: the open original is closed and no further page is read.
 */
export function createExportArchive(input: ExportArchiveInput): Readable {
  // Level 6 applies to the CSV, JSON and README (and to originals only if deflateOriginals).
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const controller = new AbortController();
  const stop = () => controller.abort(new Error('export stopped: the archive was closed'));
  archive.once('close', stop);
  // Without a listener an 'error' between two entries would be thrown; the reader sees it anyway.
  archive.on('error', stop);
  writeArchive(archive, input, controller.signal).catch((error: unknown) => {
    if (controller.signal.aborted) return;
    input.log?.error({ err: error }, 'export failed while streaming');
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return archive;
}
