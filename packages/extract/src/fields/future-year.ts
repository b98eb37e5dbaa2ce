/**
 * A year OCR misread into the future: thermal print's "1" read as "2", "3" or "7" makes a
 * receipt of 2018 one of 2078, 2038 or 2028. A document cannot be dated years after it is
 * read; such a year's tens digit is read as the one that makes it the latest year not after
 * the present ("2078-12-08" → 2018-12-08, "2029-01-18" → 2019-01-18). A year one ahead of the
 * present stays as printed: invoices are dated ahead now and then, across a new year.
 */
export function withPastYear(iso: string, now: Date): string | null {
  const year = Number(iso.slice(0, 4));
  const present = now.getUTCFullYear();
  if (year <= present + 1) return null;
  const century = Math.floor(year / 100) * 100;
  const units = year % 10;
  for (let tens = 9; tens >= 0; tens--) {
    const candidate = century + tens * 10 + units;
    if (candidate > present) continue;
    const repaired = `${candidate}${iso.slice(4)}`;
    // 29 February of a leap year misread is no date in another year.
    return new Date(`${repaired}T00:00:00Z`).toISOString().startsWith(repaired) ? repaired : null;
  }
  return null;
}
