import { documentTextFromPlain, extractFields } from '../src/index.js';

/** The generated texts whose extracted total is not the labelled one, with what came out. */
export function totalMisses(invoices: Array<{ text: string; gross: number }>) {
  return invoices
    .map(({ text, gross }) => ({
      text,
      want: gross,
      got: extractFields(documentTextFromPlain(text)).extractedData.totalAmount,
    }))
    .filter((c) => c.got !== c.want);
}
