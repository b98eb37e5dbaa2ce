import { describe, expect, it } from 'vitest';
import { addDays, detectDateOrder, findDates, parseDate } from './date.js';

describe('parseDate', () => {
  it.each([
    ['03/20/2023', 'MDY', '2023-03-20'],
    ['20/03/2023', 'MDY', '2023-03-20'],
    ['03/04/2024', 'DMY', '2024-04-03'],
    ['03/04/2024', 'MDY', '2024-03-04'],
    ['12.03.2024', 'DMY', '2024-03-12'],
    ['8-9-2022', 'DMY', '2022-09-08'],
    ['2024-02-14', 'MDY', '2024-02-14'],
    ['31.12.17', 'DMY', '2017-12-31'],
    ['August 3 , 2014', 'MDY', '2014-08-03'],
    ['Jan 1, 2022', 'DMY', '2022-01-01'],
    ['7. Mai 2014', 'DMY', '2014-05-07'],
    ['02 Juillet 2015', 'DMY', '2015-07-02'],
    ['1er mars 2023', 'DMY', '2023-03-01'],
    ['19 april 2014', 'DMY', '2014-04-19'],
    ['29 maart 2014', 'DMY', '2014-03-29'],
    ['3rd of March 2021', 'DMY', '2021-03-03'],
    // März without its umlaut: ASCII ("Maerz", "Marz"), OCR, and a wide gap after the day.
    ['13. Marz 2019', 'DMY', '2019-03-13'],
    ['13.   Marz 2019 11:17', 'DMY', '2019-03-13'],
    ['2. Maerz 2024', 'DMY', '2024-03-02'],
    // Dots are day first whatever the document's order; a comma may end the sentence's date.
    ['10.04.2025', 'MDY', '2025-04-10'],
    ['payable le 10.04.2025, sans escompte', 'DMY', '2025-04-10'],
    ['due 04/10/2025, thanks', 'MDY', '2025-04-10'],
  ] as const)('%s (%s) → %s', (text, order, iso) => {
    expect(parseDate(text, order)).toBe(iso);
  });

  it('skips impossible calendar dates', () => {
    expect(parseDate('31/02/2023', 'DMY')).toBeNull();
  });

  it('does not read amounts or invoice numbers as dates', () => {
    expect(findDates('Total 1.150,00 € INV/2023/03/0008', 'DMY')).toEqual([]);
  });

  it('reads a month OCR read twice ("9 July   July 2022"), in every language', () => {
    for (const [text, iso] of [
      ['INVOICE DATE   9 July   July   2022', '2022-07-09'],
      ['Datum: 7. Mai Mai 2024', '2024-05-07'],
      ['le 3 mars   Mars 2021', '2021-03-03'],
      ['12 dicembre dicembre 2023', '2023-12-12'],
    ] as const)
      expect(parseDate(text), text).toBe(iso);
    expect(parseDate('9 July   June 2022')).toBeNull();
  });

  it("reads a till's day, month name and two-digit year, not a time", () => {
    for (const [text, iso] of [
      ['25-Dec-18', '2018-12-25'],
      ['DATE: 06 JUN 18  14:03', '2018-06-06'],
      ['7. Mai 24', '2024-05-07'],
      ['le 3 mars 21', '2021-03-03'],
      ['12-ago-23', '2023-08-12'],
    ] as const)
      expect(parseDate(text), text).toBe(iso);
    for (const text of ['25 Dec 18:30', '25 Dec 18.5 kg', '25 Dec 18h'])
      expect(parseDate(text), text).toBeNull();
  });

  it('adds days across month ends', () => {
    expect(addDays('2023-03-20', 15)).toBe('2023-04-04');
  });
});

describe('detectDateOrder', () => {
  it('follows an unambiguous date in the document', () => {
    expect(detectDateOrder('Date 03/04/2024 ... shipped 25/04/2024', 'en')).toBe('DMY');
    expect(detectDateOrder('Date 03/04/2024 ... shipped 04/25/2024', 'en')).toBe('MDY');
  });

  it('falls back to locale cues', () => {
    expect(detectDateOrder('Rechnung vom 03.04.2024', 'de')).toBe('DMY');
    expect(detectDateOrder('Total $5.00, Miami, FL 33139', 'en')).toBe('MDY');
    expect(detectDateOrder('Total £5.00, United Kingdom', 'en')).toBe('DMY');
  });
});
