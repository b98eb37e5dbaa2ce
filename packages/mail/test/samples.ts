import { randomBytes } from 'node:crypto';

/** Small synthetic files: the parser decides by magic bytes and header fields only. */
export function pdf(extra = 0): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'),
    Buffer.alloc(extra, 0x20),
    Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

/** A PNG header with the given pixel size followed by `bytes` of (random) image data. */
export function png(width: number, height: number, bytes: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.writeUInt8(8, 16); // bit depth
  ihdr.writeUInt8(2, 17); // truecolour
  const idat = Buffer.alloc(8);
  idat.writeUInt32BE(bytes, 0);
  idat.write('IDAT', 4, 'latin1');
  const iend = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, ihdr, idat, randomBytes(bytes), Buffer.alloc(4), iend]);
}

/** The classic 43-byte 1x1 transparent tracking GIF. */
export const TRACKING_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

export function base64Lines(data: Buffer, eol = '\r\n'): string {
  return (data.toString('base64').match(/.{1,76}/g) ?? []).join(eol);
}

/** Joins header and body lines with CRLF (or `eol`) into a raw mail. */
export function mail(lines: string[], eol = '\r\n'): Buffer {
  return Buffer.from(lines.join(eol) + eol, 'utf8');
}

export const HEADERS = [
  'From: Vendor Billing <billing@vendor.example>',
  'To: Inbox <inbox@papertray.example>',
  'Subject: Invoice',
  'Date: Sun, 22 Nov 2026 09:00:00 +0100',
  'Message-ID: <invoice-1@vendor.example>',
  'MIME-Version: 1.0',
];
