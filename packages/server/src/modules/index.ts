import type { ModuleDefinition } from '../metadata/module-definition.js';
import { accountModules } from './account/index.js';
import { documentModules } from './document/index.js';
import { fleetModules } from './fleet/index.js';
import { hrModules } from './hr/index.js';
import { listConfigurationModules } from './list-configuration/index.js';
import { organisationModules } from './organisation/index.js';
import { salesModules } from './sales/index.js';
import { serviceModules } from './services/index.js';
import { shellModules } from './shell/index.js';
import { siteModules } from './site/index.js';

/** Every module of the application, by menu group. */
export const applicationModules: ModuleDefinition[] = [...hrModules, ...salesModules, ...fleetModules, ...siteModules, ...serviceModules, ...documentModules, ...accountModules, ...organisationModules, ...listConfigurationModules, ...shellModules];
