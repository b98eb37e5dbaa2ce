import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
export const TNEF_DIR = join(FIXTURES, 'mimekit/UnitTests/TestData/tnef');
export const SOURCES = ['mimekit', 'nodemailer', 'postal-mime'] as const;

export interface IndexEntry {
  file: string;
  attachmentNames: string[];
  tnef: boolean;
  messageRfc822: boolean;
  bareLF: boolean;
}

/** The mails each source ships, as listed (with Python-computed features) in its INDEX.json. */
export function indexOf(source: string): IndexEntry[] {
  return JSON.parse(readFileSync(join(FIXTURES, source, 'INDEX.json'), 'utf8')) as IndexEntry[];
}

export function fixture(...path: string[]): Buffer {
  return readFileSync(join(FIXTURES, ...path));
}

export function tnefCases(): string[] {
  return readdirSync(TNEF_DIR)
    .filter((name) => name.endsWith('.tnef'))
    .map((name) => name.replace(/\.tnef$/, ''));
}
