import { fileTypeFromBuffer } from 'file-type';
import type { TFileType } from '../schema.js';

const SUPPORTED: Record<string, TFileType> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * The file's type from its bytes alone: mail clients and uploads mislabel files often enough
 * that the extension and the Content-Type are never consulted. Returns null for anything we
 * cannot turn into a document. XML has no magic number, so it is recognised by its prolog or
 * a root element after optional BOM and whitespace.
 */
export async function detectFileType(buf: Uint8Array): Promise<TFileType | null> {
  const detected = await fileTypeFromBuffer(buf);
  if (detected) return SUPPORTED[detected.mime] ?? (detected.mime.includes('xml') ? 'xml' : null);
  return looksLikeXml(buf) ? 'xml' : null;
}

/** The detected MIME type when it is not one we support, for error messages. */
export async function describeFileType(buf: Uint8Array): Promise<string | undefined> {
  return (await fileTypeFromBuffer(buf))?.mime;
}

function looksLikeXml(buf: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(buf.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<?xml') || /^<[A-Za-z_][\w.-]*(:[\w.-]+)?[\s>]/.test(head);
}
