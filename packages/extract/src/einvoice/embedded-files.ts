import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
  type PDFObject,
} from 'pdf-lib';
import type { EInvoice } from './einvoice.js';
import { parseEInvoice } from './parse-einvoice.js';

export interface EmbeddedFile {
  filename: string;
  content: Uint8Array;
}

/**
 * File names the standards give the XML: Factur-X and ZUGFeRD 2.1+ "factur-x.xml", ZUGFeRD 2.0
 * "zugferd-invoice.xml", ZUGFeRD 1.0 "ZUGFeRD-invoice.xml", XRechnung in a PDF "xrechnung.xml".
 * They are tried first; every other embedded file is then read by its root element.
 */
const STANDARD_NAMES = /^(?:factur-x|zugferd-invoice|xrechnung)\.xml$/i;

/** Files larger than this are no e-invoice XML (those are kilobytes); they are not decoded. */
const MAX_XML_BYTES = 20 * 1024 * 1024;

/**
 * The e-invoice inside a PDF, or null. `nameTree` lists the files of the EmbeddedFiles name tree
 * as the already opened pdf.js document has them (nearly free; where every ZUGFeRD / Factur-X
 * writer puts the XML). When none of those is an e-invoice and the file holds an embedded file
 * stream at all, pdf-lib reads the places pdf.js does not: the catalog's associated files (/AF,
 * PDF/A-3) and file attachment annotations on pages. Standard names are tried first, then any
 * file whose root element is an e-invoice's.
 */
export async function findEInvoiceInPdf(
  pdf: Uint8Array,
  nameTree: () => Promise<EmbeddedFile[]> = async () => [],
): Promise<EInvoice | null> {
  const listed = await nameTree().catch(() => []);
  const found = firstEInvoice(listed.map((f) => ({ filename: f.filename, read: () => f.content })));
  if (found || !mayEmbedFiles(pdf)) return found;
  return firstEInvoice(await embeddedFiles(pdf).catch(() => []));
}

interface LazyFile {
  filename: string;
  read: () => Uint8Array | null;
}

function firstEInvoice(files: LazyFile[]): EInvoice | null {
  const rank = (f: LazyFile) =>
    STANDARD_NAMES.test(f.filename) ? 0 : /\.xml$/i.test(f.filename) ? 1 : 2;
  for (const file of [...files].sort((a, b) => rank(a) - rank(b))) {
    const content = file.read();
    const parsed = content ? parseEInvoice(content) : null;
    if (parsed) return parsed;
  }
  return null;
}

/**
 * An embedded file is a stream of /Type /EmbeddedFile; streams never sit inside compressed
 * object streams, so the bytes show it. A PDF without it (most) costs no second parse.
 */
function mayEmbedFiles(pdf: Uint8Array): boolean {
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).includes('/EmbeddedFile');
}

/** Every embedded file of the PDF wherever it is referenced, each once, decoded on demand. */
export async function embeddedFiles(pdf: Uint8Array): Promise<LazyFile[]> {
  const doc = await PDFDocument.load(pdf, {
    ignoreEncryption: true,
    updateMetadata: false,
    throwOnInvalidObject: false,
  });
  const specs: PDFDict[] = [];
  const catalog = doc.catalog;
  const tree = dictAt(dictAt(catalog, 'Names'), 'EmbeddedFiles');
  if (tree) collectNameTree(tree, specs, new Set());
  for (const spec of arrayAt(catalog, 'AF')) if (spec instanceof PDFDict) specs.push(spec);
  for (const page of doc.getPages()) {
    for (const annotation of arrayAt(page.node, 'Annots')) {
      if (!(annotation instanceof PDFDict)) continue;
      if (nameAt(annotation, 'Subtype') !== 'FileAttachment') continue;
      const spec = dictAt(annotation, 'FS');
      if (spec) specs.push(spec);
    }
  }
  const seen = new Set<PDFRawStream>();
  const files: LazyFile[] = [];
  for (const spec of specs) {
    const ef = dictAt(spec, 'EF');
    const stream = resolved(ef, 'UF') ?? resolved(ef, 'F');
    if (!(stream instanceof PDFRawStream) || seen.has(stream)) continue;
    seen.add(stream);
    if (stream.contents.length > MAX_XML_BYTES) continue;
    files.push({
      filename: stringAt(spec, 'UF') ?? stringAt(spec, 'F') ?? '',
      read: () => {
        try {
          return decodePDFRawStream(stream).decode();
        } catch {
          // A filter pdf-lib cannot decode: not an XML file we could read anyway.
          return null;
        }
      },
    });
  }
  return files;
}

/** Leaves of a name tree (pairs of name and file specification), kids first-to-last. */
function collectNameTree(node: PDFDict, out: PDFDict[], visited: Set<PDFDict>) {
  if (visited.has(node) || visited.size > 10_000) return;
  visited.add(node);
  const names = arrayAt(node, 'Names');
  for (let i = 1; i < names.length; i += 2) {
    const spec = names[i];
    if (spec instanceof PDFDict) out.push(spec);
  }
  for (const kid of arrayAt(node, 'Kids'))
    if (kid instanceof PDFDict) collectNameTree(kid, out, visited);
}

function resolved(dict: PDFDict | undefined, key: string): PDFObject | undefined {
  return dict?.lookup(PDFName.of(key));
}

function dictAt(dict: PDFDict | undefined, key: string): PDFDict | undefined {
  const value = resolved(dict, key);
  return value instanceof PDFDict ? value : undefined;
}

function arrayAt(dict: PDFDict | undefined, key: string): Array<PDFObject | undefined> {
  const value = resolved(dict, key);
  if (!(value instanceof PDFArray)) return [];
  return Array.from({ length: value.size() }, (_, i) => value.lookup(i));
}

function nameAt(dict: PDFDict, key: string): string | undefined {
  const value = resolved(dict, key);
  return value instanceof PDFName ? value.decodeText() : undefined;
}

function stringAt(dict: PDFDict, key: string): string | undefined {
  const value = resolved(dict, key);
  return value instanceof PDFString || value instanceof PDFHexString
    ? value.decodeText()
    : undefined;
}
