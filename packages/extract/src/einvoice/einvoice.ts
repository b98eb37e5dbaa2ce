import type { TExtractedData } from '../schema.js';
import type { EInvoiceKind } from './document-codes.js';

/** The syntaxes and versions read, each exactly; `standard` names the one a file is in. */
export type EInvoiceStandard =
  | 'ZUGFeRD 1.0'
  | 'CII' // ZUGFeRD 2.x, Factur-X, XRechnung CII: one CII D16B schema, told apart by profile
  | 'UBL';

/**
 * What an e-invoice says, exactly as it says it. Amounts are integer minor units, signed as the
 * product keeps them (credit notes negative); missing elements stay null.
 */
export interface EInvoice {
  syntax: 'CII' | 'UBL';
  standard: EInvoiceStandard;
  /**
   * The profile of the guideline id (BT-24): MINIMUM, BASIC WL, BASIC, EN16931, EXTENDED,
   * XRECHNUNG; for ZUGFeRD 1.0 BASIC, COMFORT, EXTENDED; null when it names none we know.
   */
  profile: string | null;
  /** The guideline id as written (BT-24), e.g. "urn:factur-x.eu:1p0:basicwl". */
  guideline: string | null;
  /** Document type code (BT-3): 380 invoice, 381 credit note, 384 corrected invoice, 389 ... */
  typeCode: string | null;
  kind: EInvoiceKind;
  data: TExtractedData;
  totals: {
    /** Sum without VAT (BT-109). */
    net: number | null;
    /** VAT in the invoice currency (BT-110). */
    tax: number | null;
    /** Grand total with VAT (BT-112); also `data.totalAmount`. */
    gross: number | null;
    /** What remains to pay after prepayments (BT-115). */
    due: number | null;
  };
  /** The due date was worked out from payment terms ("30 days") rather than stated. */
  dueDateFromTerms: boolean;
}

/** Profile names by the guideline id's tail; the first that matches wins. */
const PROFILES: Array<[RegExp, string]> = [
  [/xrechnung/i, 'XRECHNUNG'],
  [/extended/i, 'EXTENDED'],
  [/minimum/i, 'MINIMUM'],
  [/basic\s*-?wl/i, 'BASIC WL'],
  [/comfort/i, 'COMFORT'],
  [/basic/i, 'BASIC'],
  [/en16931/i, 'EN16931'],
];

export function profileOf(guideline: string | null): string | null {
  if (!guideline) return null;
  return PROFILES.find(([re]) => re.test(guideline))?.[1] ?? null;
}
