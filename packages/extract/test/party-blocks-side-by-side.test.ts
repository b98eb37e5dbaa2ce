import { describe, expect, it } from 'vitest';
import { COUNTRIES, chance, pick, rng, validVatId } from './corpus/model.js';
import { fieldsOf, type PlacedText } from './laid-out-page.js';

/**
 * The seller's and the buyer's blocks side by side under their labels, as the courtesy copy of
 * an Italian e-invoice prints them ("Cedente/prestatore (fornitore)" beside "Cessionario/
 * committente (cliente)"), each a list of "label: value" lines. Right of the seller label stands
 * the buyer's label, not a name: the seller is the "Denominazione:" line of its own block (or
 * its first line without a label). 40 seeded invoices; the vendor is never the buyer's label
 * nor the buyer.
 */
const IT = COUNTRIES.find((c) => c.code === 'IT')!;
const SELLERS = ['Edil Galli S.r.l.', 'Marchetti & Greco S.n.c.', 'Colombo Arredamenti S.p.A.'];
const BUYERS = ['Officine Fontana S.r.l.', 'Officine Lombardi S.r.l.', 'Tipografia Parisi S.r.l.'];

function courtesyCopy(seed: number) {
  const r = rng(seed);
  const seller = pick(r, SELLERS);
  const buyer = pick(
    r,
    BUYERS.filter((b) => b !== seller),
  );
  const named = chance(r, 0.7);
  const block = (name: string, id: string) => [
    `Identificativo fiscale ai fini IVA: ${id}`,
    `Codice fiscale: ${id.slice(2)}`,
    ...(named ? [`Denominazione: ${name}`] : [name]),
    'Indirizzo: Via Cavour 13',
    'Comune: Rimini Provincia: RN',
  ];
  const left = block(seller, validVatId(r, IT) as string);
  const right = block(buyer, validVatId(r, IT) as string);
  const items: PlacedText[] = [
    ['Cedente/prestatore (fornitore)', 31, 35, 8],
    ['Cessionario/committente (cliente)', 304, 35, 8],
    ...left.map((text, i): PlacedText => [text, 31, 46 + i * 10, 8]),
    ...right.map((text, i): PlacedText => [text, 304, 46 + i * 10, 8]),
    ['Numero documento', 223, 159, 7.5],
    ['FPR 255/24', 250, 176, 8.5],
    ['Totale documento', 504, 370, 7],
    ['1.679,65', 531, 385, 8.5],
  ];
  return { items, seller };
}

describe('seller and buyer blocks side by side under their labels', () => {
  it("take the seller's name from the seller's block", () => {
    const wrong = Array.from({ length: 40 }, (_, i) => courtesyCopy(16_000 + i))
      .map((d) => ({ want: d.seller, got: fieldsOf(d.items).vendor.name }))
      .filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });
});
