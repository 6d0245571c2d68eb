import type { ModuleSeed } from '../demo/seed-context.js';
import { accountSeeds } from './account/index.js';
import { fleetSeeds } from './fleet/index.js';
import { hrSeeds } from './hr/index.js';
import { salesSeeds } from './sales/index.js';
import { serviceSeeds } from './services/index.js';
import { shellSeeds } from './shell/index.js';
import { siteSeeds } from './site/index.js';

/** Demo data generators, dependencies first (an invoice needs its customer, a maintenance its vehicle). */
export const moduleSeeds: ModuleSeed[] = [...hrSeeds, ...salesSeeds, ...fleetSeeds, ...siteSeeds, ...serviceSeeds, ...accountSeeds, ...shellSeeds];
