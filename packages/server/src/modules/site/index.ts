import type { ModuleSeed } from '../../demo/seed-context.js';
import type { ModuleDefinition } from '../../metadata/module-definition.js';

/** Website: CMS pages. */
export const siteModules: ModuleDefinition[] = [];

/** Their demo data, dependencies first. */
export const siteSeeds: ModuleSeed[] = [];
