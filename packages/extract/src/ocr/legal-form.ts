import { mendLines } from './mend-lines.js';
import type { Line } from '../text/layout.js';

/**
 * The Malaysian legal form "Sdn Bhd" (Sendirian Berhad) as OCR misreads it on faint or coarse
 * print: "SON BHD", "S0N.BHD", "SDN BHO", "5DN 8HD", "SOM BHD" (M for N), "SON, BHD." (a comma
 * for the dot), and with one letter of "BHD" lost to another ("SDN BED", "SDN BHA": after
 * "SDN", a word of B, then H or D in its place, is no other word). Its letters have look-alikes
 * (D/O/0, N/M, B/8, S/5) that no other word on a receipt combines this way, nor does its short
 * form "S/B" after a name; read wrong, the company's name keeps a stray word ("GIN KEE HARDWARE
 * SON") and its legal form is not seen at all.
 */
const MISREAD = /(?<![\p{L}\d])([S5][DO0][NM])([.,]?\s?)([B8][\p{L}\d]{2})(\.?)(?![\p{L}\d])/giu;

/** The second word read as "BHD": a B (or 8) and, of H and D, one in its place. */
const BHD = /^[B8](?:H[\p{L}\d]|[\p{L}\d][DO0])$/iu;

export function mendLegalFormText(text: string): string {
  return text
    .replace(MISREAD, (whole, sdn: string, gap: string, bhd: string, dot: string) => {
      if (!BHD.test(bhd)) return whole;
      const lower = /[a-z]/.test(sdn.slice(2) + bhd.slice(1));
      const point = gap.replace(',', '.');
      return lower ? `Sdn${point}Bhd${dot}` : `SDN${point}BHD${dot}`;
    })
    .replace(SHORT_MISREAD, 'S/B')
    .replace(MALAYSIA_MARK_MISREAD, '(M)');
}

/**
 * Its short form "S/B" at the end of a name, the slash read as a letter or the B as an 8:
 * "SIB", "SiB", "S/8", "5|B", or the slash lost ("S B", "SB"), also after a branch in brackets
 * ("GOLDEN ARCH TRADING (SETIA ALAM) SIB"); a fraction such as "5/8" stays.
 */
const SHORT_MISREAD = /(?<=(?:\p{L}{2,}|\))\s)(?:S[/|lIi1 ]?[B8]|5[/|lI1]B)(?=\s*(?:[([]|$))/gmu;

/**
 * "(M)" (Malaysia) between a name and its "Sdn Bhd", its M read as "NM", "N", "IM" or "HM":
 * "PERNIAGAAN ZHENG HUI (NM) SDN BHD". Only right before the legal form, where no other
 * bracket of one or two capitals stands.
 */
const MALAYSIA_MARK_MISREAD = /\((?:NM|N|IM|HM|MM)\)(?=\s*S(?:DN|dn)\b)/gu;

export const mendLegalForms = (lines: Line[]) => mendLines(lines, mendLegalFormText);
