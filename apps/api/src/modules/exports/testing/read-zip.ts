import yauzl from 'yauzl';

export interface ZipEntry {
  name: string;
  /** 0: stored, 8: deflated. */
  compressionMethod: number;
  content: Buffer;
}

/** Every entry of a zip, read with yauzl (which checks sizes and CRCs). */
export async function readZip(zip: Buffer): Promise<Map<string, ZipEntry>> {
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true, strictFileNames: true });
  const entries = new Map<string, ZipEntry>();
  await new Promise<void>((resolve, reject) => {
    file.on('error', reject);
    file.on('end', resolve);
    file.on('entry', (entry: yauzl.Entry) => {
      file.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          entries.set(entry.fileName, {
            name: entry.fileName,
            compressionMethod: entry.compressionMethod,
            content: Buffer.concat(chunks),
          });
          file.readEntry();
        });
      });
    });
    file.readEntry();
  });
  return entries;
}

/** RFC 4180 records (quoted fields, doubled quotes, CRLF) of a CSV text without its BOM. */
export function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
