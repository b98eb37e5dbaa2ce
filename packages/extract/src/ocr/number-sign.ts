import type { Line } from '../text/layout.js';
import { mendLines } from './mend-lines.js';

/**
 * The French and Italian number sign "n°" that OCR read as "n®" (a small raised ring and a
 * registered mark look alike at receipt resolution): "Ticket n® 2021-9862", "N® facture".
 * Only after a lone n or N, so a brand's ® stays.
 */
const MISREAD_SIGN = /(?<![\p{L}\d])([nN])\s?®/gu;

export const mendNumberSignText = (text: string) => text.replace(MISREAD_SIGN, '$1°');

export const mendNumberSigns = (lines: Line[]) => mendLines(lines, mendNumberSignText);
