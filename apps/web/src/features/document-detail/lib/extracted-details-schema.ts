import { ZDocumentType } from '@papertray/contract';
import { z } from 'zod';
import { decimalsOf, isAmountInput, isCurrencyCode, minorUnitDigits } from './money-input';

export const DETAIL_MESSAGES = {
  nameRequired: 'Please enter a document name',
  date: 'Enter a date like 2024-03-01',
  amount: 'Enter an amount like 1234.56',
  currency: 'Enter a 3-letter currency code like EUR',
  currencyNeeded: 'Choose the currency of the amount',
  dueBeforeIssue: 'The due date cannot be before the issue date',
  endBeforeStart: 'The end date cannot be before the start date',
  taxId: 'A tax ID has only letters, digits, dots, dashes and slashes',
  partyName: 'Enter the name of the party',
  partyRole: 'Enter the role of the party, e.g. Client',
  tooLong: (max: number) => `Use at most ${max} characters`,
  decimals: (currency: string, digits: number) =>
    digits === 0
      ? `${currency} amounts have no decimals`
      : `Use at most ${digits} decimals for ${currency}`,
} as const;

const text = (max: number) => z.string().trim().max(max, DETAIL_MESSAGES.tooLong(max));

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** '' (no date) or a real calendar day as the date input gives it. */
const dateField = z
  .string()
  .trim()
  .refine((value) => value === '' || isIsoDate(value), DETAIL_MESSAGES.date);

/** '' (no amount) or an amount as typed, e.g. 1234.56. */
const amountField = z
  .string()
  .trim()
  .refine((value) => value === '' || isAmountInput(value), DETAIL_MESSAGES.amount);

/** The amount fields; each is in minor units of the one currency. */
export const AMOUNT_FIELDS = ['totalAmount', 'netAmount', 'taxAmount'] as const;

const ZPartyRow = z.object({
  name: text(300).min(1, DETAIL_MESSAGES.partyName),
  role: text(100).min(1, DETAIL_MESSAGES.partyRole),
});

/** The extracted-details form: every field is text as the inputs hold it; '' means "none". */
export const ZExtractedDetailsForm = z
  .object({
    name: text(300).min(1, DETAIL_MESSAGES.nameRequired),
    type: z.union([z.literal(''), ZDocumentType]),
    invoiceNumber: text(200),
    issueDate: dateField,
    dueDate: dateField,
    transactionDate: dateField,
    totalAmount: amountField,
    netAmount: amountField,
    taxAmount: amountField,
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .refine((value) => value === '' || isCurrencyCode(value), DETAIL_MESSAGES.currency),
    vendorName: text(300),
    vendorAddress: text(1000),
    vendorTaxId: text(50).regex(/^[A-Za-z0-9./ -]*$/, DETAIL_MESSAGES.taxId),
    contractNumber: text(200),
    parties: z.array(ZPartyRow).max(20),
    startDate: dateField,
    endDate: dateField,
  })
  .superRefine((values, ctx) => {
    const amounts = AMOUNT_FIELDS.filter((field) => isAmountInput(values[field]));
    if (amounts.length > 0 && !values.currency) {
      ctx.addIssue({ code: 'custom', path: ['currency'], message: DETAIL_MESSAGES.currencyNeeded });
    } else if (amounts.length > 0 && isCurrencyCode(values.currency)) {
      const digits = minorUnitDigits(values.currency);
      for (const field of amounts) {
        if (decimalsOf(values[field]) > digits) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: DETAIL_MESSAGES.decimals(values.currency, digits),
          });
        }
      }
    }
    // ISO dates compare correctly as text.
    if (values.issueDate && values.dueDate && values.dueDate < values.issueDate) {
      ctx.addIssue({ code: 'custom', path: ['dueDate'], message: DETAIL_MESSAGES.dueBeforeIssue });
    }
    if (values.startDate && values.endDate && values.endDate < values.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: DETAIL_MESSAGES.endBeforeStart });
    }
  });

export type ExtractedDetailsInput = z.input<typeof ZExtractedDetailsForm>;
export type ExtractedDetailsValues = z.output<typeof ZExtractedDetailsForm>;
