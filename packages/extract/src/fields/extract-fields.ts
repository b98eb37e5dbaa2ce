import { normalizeCompanyName } from '../company-name.js';
import { classifyDocument } from '../classify/document-type.js';
import {
  emptyExtractedData,
  type TDocumentType,
  type TExtractedData,
  type TFieldMeta,
  type TFieldName,
} from '../schema.js';
import { findContractFields } from './contract.js';
import {
  findDueDate,
  findIssueDate,
  findTransactionDate,
  firstDate,
  withConsistentDateOrder,
} from './dates.js';
import type { Line } from '../text/layout.js';
import type { DocumentText } from './document-text.js';
import { findInvoiceNumber } from './invoice-number.js';
import { findNetAndTax } from './net-tax.js';
import { withPastYear } from './future-year.js';
import { payableAtOnce } from './payment-terms.js';
import { rankTaxIds, strongestTaxId, taxIdCandidates, vendorTaxId } from './tax-id.js';
import { findTotal, resolveCurrency, totalInCurrency } from './total-amount.js';
import { registeredOffice } from './registered-office.js';
import { findVendor, recipientLines, taxIdHolder } from './vendor.js';
import { mendScannedName } from './scanned-name.js';
import type { LabelledHit } from './labelled-value.js';

const WHERE = { inline: 'after', right: 'right of', below: 'under' } as const;

/** "under the label "Rechnungs-Nr."": how a labelled value was found. */
function describe(hit: LabelledHit<unknown>): string {
  return `${WHERE[hit.where]} the label "${hit.label}"`;
}

export interface FieldExtraction {
  type: TDocumentType;
  extractedData: TExtractedData;
  fieldMeta: Partial<Record<TFieldName, TFieldMeta>>;
}

/**
 * All fields of the spec's extractedData from text, template-free. Every value set here gets a
 * confidence and the source of the line it was read from ('text' or 'ocr').
 */
/** Two spellings of one company ("Müller GmbH", "Müller Handels GmbH"): the first word agrees. */
function sameCompany(a: string, b: string): boolean {
  const first = (name: string) => normalizeCompanyName(name).split(' ')[0] ?? '';
  return first(a) === first(b);
}

export function extractFields(
  printed: DocumentText,
  typeHint?: TDocumentType,
  now: Date = new Date(),
): FieldExtraction {
  const doc = withConsistentDateOrder(printed);
  const data = emptyExtractedData();
  const meta: Partial<Record<TFieldName, TFieldMeta>> = {};
  const set = (field: TFieldName, confidence: number, line?: Line, evidence?: string) => {
    meta[field] = {
      confidence: Math.round(Math.min(1, confidence) * 100) / 100,
      source: line?.source ?? doc.source,
      ...(evidence ? { evidence: evidence.slice(0, 300) } : {}),
    };
  };
  const recipients = recipientLines(doc);
  const type = typeHint ?? classifyDocument(doc.text).type;

  const number = findInvoiceNumber(doc);
  if (number && type !== 'contract') {
    data.invoiceNumber = number.value;
    set('invoiceNumber', number.confidence, number.line, describe(number));
  }

  const issue = findIssueDate(doc);
  const fallbackDate = issue ? null : firstDate(doc);
  if (issue) {
    data.issueDate = issue.value;
    set('issueDate', issue.confidence, issue.line, describe(issue));
  } else if (fallbackDate) {
    data.issueDate = fallbackDate;
    set('issueDate', 0.4, undefined, 'first date in the document, no label');
  }
  // OCR's misread year in the future (./future-year.ts); a text layer prints what it means.
  const past = doc.source === 'ocr' && data.issueDate ? withPastYear(data.issueDate, now) : null;
  if (past && data.issueDate) {
    const read = data.issueDate;
    data.issueDate = past;
    set(
      'issueDate',
      Math.min(0.4, meta.issueDate?.confidence ?? 0.4),
      issue?.line,
      `${meta.issueDate?.evidence ?? 'date'}; read ${read.slice(0, 4)}, a year still to come`,
    );
  }

  const due = findDueDate(doc, data.issueDate);
  // A due date equal to the issue date is taken only under its own label cell ("Date due",
  // "Fälligkeitsdatum" beside "Date of issue" on a card-paid subscription invoice).
  // Or when the terms make it payable at once ("Zahlbar sofort", "Due on receipt").
  const ownCell = due && due.where !== 'inline' && due.labelAt === 0 && due.labelWeight >= 0.9;
  const atOnce = due && due.where === 'inline' && payableAtOnce(due.label);
  // A due date printed under its label ("Due   05/01/2025", "Scadenze: 06-05-2024") on the issue
  // date, where the terms elsewhere say payable at once ("Terms   Due on receipt").
  const termsAtOnce =
    due && due.value === data.issueDate && doc.lines.some((l) => payableAtOnce(l.text));
  if (
    due &&
    (due.value !== data.issueDate || ownCell || atOnce || termsAtOnce) &&
    (!data.issueDate || due.value >= data.issueDate)
  ) {
    data.dueDate = due.value;
    set(
      'dueDate',
      due.confidence,
      due.line,
      atOnce
        ? `payable at once ("${due.label}"): the issue date`
        : due.where === 'inline' && /\d/.test(due.label)
          ? `payment terms "${due.label}" from the issue date; due ≥ issue`
          : termsAtOnce
            ? `${describe(due)}; the terms say payable at once`
            : `${describe(due)}; due ≥ issue`,
    );
  }

  const transaction = findTransactionDate(doc);
  if (transaction) {
    data.transactionDate = transaction.value;
    set('transactionDate', transaction.confidence, transaction.line);
  } else if (type === 'receipt' && data.issueDate) {
    // On a receipt the date printed is the date of the purchase.
    data.transactionDate = data.issueDate;
    set('transactionDate', (meta.issueDate?.confidence ?? 0.5) * 0.9);
  }

  const total = findTotal(doc);
  const taxIds = rankTaxIds(doc, taxIdCandidates(doc, recipients));
  const taxId = strongestTaxId(taxIds);
  const currency = resolveCurrency(doc, total, taxId?.value);
  data.currency = currency.value;
  set('currency', currency.confidence, undefined, currency.evidence);
  if (currency.fallback && meta.currency) meta.currency.fallback = true;
  if (total) {
    data.totalAmount = totalInCurrency(total.value, currency.value);
    set(
      'totalAmount',
      total.confidence,
      total.line,
      [describe(total), ...(total.checks ?? [])].join('; '),
    );
  }
  const netTax = findNetAndTax(doc, data.totalAmount, currency.value);
  if (netTax) {
    data.netAmount = netTax.net.value;
    set('netAmount', netTax.net.confidence, netTax.net.line, netTax.net.evidence);
    data.taxAmount = netTax.tax.value;
    set('taxAmount', netTax.tax.confidence, netTax.tax.line, netTax.tax.evidence);
  }

  if (taxId) {
    data.vendor.taxId = taxId.value;
    set('vendor.taxId', taxId.confidence, taxId.line, taxId.evidence);
  }
  const vendor = findVendor(doc, taxId?.line ?? null, recipients, taxId?.value ?? null);
  // Known the vendor, its own id among several: the one printed in its block or with its name.
  const ownTaxId = vendor ? vendorTaxId(doc, taxIds, vendor) : null;
  if (ownTaxId && taxId && ownTaxId.value !== taxId.value) {
    data.vendor.taxId = ownTaxId.value;
    set('vendor.taxId', ownTaxId.confidence, ownTaxId.line, ownTaxId.evidence);
  }
  // The only id is printed under another company's name (the customer's block): not the
  // vendor's. A seller without a tax id keeps none rather than the customer's.
  const chosenId = ownTaxId ?? taxId;
  if (vendor && chosenId && ownTaxId?.value === taxId?.value) {
    const holder = taxIdHolder(doc, recipients, chosenId.line, chosenId.value);
    if (holder && !sameCompany(holder, vendor.name)) {
      // Another id printed elsewhere, not under that company, is the vendor's.
      const other = strongestTaxId(
        taxIds.filter((h) => {
          if (h.value === chosenId.value || h.confidence < chosenId.confidence - 0.05) return false;
          const held = taxIdHolder(doc, recipients, h.line, h.value);
          return !held || sameCompany(held, vendor.name);
        }),
      );
      data.vendor.taxId = other?.value ?? null;
      if (other)
        set(
          'vendor.taxId',
          other.confidence,
          other.line,
          `${other.evidence}; the other id is ${holder}'s`,
        );
      else delete meta['vendor.taxId'];
    }
  }
  if (vendor) {
    // A head line's words printed wide apart are read as cells with gaps between them.
    const name = vendor.name.replace(/\s{2,}/g, ' ');
    data.vendor.name = doc.source === 'ocr' ? mendScannedName(name) : name;
    set('vendor.name', vendor.confidence, vendor.line, vendor.evidence);
    const office = vendor.address ? null : registeredOffice(doc);
    if (vendor.address) {
      data.vendor.address = vendor.address;
      set('vendor.address', vendor.confidence * 0.8, vendor.line, 'address block of the vendor');
    } else if (office) {
      data.vendor.address = office.address;
      set('vendor.address', 0.6, office.line, 'registered office in the legal footer');
    }
  }

  if (type === 'contract') {
    const contract = findContractFields(doc);
    if (contract.contractNumber) {
      data.contractNumber = contract.contractNumber.value;
      set('contractNumber', contract.contractNumber.confidence, contract.contractNumber.line);
    }
    if (contract.startDate) {
      data.startDate = contract.startDate.value;
      set('startDate', contract.startDate.confidence, contract.startDate.line);
    }
    if (contract.endDate) {
      data.endDate = contract.endDate.value;
      set('endDate', contract.endDate.confidence, contract.endDate.line);
    }
    if (contract.parties.length) {
      data.parties = contract.parties;
      set('parties', 0.7);
    }
  }
  return { type, extractedData: data, fieldMeta: meta };
}
