import type { ModuleSeed } from '../../demo/seed-context.js';
import type { ModuleDefinition } from '../../metadata/module-definition.js';
import { customerModule } from './customer/customer-module.js';
import { customerSeed } from './customer/customer-seed.js';

/** Sales: customers, product catalogue and categories, quotes, invoices. */
export const salesModules: ModuleDefinition[] = [customerModule];

/** Their demo data, dependencies first. */
export const salesSeeds: ModuleSeed[] = [customerSeed];
