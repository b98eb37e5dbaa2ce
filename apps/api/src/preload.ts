/**
 * Imported with --import before the app (`tsx --import ./src/preload.ts src/main.ts`): registers
 * the hooks that make loading installed packages cheaper (see package-module-hooks.ts).
 */
import { registerPackageModuleHooks } from './platform/package-module-hooks';

registerPackageModuleHooks();
