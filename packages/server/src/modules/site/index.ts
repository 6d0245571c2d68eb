import type { ModuleSeed } from '../../demo/seed-context.js';
import type { ModuleDefinition } from '../../metadata/module-definition.js';
import { cmsPageModule } from './cms-page/cms-page-module.js';
import { cmsPageSeed } from './cms-page/cms-page-seed.js';

/** Website: CMS pages. */
export const siteModules: ModuleDefinition[] = [cmsPageModule];

/** Their demo data, dependencies first. */
export const siteSeeds: ModuleSeed[] = [cmsPageSeed];
