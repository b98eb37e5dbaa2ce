/** Languages whose labels the field rules know. */
export type Language = 'en' | 'de' | 'fr' | 'nl' | 'it' | 'es';

const CUES: Record<Language, RegExp> = {
  en: /\b(?:the|and|invoice|total|date|amount|due|from|payment|thank|you|for|of|bill|tax|number|receipt)\b/gi,
  de: /\b(?:und|der|die|das|rechnung|betrag|datum|gesamt|mwst|ust|zahlbar|bitte|für|mit|vom|nr|steuer|summe)\b/gi,
  fr: /\b(?:le|la|les|et|des|facture|montant|date|total|ttc|tva|pour|votre|du|de|paiement|à)\b/gi,
  nl: /\b(?:de|het|een|en|factuur|bedrag|datum|totaal|btw|betaling|voor|van|uw|wij|prijs|aantal)\b/gi,
  it: /\b(?:il|lo|gli|di|del|della|fattura|importo|totale|data|iva|pagamento|per|con|numero|cliente|imponibile|entro|giorni)\b/gi,
  es: /\b(?:el|los|las|del|y|factura|importe|total|fecha|iva|pago|para|con|número|cliente|base|imponible|días)\b/giu,
};

/** The dominant language by counting frequent words; English when nothing stands out. */
export function detectLanguage(text: string): Language {
  let best: Language = 'en';
  let bestScore = 0;
  for (const lang of Object.keys(CUES) as Language[]) {
    const score = text.match(CUES[lang])?.length ?? 0;
    if (score > bestScore * 1.1) {
      best = lang;
      bestScore = score;
    }
  }
  return best;
}
