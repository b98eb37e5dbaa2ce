/**
 * Imported with --import before the app (`tsx --import ./src/preload.ts src/main.ts`): registers
 * the hooks that make loading installed packages cheaper (see package-module-hooks.ts) and
 * keeps the V8 heap near its live size (see v8-heap.ts).
 */
import { registerPackageModuleHooks } from './platform/package-module-hooks';
import { limitHeapGrowth } from './platform/v8-heap';

registerPackageModuleHooks();
limitHeapGrowth();
