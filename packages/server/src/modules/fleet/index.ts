import type { ModuleSeed } from '../../demo/seed-context.js';
import type { ModuleDefinition } from '../../metadata/module-definition.js';

/** Fleet: vehicles and their maintenance. */
export const fleetModules: ModuleDefinition[] = [];

/** Their demo data, dependencies first. */
export const fleetSeeds: ModuleSeed[] = [];
