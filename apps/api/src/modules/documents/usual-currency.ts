import type { TDocumentFieldMeta, TExtractedData, TUsualValue } from '@papertray/contract';
import { minorUnitDigits } from '@papertray/extract/light';
import type { DbOrTx } from '../../platform/db/database';
import {
  USUAL_CURRENCY_WINDOW,
  type UsualCurrencyCount,
  type UsualCurrencyRepository,
} from './usual-currency.repository';

/** Low, so the review still asks for a look: the document itself shows no currency. */
const CONFIDENCE: Record<TUsualValue['of'], number> = { contact: 0.5, project: 0.4 };

const WHOSE: Record<TUsualValue['of'], string> = {
  contact: 'this supplier',
  project: 'this project',
};

const AMOUNTS = ['totalAmount', 'netAmount', 'taxAmount'] as const;

interface Extraction {
  data: TExtractedData;
  meta: TDocumentFieldMeta;
}

/** "the one document", "all 3 documents", "9 of the 10 documents", "… of the 100 latest …". */
function howMany({ documents, outOf }: UsualCurrencyCount): string {
  if (outOf === 1) return 'the one document';
  const which = outOf >= USUAL_CURRENCY_WINDOW ? 'latest documents' : 'documents';
  return documents === outOf ? `all ${outOf} ${which}` : `${documents} of the ${outOf} ${which}`;
}

/**
 * Puts a usual currency in place of the extractor's fallback. Amounts are in minor units of the
 * currency, so they follow it where its decimals differ (USD cents to whole yen).
 */
export function putUsualCurrency(extraction: Extraction, usual: TUsualValue & UsualCurrencyCount) {
  const { data, meta } = extraction;
  const shift = minorUnitDigits(usual.currency) - minorUnitDigits(data.currency);
  for (const field of AMOUNTS) {
    const amount = data[field];
    if (typeof amount === 'number' && shift !== 0) data[field] = Math.round(amount * 10 ** shift);
  }
  data.currency = usual.currency;
  meta.currency = {
    confidence: CONFIDENCE[usual.of],
    source: 'usual',
    evidence: `no currency shown; ${howMany(usual)} of ${WHOSE[usual.of]} with a known currency ${
      usual.outOf === 1 ? 'is' : 'are'
    } in ${usual.currency}`,
    usual: { of: usual.of, documents: usual.documents, outOf: usual.outOf },
  };
}

/**
 * A document that shows no currency is in the currency its supplier's other documents are
 * usually in, else the project's (decision 092). Only the extractor's fallback is replaced: a
 * currency read with any evidence, and a user's, stay.
 */
export class UsualCurrency {
  constructor(private readonly repo: UsualCurrencyRepository) {}

  async apply(
    extraction: Extraction,
    scope: { projectId: string; contactId: string | null; documentId: string },
    tx: DbOrTx,
  ): Promise<void> {
    if (!extraction.meta.currency?.fallback) return;
    const { contactId, ...project } = scope;
    const ofContact = contactId
      ? await this.repo.mostFrequent({ ...project, contactId }, tx)
      : null;
    if (ofContact) return putUsualCurrency(extraction, { of: 'contact', ...ofContact });
    const ofProject = await this.repo.mostFrequent(project, tx);
    if (ofProject) putUsualCurrency(extraction, { of: 'project', ...ofProject });
  }
}
