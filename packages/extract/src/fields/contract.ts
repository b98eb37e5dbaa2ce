import { findDates } from '../parse/date.js';
import type { TExtractedData } from '../schema.js';
import type { DocumentText } from './document-text.js';
import { parseDocumentNumber } from './invoice-number.js';
import { bestHit, compileRules, findLabelled, type LabelledHit } from './labelled-value.js';

const NUMBER_RULES = compileRules([
  {
    pattern: String.raw`(?:contract|agreement|vertrags?|contrat|overeenkomst|policy|polizzen?)[\s-]*(?:n[°ºo]\.?|nr\.?|no\.?|number|nummer|num[ée]ro|id|#)|vertragsnummer|contractnummer|numéro\s+de\s+contrat`,
    weight: 0.9,
  },
]);

const START_RULES = compileRules([
  {
    pattern: String.raw`(?:start|effective|commencement)\s+date|effective\s+(?:as\s+of|from)|commencing(?:\s+on)?|starting(?:\s+on)?|begins?\s+on|vertragsbeginn|beginn|gültig\s+ab|ab\s+dem|date\s+de\s+(?:début|prise\s+d['’]effet)|à\s+compter\s+du|prend\s+effet\s+le|ingangsdatum|met\s+ingang\s+van`,
    weight: 0.9,
  },
]);

const END_RULES = compileRules([
  {
    pattern: String.raw`(?:end|expiry|expiration|termination)\s+date|expires?(?:\s+on)?|ends?\s+on|until|vertragsende|ende|gültig\s+bis|endet\s+am|date\s+de\s+fin|jusqu['’]au|prend\s+fin\s+le|einddatum|tot\s+en\s+met`,
    weight: 0.9,
  },
]);

function date(doc: DocumentText) {
  return (text: string) => {
    const found = findDates(text, doc.dateOrder)[0];
    return found && found.index <= 4 ? found.iso : null;
  };
}

export interface ContractFields {
  contractNumber: LabelledHit<string> | null;
  startDate: LabelledHit<string> | null;
  endDate: LabelledHit<string> | null;
  parties: TExtractedData['parties'];
}

/**
 * Parties from the opening clause: "between A ("the Client") and B ("the Contractor")",
 * "zwischen A (nachfolgend „Auftraggeber“) und B", "entre A (ci-après « le Client ») et B".
 * Without an explicit role the first party is named "party 1", the second "party 2".
 */
function findParties(text: string): TExtractedData['parties'] {
  const flat = text.replace(/\s+/g, ' ');
  const clause =
    /\b(?:between|zwischen|entre(?:\s+les\s+soussign[ée]s)?|tussen)\s*:?\s+(.{3,300}?)\s+(?:and|und|et|en)\s+(.{3,300}?)(?:[.;]\s|\s+(?:is\s+concluded|wird|il\s+a\s+été|wordt|agree|vereinbaren|conviennent|komen)|$)/i.exec(
      flat,
    );
  if (!clause) return [];
  return [clause[1] ?? '', clause[2] ?? '']
    .map((raw, i) => {
      const role =
        /\((?:hereinafter\s+(?:referred\s+to\s+as\s+)?|nachfolgend\s+|im\s+folgenden\s+|ci-après\s+(?:dénommée?\s+)?|hierna\s+)?[„“"«»'‘\s]*(?:the\s+|der\s+|die\s+|le\s+|la\s+|de\s+)?([\p{L} -]{2,40}?)[“”"»«'’\s]*\)/iu.exec(
          raw,
        );
      const name = raw
        .replace(/\(.*$/, '')
        .replace(/,\s*(?:a|an|eine?|une?|registered|with|mit|dont|situé|located).*$/i, '')
        .replace(/^(?:(?:the|der|die|la|de)\s+)?(?:company|firma|société|firm)\s+/i, '')
        .trim()
        .replace(/[,;]$/, '');
      return { name, role: role?.[1]?.trim() ?? `party ${i + 1}` };
    })
    .filter((p) => p.name.length >= 2);
}

export function findContractFields(doc: DocumentText): ContractFields {
  const parse = date(doc);
  return {
    contractNumber: bestHit(findLabelled(doc, NUMBER_RULES, parseDocumentNumber, { below: true })),
    startDate: bestHit(findLabelled(doc, START_RULES, parse, { below: true })),
    endDate: bestHit(findLabelled(doc, END_RULES, parse, { below: true })),
    parties: findParties(doc.text),
  };
}
