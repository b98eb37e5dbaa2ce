/**
 * The compiled server's entry (`npm start` runs dist/server.js on plain Node, see
 * scripts/build.ts): what src/preload.ts does for tsx, then the composition root.
 */
import { limitHeapGrowth } from './platform/v8-heap';

limitHeapGrowth();
await import('./main');
