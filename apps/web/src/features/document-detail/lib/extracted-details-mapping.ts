import {
  emptyExtractedData,
  type TDocument,
  type TExtractedDataPatch,
  type TUpdateDocumentRequest,
} from '@papertray/contract';
import { AMOUNT_FIELDS, type ExtractedDetailsValues } from './extracted-details-schema';
import { inputToMinorUnits, minorUnitsToInput } from './money-input';

/** The document as the form's text fields; a missing value is ''. */
export function formValuesOf(
  document: Pick<TDocument, 'name' | 'type' | 'extractedData'>,
): ExtractedDetailsValues {
  const data = document.extractedData ?? emptyExtractedData();
  return {
    name: document.name,
    type: document.type ?? '',
    invoiceNumber: data.invoiceNumber ?? '',
    issueDate: data.issueDate ?? '',
    dueDate: data.dueDate ?? '',
    transactionDate: data.transactionDate ?? '',
    totalAmount: minorUnitsToInput(data.totalAmount, data.currency),
    netAmount: minorUnitsToInput(data.netAmount ?? null, data.currency),
    taxAmount: minorUnitsToInput(data.taxAmount ?? null, data.currency),
    currency: data.currency ?? '',
    vendorName: data.vendor.name ?? '',
    vendorAddress: data.vendor.address ?? '',
    vendorTaxId: data.vendor.taxId ?? '',
    contractNumber: data.contractNumber ?? '',
    parties: data.parties.map((party) => ({ ...party })),
    startDate: data.startDate ?? '',
    endDate: data.endDate ?? '',
  };
}

const orNull = (value: string) => (value === '' ? null : value);

type PlainField = Exclude<
  keyof TExtractedDataPatch,
  'vendor' | 'parties' | 'currency' | (typeof AMOUNT_FIELDS)[number]
>;
const PLAIN_FIELDS = [
  'invoiceNumber',
  'issueDate',
  'dueDate',
  'transactionDate',
  'contractNumber',
  'startDate',
  'endDate',
] as const satisfies readonly PlainField[];

const VENDOR_FIELDS = [
  ['vendorName', 'name'],
  ['vendorAddress', 'address'],
  ['vendorTaxId', 'taxId'],
] as const;

const sameParties = (a: ExtractedDetailsValues['parties'], b: ExtractedDetailsValues['parties']) =>
  a.length === b.length &&
  a.every((party, i) => party.name === b[i]?.name && party.role === b[i]?.role);

/**
 * Only what the user changed: the API marks every field it receives as the user's, and such a
 * field is never overwritten by reprocessing, so an untouched field must not be sent. Returns
 * null when nothing changed.
 */
export function updateRequestOf(
  before: ExtractedDetailsValues,
  after: ExtractedDetailsValues,
): TUpdateDocumentRequest | null {
  const request: TUpdateDocumentRequest = {};
  if (after.name !== before.name) request.name = after.name;
  if (after.type !== before.type && after.type !== '') request.type = after.type;

  const patch: TExtractedDataPatch = {};
  for (const field of PLAIN_FIELDS) {
    if (after[field] !== before[field]) patch[field] = orNull(after[field]);
  }
  const vendor: NonNullable<TExtractedDataPatch['vendor']> = {};
  for (const [formField, vendorField] of VENDOR_FIELDS) {
    if (after[formField] !== before[formField]) vendor[vendorField] = orNull(after[formField]);
  }
  if (Object.keys(vendor).length > 0) patch.vendor = vendor;
  if (!sameParties(after.parties, before.parties)) patch.parties = after.parties;

  // Amounts are stored in minor units of their currency: a new currency can change them.
  const currency = orNull(after.currency);
  if (after.currency !== before.currency) patch.currency = currency;
  for (const field of AMOUNT_FIELDS) {
    const amountBefore = inputToMinorUnits(before[field], orNull(before.currency));
    const amountAfter = inputToMinorUnits(after[field], currency);
    if (
      amountAfter !== amountBefore ||
      (after.currency !== before.currency && after[field] !== '')
    ) {
      patch[field] = amountAfter;
    }
  }

  if (Object.keys(patch).length > 0) request.extractedData = patch;
  return Object.keys(request).length > 0 ? request : null;
}
