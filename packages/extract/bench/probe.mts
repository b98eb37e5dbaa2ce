import { readFileSync } from 'node:fs';
import { extractDocument } from '../src/index.js';
for (const f of process.argv.slice(2)) {
  const r: any = await extractDocument(readFileSync(f), { filename: f, readEInvoice: false });
  const d = r.extractedData;
  console.log(
    f.split('/').pop(),
    JSON.stringify({
      n: d.invoiceNumber,
      i: d.issueDate,
      due: d.dueDate,
      t: d.totalAmount,
      c: d.currency,
      v: d.vendor,
    }),
    JSON.stringify(r.fieldMeta),
  );
}
