import { readFileSync } from 'node:fs';
import path from 'node:path';

export const invoicesDir = path.join(import.meta.dirname, 'fixtures/invoices');

export function fixture(relative: string): Buffer {
  return readFileSync(path.join(import.meta.dirname, 'fixtures', relative));
}
