import type { ModuleSeed } from '../../demo/seed-context.js';
import type { ModuleDefinition } from '../../metadata/module-definition.js';
import { maintenanceModule } from './maintenance/maintenance-module.js';
import { maintenanceSeed } from './maintenance/maintenance-seed.js';
import { vehicleModule } from './vehicle/vehicle-module.js';
import { vehicleSeed } from './vehicle/vehicle-seed.js';

/** Fleet: vehicles and their maintenance. */
export const fleetModules: ModuleDefinition[] = [vehicleModule, maintenanceModule];

/** Their demo data, dependencies first. */
export const fleetSeeds: ModuleSeed[] = [vehicleSeed, maintenanceSeed];
