import type { ModuleSeed } from '../../demo/seed-context.js';
import type { ModuleDefinition } from '../../metadata/module-definition.js';

/** The user's own forms: profile (with the super admins' client switch) and preferences. */
export const accountModules: ModuleDefinition[] = [];

/** Their demo data, dependencies first. */
export const accountSeeds: ModuleSeed[] = [];
