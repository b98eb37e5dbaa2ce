import type { Line } from '../text/layout.js';
import { mendMoneyLabels } from './money-labels.js';
import { readShiftedAmounts } from './shifted-amounts.js';
import { joinSplitRows } from './split-rows.js';

/**
 * A receipt's money rows as OCR misreads them, read back: label words and amounts with a
 * look-alike (./money-labels.ts), then a label and its amount set on lines of their own on a
 * turned slip joined again (./split-rows.ts), and a totals block whose amounts OCR paired one
 * row too high or too low read one row over when the till's arithmetic says so
 * (./shifted-amounts.ts).
 */
export const mendReceiptRows = (lines: Line[]): Line[] =>
  readShiftedAmounts(joinSplitRows(mendMoneyLabels(lines)));
