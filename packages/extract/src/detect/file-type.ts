import { fileTypeFromBuffer } from 'file-type';
import { E_INVOICE_ROOTS, xmlRootTag } from '../einvoice/xml-root.js';
import type { TFileType } from '../schema.js';

const SUPPORTED: Record<string, TFileType> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * The file's type from its bytes alone: mail clients and uploads mislabel files often enough
 * that the extension and the Content-Type are never consulted. Returns null for anything that
 * does not become a document, so callers can use it as that decision. XML has no magic number;
 * it counts only when its root element is an e-invoice's, so HTML, SVG or any other XML is null.
 */
export async function detectFileType(buf: Uint8Array): Promise<TFileType | null> {
  const detected = await fileTypeFromBuffer(buf);
  const known = detected ? SUPPORTED[detected.mime] : undefined;
  if (known) return known;
  if (detected && !detected.mime.includes('xml')) return null;
  return isEInvoiceXml(buf) ? 'xml' : null;
}

/** The detected MIME type when it is not one we support, for error messages. */
export async function describeFileType(buf: Uint8Array): Promise<string | undefined> {
  return (await fileTypeFromBuffer(buf))?.mime;
}

/**
 * Whether the root element (after prolog, comments and a doctype) is named as one of the
 * e-invoice syntaxes read (UBL Invoice / CreditNote, CII, ZUGFeRD 1.0). The name decides the
 * type; a file that then does not parse as that syntax is a damaged e-invoice, not "no document".
 */
function isEInvoiceXml(buf: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(buf.subarray(0, 8192));
  const root = xmlRootTag(head);
  return root !== null && Object.hasOwn(E_INVOICE_ROOTS, root.name);
}
