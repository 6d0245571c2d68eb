import type { ModuleDefinition } from '../../metadata/module-definition.js';
import { appListConfigurationModule, listConfigurationModule } from './list-configuration-module.js';

/** Saved list configurations, saved and deleted as generic forms (SPEC §7 'Other'). */
export const listConfigurationModules: ModuleDefinition[] = [listConfigurationModule, appListConfigurationModule];
