import { readFileSync } from 'node:fs';
import { closeOcr, extractDocument } from '../src/index.js';
for (const file of process.argv.slice(2)) {
  const r = await extractDocument(readFileSync(file), { filename: file } as never);
  console.log(`=== ${file}`);
  console.log(r.text.split('\n').map((l) => '  ' + l).join('\n'));
  const d = r.extractedData;
  console.log(`  -> ${JSON.stringify({ v: d.vendorName ?? d.vendor?.name, t: d.totalAmount, c: d.currency, d: d.issueDate, tax: d.vendor?.taxId })}`);
  const m = (r as unknown as { fieldMeta: Record<string, { evidence?: string }> }).fieldMeta;
  console.log(`  ev: cur=${m.currency?.evidence} | tot=${m.totalAmount?.evidence} | date=${m.issueDate?.evidence} | v=${m['vendor.name']?.evidence}`);
}
await closeOcr();
