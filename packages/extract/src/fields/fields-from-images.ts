import { normalizeCompanyName } from '../company-name.js';
import type { TFieldName } from '../schema.js';
import type { FieldExtraction } from './extract-fields.js';

/** Fields taken from the second reading when the first left them empty (vendor aside). */
const PLAIN_FIELDS = [
  'invoiceNumber',
  'issueDate',
  'dueDate',
  'totalAmount',
  'netAmount',
  'taxAmount',
] as const satisfies ReadonlyArray<TFieldName>;

const VENDOR_FIELDS = ['name', 'address', 'taxId'] as const;

/**
 * Whether the text layer left the seller unknown: no name, or no tax id. Sellers who paste their
 * letterhead or legal footer in as a picture leave exactly these out of the text layer.
 */
export function sellerIncomplete(fields: FieldExtraction): boolean {
  return !fields.extractedData.vendor.name || !fields.extractedData.vendor.taxId;
}

/**
 * The text layer's reading, completed by a second reading of the same page with the words of
 * its pictures added (../ocr/read-images.ts). Only what the first left empty is taken: a field
 * the text layer printed stays as it was read. The vendor is taken as one (name, address and tax
 * id belong together) when the first had none or the second found it in a picture; a tax id
 * alone only when the second reading names the same vendor.
 */
export function withFieldsFromImages(
  first: FieldExtraction,
  second: FieldExtraction,
): FieldExtraction {
  const data = structuredClone(first.extractedData);
  const meta = { ...first.fieldMeta };
  const take = (field: TFieldName) => {
    const found = second.fieldMeta[field];
    if (!found) return;
    meta[field] =
      found.source === 'ocr' ? { ...found, evidence: fromPicture(found.evidence) } : found;
  };
  for (const field of PLAIN_FIELDS) {
    if (data[field] !== null || second.extractedData[field] === null) continue;
    (data as Record<string, unknown>)[field] = second.extractedData[field];
    take(field);
  }
  const vendor = second.extractedData.vendor;
  // The second reading saw everything the first did, and the picture too: a seller it found in
  // the picture together with a tax id beats a name the first could only guess at (a label's
  // words, a tagline). A picture's name without a tax id does not (a logo's slogan).
  const sellerInPicture =
    second.fieldMeta['vendor.name']?.source === 'ocr' && vendor.taxId !== null;
  if (vendor.name && (!data.vendor.name || sellerInPicture)) {
    for (const key of VENDOR_FIELDS) {
      data.vendor[key] = vendor[key];
      delete meta[`vendor.${key}`];
      if (vendor[key] !== null) take(`vendor.${key}`);
    }
  } else if (
    data.vendor.name &&
    !data.vendor.taxId &&
    vendor.taxId &&
    vendor.name &&
    normalizeCompanyName(vendor.name) === normalizeCompanyName(data.vendor.name)
  ) {
    data.vendor.taxId = vendor.taxId;
    take('vendor.taxId');
  }
  return { ...first, extractedData: data, fieldMeta: meta };
}

function fromPicture(evidence: string | undefined): string {
  return [evidence, 'read by OCR from a picture on the page'].filter(Boolean).join('; ');
}
