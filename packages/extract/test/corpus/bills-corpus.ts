/**
 * The 'bills' split: the recurring bills small businesses get by e-mail every month, as the
 * providers print them — telecom and internet (./bills-telecom.ts), electricity, gas and water
 * (./bills-energy.ts), hosting / SaaS subscriptions and insurance premium notes
 * (./bills-subscriptions.ts) — their text delivered as the software split's producers deliver
 * it (in order, shuffled, glyph by glyph, in pieces). Every document is held out; written by
 * ./fresh-corpus.ts's writer. Labelling rules: ./bills-parts.ts.
 */
import type { FreshLayout } from './fresh-letters.js';
import { telecomLayout } from './bills-telecom.js';
import { energyLayout } from './bills-energy.js';
import { insuranceLayout, saasLayout } from './bills-subscriptions.js';

export const BILLS: FreshLayout[] = [telecomLayout, energyLayout, saasLayout, insuranceLayout];
