import type { ModuleSeed } from '../../demo/seed-context.js';
import type { ModuleDefinition } from '../../metadata/module-definition.js';
import { userProfileModule } from './user-profile-module.js';
import { userSettingsModule } from './user-settings-module.js';

/** The user's own forms: profile (with the super admins' client switch) and preferences. */
export const accountModules: ModuleDefinition[] = [userProfileModule, userSettingsModule];

/** They read the users' own rows: no demo data of their own. */
export const accountSeeds: ModuleSeed[] = [];
