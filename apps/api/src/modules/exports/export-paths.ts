import { sanitizeFilename } from '@papertray/mail';
import type { ExportDocumentRow } from './exports.repository';

/** The folder documents that are not filed in any folder (the paper tray) go to. */
export const UNFILED_FOLDER = 'Unfiled';

/** Files at the zip's root; a folder of the same name gets a suffix so nothing collides. */
export const ROOT_FILES = [
  'README.txt',
  'documents.csv',
  'documents-semicolon.csv',
  'documents.json',
] as const;

// Parts of a name are capped so a full path stays well inside Windows' 260-character limit.
const MAX_FOLDER_CHARS = 60;
const MAX_VENDOR_CHARS = 60;
const MAX_NUMBER_CHARS = 40;

const EXTENSION_BY_TYPE: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/tiff': 'tif',
  'image/gif': 'gif',
  'image/heic': 'heic',
};

/** A name part: no path separators, single spaces, at most `max` characters. */
function part(value: string | null | undefined, max: number): string {
  return (value ?? '').replace(/[/\\]/g, '-').replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

/** The file's extension: from its type (magic bytes), else from its original name. */
export function fileExtension(mimeType: string, originalFilename: string): string {
  const known = EXTENSION_BY_TYPE[mimeType];
  if (known) return known;
  const fromName = /\.([a-z0-9]{1,10})$/i.exec(originalFilename)?.[1];
  return fromName ? fromName.toLowerCase() : 'bin';
}

function folderDirectory(name: string | null): string {
  if (name === null) return UNFILED_FOLDER;
  const safe = sanitizeFilename(part(name, MAX_FOLDER_CHARS), null, 'Folder');
  const clashes = ROOT_FILES.some((file) => file.toLowerCase() === safe.toLowerCase());
  return clashes ? `${safe} (folder)` : safe;
}

/**
 * Paths of the originals in the zip: `Folder/YYYY-MM/<date> <vendor> <number>.<ext>`, safe on
 * every common file system and unique (case-insensitively, as Windows and macOS compare them).
 * Documents arrive in (day, id) order and the day is part of every name, so only names of the
 * current day can collide: the set of names in use is kept for one day at a time, and memory
 * stays flat however many documents an export holds.
 */
export class ExportPaths {
  private day: string | null = null;
  private readonly used = new Set<string>();

  pathFor(row: ExportDocumentRow): string {
    if (row.day !== this.day) {
      this.day = row.day;
      this.used.clear();
    }
    const data = row.extractedData;
    const vendor = part(data?.vendor.name ?? row.contactName, MAX_VENDOR_CHARS);
    const number = part(data?.invoiceNumber ?? data?.contractNumber, MAX_NUMBER_CHARS);
    const described = [vendor, number].filter(Boolean).join(' ');
    const fallback = part(row.name.replace(/\.[a-z0-9]{1,10}$/i, ''), MAX_VENDOR_CHARS);
    const stem = `${row.day} ${described || fallback || 'document'}`;
    const ext = fileExtension(row.mimeType, row.originalFilename);
    const directory = `${folderDirectory(row.folderName)}/${row.day.slice(0, 7)}`;

    const base = sanitizeFilename(stem, null, row.day);
    for (let n = 1; ; n += 1) {
      const name = n === 1 ? `${base}.${ext}` : `${base} (${n}).${ext}`;
      const path = `${directory}/${name}`;
      const key = path.normalize('NFC').toLowerCase();
      if (!this.used.has(key)) {
        this.used.add(key);
        return path;
      }
    }
  }
}
