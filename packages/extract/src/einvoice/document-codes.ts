/**
 * UNTDID 1001 document type codes as EN 16931 (BT-3) uses them. Only the kind matters here: a
 * credit note's amounts are stated positive in its XML, and the product stores a credit note's
 * total as negative (money flowing back), as the text path does for "Gutschrift" / "Avoir".
 */
export type EInvoiceKind = 'invoice' | 'credit-note' | 'corrected-invoice' | 'self-billed-invoice';

const CREDIT_NOTE_CODES = new Set([
  '81', // credit note related to goods or services
  '83', // credit note related to financial adjustments
  '261', // self credit note
  '262', // consolidated credit note - goods and services
  '296', // credit note for price variation
  '308', // delcredere credit note
  '381', // credit note
  '396', // factored credit note
  '420', // optical character reading (OCR) credit note
  '458', // reverse factored credit note
  '532', // forwarder's credit note
]);
const CORRECTED_CODES = new Set(['384', '385']);
const SELF_BILLED_CODES = new Set(['389', '527']);

/** The kind of a document type code; unknown or missing codes are invoices (380 and its kin). */
export function documentKind(typeCode: string | null, rootIsCreditNote = false): EInvoiceKind {
  if (rootIsCreditNote || (typeCode !== null && CREDIT_NOTE_CODES.has(typeCode)))
    return 'credit-note';
  if (typeCode !== null && CORRECTED_CODES.has(typeCode)) return 'corrected-invoice';
  if (typeCode !== null && SELF_BILLED_CODES.has(typeCode)) return 'self-billed-invoice';
  return 'invoice';
}

/**
 * Amounts as the product keeps them: a credit note's are negative whatever sign its XML wrote;
 * every other kind keeps the XML's sign (a corrected invoice that lowers a bill is negative there).
 */
export function signed(minor: number | null, kind: EInvoiceKind): number | null {
  if (minor === null) return null;
  return kind === 'credit-note' ? -Math.abs(minor) : minor;
}
