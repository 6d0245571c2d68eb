import type { ModuleSeed } from '../../demo/seed-context.js';
import type { ModuleDefinition } from '../../metadata/module-definition.js';

/** Human resources: employees, absences, timesheets. */
export const hrModules: ModuleDefinition[] = [];

/** Their demo data, dependencies first. */
export const hrSeeds: ModuleSeed[] = [];
