import { normalizeCompanyName } from '@papertray/extract/light';

/** VAT ids are printed with spaces, dots and dashes ("DE 232 446 240"); compare them bare. */
export function normalizeTaxId(taxId: string | null): string | null {
  const bare = taxId?.toUpperCase().replace(/[^A-Z0-9]/g, '') ?? '';
  return bare.length >= 4 ? bare : null;
}

/** The comparison key of a company name, or null when nothing is left to compare. */
export function companyNameKey(name: string | null): string | null {
  const trimmed = name?.trim();
  if (!trimmed) return null;
  const key = normalizeCompanyName(trimmed);
  return key || null;
}
