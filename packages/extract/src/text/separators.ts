/**
 * What separates the parts of a one-line address, sender or footer line: "Name GmbH · Street 1 ·
 * 12345 City", "IBAN … | BIC …". PDFs written glyph by glyph lose the space on one side of a
 * middle dot, bar or bullet ("V.O.F.· Kerkstraat 176", "VVaG ·Landstraße 101"): with a space on
 * either side it still separates; between two letters ("Col·legi") it belongs to the word.
 * Dashes and commas separate only with spaces on both sides ("Müller-Lüdenscheidt GmbH").
 */
const GLUED_MARK = String.raw`(?<=\S)[·|•]\s+|\s+[·|•](?=\S)`;

/** A middle dot, bar or bullet between two parts. */
export const MARK_SEPARATOR_SOURCE = String.raw`\s+[·|•]\s+|${GLUED_MARK}`;
/** A mark or a dash between two parts. */
export const PART_SEPARATOR_SOURCE = String.raw`\s+[-–−·|•]\s+|${GLUED_MARK}`;

export const MARK_SEPARATOR = new RegExp(MARK_SEPARATOR_SOURCE, 'u');
export const PART_SEPARATOR = new RegExp(PART_SEPARATOR_SOURCE, 'u');
