import { readFileSync } from 'node:fs';
import { extractDocument } from '../src/index.js';
for (const f of process.argv.slice(2)) {
  const r: any = await extractDocument(readFileSync(f), { filename: f, readEInvoice: false });
  const d = r.extractedData;
  console.log(f.split('/').pop(), JSON.stringify(d.vendor), JSON.stringify(Object.entries(r.fieldMeta).filter(([k]) => k.startsWith('vendor'))));
}
