import type { TDocumentType } from '../schema.js';

interface Cue {
  re: RegExp;
  weight: number;
}

/** Words that point to each type, in English, German, French and Dutch. */
const CUES: Record<Exclude<TDocumentType, 'other'>, Cue[]> = {
  invoice: [
    {
      re: /\b(?:tax\s+)?invoice\b|\brechnung\b|\bfacture\b|\bfactuur\b|\bfactura\b|\bfattura\b/gi,
      weight: 3,
    },
    {
      re: /\b(?:invoice\s+(?:no|number|date)|rechnungs(?:nummer|datum)|n°\s*de\s+facture|factuurnummer)\b/gi,
      weight: 3,
    },
    {
      // Recurring bills name themselves otherwise, beside a contract or policy number.
      re: /\b(?:beitragsrechnung|(?:jahres|verbrauchs)abrechnung|avis\s+d['’]échéance|appel\s+de\s+cotisation|premium\s+notice|bill\s+(?:number|date|summary|reference)|your\s+bill|jaarafrekening|jaarnota)\b/gi,
      weight: 3,
    },
    {
      re: /\b(?:due\s+date|payment\s+terms|fällig|zahlbar|échéance|vervaldatum|bill\s+to|iban)\b/gi,
      weight: 1,
    },
    { re: /\b(?:vat|mwst|ust|tva|btw|gst|subtotal|zwischensumme|total\s+ht)\b/gi, weight: 0.5 },
  ],
  receipt: [
    {
      re: /\b(?:receipt|quittung|kassenbon|kassenbeleg|reçu|ticket\s+de\s+caisse|kassabon|bon\s+n°|ticket\s+n°)/gi,
      weight: 4,
    },
    {
      re: /\b(?:cash|change|bar(?:geld)?|rückgeld|espèces|rendu|card\s+(?:no|number)|visa|mastercard|contactless|kontaktlos|paid|bezahlt|payé|betaald|thank\s+you|vielen\s+dank|merci)\b/gi,
      weight: 1,
    },
    {
      re: /\b(?:cashier|kassierer|caissier|till|terminal|trans(?:action)?\s*(?:id|no))\b/gi,
      weight: 1.5,
    },
  ],
  contract: [
    {
      re: /\b(?:agreement|contract|vertrag|vereinbarung|contrat|convention|overeenkomst|contract)\b/gi,
      weight: 2,
    },
    {
      re: /\b(?:hereinafter|the\s+parties|between|whereas|governing\s+law|term\s+and\s+termination|nachfolgend|zwischen|kündigung|ci-après|entre\s+les\s+soussignés|résiliation|hierna|partijen)\b/gi,
      weight: 2,
    },
    {
      re: /\b(?:signature|unterschrift|signé|handtekening|effective\s+date|laufzeit|durée)\b/gi,
      weight: 1,
    },
  ],
};

/**
 * Scores each type by its cue words; words in the first lines (the title) count three times.
 * A document without a clear lead is 'other'.
 */
export function classifyDocument(text: string): { type: TDocumentType; confidence: number } {
  const head = text.split('\n').slice(0, 8).join('\n');
  const scores = (Object.keys(CUES) as Array<keyof typeof CUES>).map((type) => {
    let score = 0;
    for (const cue of CUES[type]) {
      score += Math.min(6, text.match(cue.re)?.length ?? 0) * cue.weight;
      score += 2 * (head.match(cue.re)?.length ?? 0) * cue.weight;
    }
    return { type, score };
  });
  scores.sort((a, b) => b.score - a.score);
  const [first, second] = scores;
  if (!first || first.score < 4) return { type: 'other', confidence: 0.5 };
  const margin = first.score / (first.score + (second?.score ?? 0));
  return { type: first.type, confidence: Math.round(Math.min(0.95, margin) * 100) / 100 };
}
