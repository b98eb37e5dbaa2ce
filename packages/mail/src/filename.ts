/** File names end up on disk, in Content-Disposition headers and in ZIP exports; keep them tame. */
const MAX_FILENAME_BYTES = 200; // below the 255-byte limit of common file systems, room for suffixes

// Controls (C0, DEL, C1), bidi embeddings/overrides/isolates and marks (the RTL override turns
// "invoice\u202Efdp.exe" into what looks like "invoiceexe.pdf"), zero-width characters and the BOM.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
// Characters Windows refuses in file names; slashes were handled as path separators already.
const FORBIDDEN = /[<>:"|?*]/g;
// Device names Windows reserves whatever the extension ("CON.pdf" is still the console).
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)$/i;
const EXTENSION = /\.([a-z0-9]{1,10})$/i;

/**
 * Turns a sender-supplied name into a safe file name. `fallbackBase` is used when nothing usable
 * is left; `detectedExt` (from the magic bytes) is appended when the name has no extension.
 */
export function sanitizeFilename(
  original: string | null | undefined,
  detectedExt: string | null,
  fallbackBase = 'attachment',
): string {
  let name = (original ?? '').normalize('NFC');
  // Only the last path segment counts: "../../etc/passwd" and "C:\\x\\y.pdf" lose their paths.
  name = name.split(/[/\\]/).pop() ?? '';
  name = name.replace(INVISIBLE, '').replace(FORBIDDEN, '_');
  name = name.replace(/\s+/g, ' ');
  // Leading dots hide files (and "..": parent); trailing dots and spaces are invalid on Windows.
  name = name.replace(/^[.\s]+/, '').replace(/[.\s]+$/, '');
  if (name === '') name = fallbackBase;

  const dot = name.indexOf('.');
  const stem = dot === -1 ? name : name.slice(0, dot);
  if (RESERVED.test(stem.trim())) name = `_${name}`;

  if (!EXTENSION.test(name) && detectedExt) name = `${name}.${detectedExt}`;
  return truncateKeepingExtension(name, MAX_FILENAME_BYTES);
}

function truncateKeepingExtension(name: string, maxBytes: number): string {
  if (Buffer.byteLength(name) <= maxBytes) return name;
  const ext = EXTENSION.exec(name)?.[0] ?? '';
  const budget = maxBytes - Buffer.byteLength(ext);
  let stem = '';
  let bytes = 0;
  // Iterate by code point so a multi-byte character is never cut in half.
  for (const char of name.slice(0, name.length - ext.length)) {
    const size = Buffer.byteLength(char);
    if (bytes + size > budget) break;
    stem += char;
    bytes += size;
  }
  return stem.replace(/[.\s]+$/, '') + ext;
}
