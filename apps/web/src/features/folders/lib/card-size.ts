/** Spec "Folders": the cards come in three sizes; the choice lives in the URL (?size=). */
export const CARD_SIZES = ['small', 'medium', 'large'] as const;
export type CardSize = (typeof CARD_SIZES)[number];
export const DEFAULT_CARD_SIZE: CardSize = 'medium';

export function parseCardSize(value: string | null): CardSize {
  return CARD_SIZES.find((size) => size === value) ?? DEFAULT_CARD_SIZE;
}
