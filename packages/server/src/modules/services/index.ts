import type { ModuleSeed } from '../../demo/seed-context.js';
import type { ModuleDefinition } from '../../metadata/module-definition.js';
import { incidentModule } from './incident/incident-module.js';
import { incidentSeed } from './incident/incident-seed.js';

/** General services: the incidents reported inside the organisation. */
export const serviceModules: ModuleDefinition[] = [incidentModule];

/** Their demo data. */
export const serviceSeeds: ModuleSeed[] = [incidentSeed];
