import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { createWorker as createWorkerType, PSM } from 'tesseract.js';
import { OcrError } from '../errors.js';
import type { TextItem } from '../text/layout.js';
import { unreadFromTsv, wordsFromTsv, type Box } from './tsv.js';

/**
 * Languages the native binary reads. Each one costs time: measured on an A4 scan, eng 1.9 s,
 * eng+deu 2.2 s, eng+deu+fra 4.7 s. English and German models read French labels well enough
 * for the field rules (accents aside), so French is opt-in via PAPERTRAY_OCR_LANGS=eng+deu+fra.
 */
function wantedLanguages(): string[] {
  return (process.env.PAPERTRAY_OCR_LANGS ?? 'eng+deu').split('+').filter(Boolean);
}

export type PageSegmentation = 3 | 4 | 6;

/**
 * How tesseract turns the grey picture into black and white: `global` is its default (Otsu, one
 * threshold for the page), `local` is Sauvola's method (a threshold per neighbourhood, from the
 * mean and spread of the grey levels around each pixel; tesseract's `thresholding_method=2`).
 */
export type Binarisation = 'global' | 'local';

export interface OcrEngine {
  name: 'tesseract' | 'tesseract.js';
  /**
   * Words with their boxes. `psm` is tesseract's page segmentation mode: 3 (automatic layout,
   * the default) or a column-friendly 4 (one column of lines of varying size) or 6 (one block).
   */
  recognize(png: Buffer, psm?: PageSegmentation, binarisation?: Binarisation): Promise<TextItem[]>;
  /** The same reading with the boxes of the words tesseract found and read as nothing. */
  read(png: Buffer, psm?: PageSegmentation, binarisation?: Binarisation): Promise<OcrReading>;
  /**
   * Clockwise degrees (0, 90, 180, 270) that turn the page upright, by tesseract's orientation
   * detection (OSD), or null when the engine cannot tell (no osd data, too little text).
   */
  orientation?(png: Buffer): Promise<number | null>;
}

/** Words read, and where tesseract found print it read as nothing (./tsv.ts). */
export interface OcrReading {
  words: TextItem[];
  unread: Box[];
}

/** Words and unread boxes from one TSV output. */
function readingFromTsv(tsv: string): OcrReading {
  return { words: wordsFromTsv(tsv), unread: unreadFromTsv(tsv) };
}

/** Tesseract's `thresholding_method` values: 0 Otsu, 2 Sauvola. */
const THRESHOLDING_METHOD: Record<Binarisation, string> = { global: '0', local: '2' };

let nativeLanguages: string[] | null | undefined;

/** Languages of the native `tesseract` binary we can use, or null when it is not installed. */
function nativeTesseractLanguages(): string[] | null {
  if (nativeLanguages !== undefined) return nativeLanguages;
  const probe = spawnSync('tesseract', ['--list-langs'], { encoding: 'utf8', timeout: 10_000 });
  if (probe.error || probe.status !== 0) return (nativeLanguages = null);
  const installed = new Set(probe.stdout.split('\n').map((l) => l.trim()));
  const usable = wantedLanguages().filter((l) => installed.has(l));
  return (nativeLanguages = usable.length > 0 ? usable : null);
}

/**
 * Debian's binary: 0.84 s/page measured here. OMP_THREAD_LIMIT=1 matters: with OpenMP on all
 * cores it is 4–5x slower on small machines. PSM 3 (automatic layout) keeps headings and columns
 * that the single-block default merges or drops.
 */
function nativeEngine(languages: string[]): OcrEngine {
  const read: OcrEngine['read'] = (png, psm = 3, binarisation = 'global') =>
    new Promise((resolve, reject) => {
      const child = spawn(
        'tesseract',
        [
          'stdin',
          'stdout',
          '--psm',
          String(psm),
          '-l',
          languages.join('+'),
          '-c',
          `thresholding_method=${THRESHOLDING_METHOD[binarisation]}`,
          'tsv',
        ],
        {
          env: { ...process.env, OMP_THREAD_LIMIT: '1' },
          stdio: ['pipe', 'pipe', 'pipe'],
        },
      );
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on('data', (c: Buffer) => out.push(c));
      child.stderr.on('data', (c: Buffer) => err.push(c));
      child.on('error', (e) =>
        reject(new OcrError('tesseract could not be started.', { cause: e })),
      );
      child.on('close', (code) => {
        if (code === 0) resolve(readingFromTsv(Buffer.concat(out).toString('utf8')));
        else
          reject(new OcrError(`tesseract failed: ${Buffer.concat(err).toString('utf8').trim()}`));
      });
      child.stdin.on('error', () => undefined);
      child.stdin.end(png);
    });
  return {
    name: 'tesseract',
    orientation: async (png) => {
      if (!nativeHasOsd()) return null;
      const out = await runTesseract(png, ['--psm', '0', '-l', 'osd']).catch(() => '');
      const rotate = /Rotate:\s*(\d+)/.exec(out);
      const confidence = Number(/Orientation confidence:\s*([\d.]+)/.exec(out)?.[1] ?? 0);
      return rotate && confidence >= 1 ? Number(rotate[1]) : null;
    },
    read,
    recognize: async (png, psm, binarisation) => (await read(png, psm, binarisation)).words,
  };
}

/** OSD output of the native binary (text on stdout), or a rejection. */
function runTesseract(png: Buffer, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('tesseract', ['stdin', 'stdout', ...args], {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new Error(`exit ${code}`)),
    );
    child.stdin.on('error', () => undefined);
    child.stdin.end(png);
  });
}

let osd: boolean | undefined;
function nativeHasOsd(): boolean {
  if (osd !== undefined) return osd;
  const probe = spawnSync('tesseract', ['--list-langs'], { encoding: 'utf8', timeout: 10_000 });
  return (osd = !probe.error && probe.stdout.split('\n').some((l) => l.trim() === 'osd'));
}

type TesseractWorker = Awaited<ReturnType<typeof createWorkerType>>;
let wasmTurn: Promise<unknown> = Promise.resolve();
let wasmWorker: Promise<{ worker: TesseractWorker; modes: Record<PageSegmentation, PSM> }> | null =
  null;

/**
 * tesseract.js needs every language in one folder; the data packages ship one folder each, so
 * the files are copied once into a temp folder. Nothing is downloaded at run time.
 */
function bundledLanguageFolder(): string {
  const folder = path.join(os.tmpdir(), 'papertray-tessdata');
  mkdirSync(folder, { recursive: true });
  const require = createRequire(import.meta.url);
  for (const lang of ['eng', 'deu']) {
    const target = path.join(folder, `${lang}.traineddata.gz`);
    if (existsSync(target)) continue;
    const pkg = path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
    // Copy then rename, so a second process never reads a half-written file.
    const partial = `${target}.${process.pid}.tmp`;
    copyFileSync(path.join(pkg, '4.0.0_best_int', `${lang}.traineddata.gz`), partial);
    renameSync(partial, target);
  }
  return folder;
}

function wasmEngine(): OcrEngine {
  const read: OcrEngine['read'] = async (png, psm = 3, binarisation = 'global') => {
    wasmWorker ??= (async () => {
      const { createWorker, OEM, PSM: modes } = await import('tesseract.js');
      const worker = await createWorker(['eng', 'deu'], OEM.LSTM_ONLY, {
        langPath: bundledLanguageFolder(),
        cacheMethod: 'none',
        gzip: true,
      });
      return {
        worker,
        modes: { 3: modes.AUTO, 4: modes.SINGLE_COLUMN, 6: modes.SINGLE_BLOCK },
      };
    })();
    const ready = wasmWorker;
    // One worker: a reading sets its mode and reads before the next one may set another.
    const reading = wasmTurn.then(async () => {
      const { worker, modes } = await ready;
      await worker.setParameters({
        tessedit_pageseg_mode: modes[psm],
        thresholding_method: THRESHOLDING_METHOD[binarisation],
      });
      const { data } = await worker.recognize(png, {}, { tsv: true });
      return readingFromTsv(data.tsv ?? '');
    });
    wasmTurn = reading.catch(() => undefined);
    try {
      return await reading;
    } catch (error) {
      throw new OcrError('OCR failed.', { cause: error });
    }
  };
  return {
    name: 'tesseract.js',
    read,
    recognize: async (png, psm, binarisation) => (await read(png, psm, binarisation)).words,
  };
}

/**
 * The native binary when it is on PATH (faster), else tesseract.js (WASM, always available).
 * `PAPERTRAY_OCR=tesseract.js` forces the fallback, so both paths can be tested on one machine.
 */
export function ocrEngine(): OcrEngine {
  const languages =
    process.env.PAPERTRAY_OCR === 'tesseract.js' ? null : nativeTesseractLanguages();
  return languages ? nativeEngine(languages) : wasmEngine();
}

/** Stops the tesseract.js worker, if one was started, so a process can exit. */
export async function closeOcr(): Promise<void> {
  const worker = wasmWorker;
  wasmWorker = null;
  if (worker) await (await worker).worker.terminate();
}
