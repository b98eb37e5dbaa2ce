import { fileTypeFromBuffer } from 'file-type';
import type { TFileType } from '../schema.js';

const SUPPORTED: Record<string, TFileType> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Root elements of the e-invoice syntaxes we read: UBL (XRechnung, Peppol) and CII (ZUGFeRD). */
const E_INVOICE_ROOT = /^(?:[\w.-]+:)?(?:Invoice|CreditNote|CrossIndustryInvoice)$/;

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

function isEInvoiceXml(buf: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(buf.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    // Prolog, comments, processing instructions and a doctype may precede the root.
    .replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/g, '')
    .trimStart();
  const root = /^<([\w.:-]+)[\s/>]/.exec(head)?.[1];
  return root !== undefined && E_INVOICE_ROOT.test(root);
}
