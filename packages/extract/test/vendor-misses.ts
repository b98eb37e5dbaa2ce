import { normalizeCompanyName } from '../src/company-name.js';

/** The generated documents whose extracted vendor is not the seller (compared as contacts are). */
export function vendorMisses<T extends { seller: string; vendor: string | null }>(cases: T[]): T[] {
  return cases.filter(
    (c) => normalizeCompanyName(c.vendor ?? '') !== normalizeCompanyName(c.seller),
  );
}
