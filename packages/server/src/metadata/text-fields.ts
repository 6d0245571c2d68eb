import { kindOf } from './kinds/index.js';
import type { RegisteredModule } from './registered-module.js';

/**
 * Whether a module's field holds text as lists compare it: searched folded, sorted by its key (infra/text-sort-key.ts).
 * One answer for every place that asks, so that a list's order and the index built for it always agree.
 */
export const isTextField = (module: RegisteredModule, name: string) => kindOf(module.fieldByName.get(name)?.kind ?? 'content').list?.type === 'text';
