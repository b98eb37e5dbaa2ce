import { getDocument, GlobalWorkerOptions, type PDFDocumentLoadingTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// Served from our own assets (never a CDN): the CSP allows workers from 'self' only.
GlobalWorkerOptions.workerSrc = workerUrl;

/** Opens a PDF by URL; wasm decoders stay off because the CSP has no 'wasm-unsafe-eval'. */
export function loadPdf(url: string): PDFDocumentLoadingTask {
  return getDocument({ url, useWasm: false });
}
