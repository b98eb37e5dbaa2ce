import type { Readable } from 'node:stream';
import type * as ParseMessageModule from './parse-message';
import type { ParseOptions, ParsedMessage } from './types';

let loading: Promise<typeof ParseMessageModule> | null = null;

/**
 * parseMessage (./parse-message.ts), loaded with the first mail: mailparser, its charset tables
 * and html-to-text are ~1.5 MB of JavaScript that a server receiving no mail need not load
 * (apps/api decision 061). Loaded once; every later call costs one resolved promise.
 */
export function parseMessage(raw: Buffer | Readable, opts?: ParseOptions): Promise<ParsedMessage> {
  loading ??= import('./parse-message');
  return loading.then((module) => module.parseMessage(raw, opts));
}
