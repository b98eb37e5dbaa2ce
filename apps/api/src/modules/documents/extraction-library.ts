import type * as Extract from '@papertray/extract';

/**
 * `@papertray/extract`, loaded the first time a document is read. It brings pdf.js, the canvas,
 * sharp and OCR (~35 MB of RSS, decision 041): a process that never reads a document (a web
 * process serving exports and lists) never loads them. Light helpers and the error classes come
 * from `@papertray/extract/light`, statically.
 */
let library: Promise<typeof Extract> | null = null;

export function extractionLibrary(): Promise<typeof Extract> {
  library ??= import('@papertray/extract');
  return library;
}
