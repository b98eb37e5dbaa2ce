import { describe, expect, it } from 'vitest';
import { LANGS, WORDS } from './corpus/vocabulary.js';
import { fieldsOf, type PlacedText } from './laid-out-page.js';

/**
 * A page that names only its customer (the seller is in a picture, or not printed at all) has
 * no vendor: the words of a label ("Numéro de facture" less its title word) are not a company.
 * Every number, date, due-date and customer-number label of the corpus's six languages, at the
 * top of such a page under the title.
 */
describe('a label at the top of a page without a seller', () => {
  const labels = LANGS.flatMap((lang) => {
    const w = WORDS[lang];
    return [...w.number, ...w.date, ...w.due, ...w.customerNo].map((label) => ({
      lang,
      label,
      billTo: w.billTo[0] as string,
      title: w.title[0] as string,
    }));
  });

  it.each(labels)('$lang "$label" is not the vendor', ({ label, billTo, title }) => {
    const page: PlacedText[] = [
      [billTo, 50, 150, 8],
      ['Vega Solutions SA', 50, 163, 10],
      ['162 boulevard Voltaire', 50, 176, 10],
      ['06722 Marseille', 50, 189, 10],
      [title, 50, 229, 16],
      [label.replace(/:$/, ''), 50, 255, 10],
      ['INV-57977', 200, 255, 10],
      ['Consulting services', 50, 305, 10],
      ['3 078,48', 430, 305, 10],
    ];
    const vendor = fieldsOf(page).vendor.name;
    expect(vendor === null || !label.toLowerCase().startsWith(vendor.toLowerCase())).toBe(true);
  });
});
