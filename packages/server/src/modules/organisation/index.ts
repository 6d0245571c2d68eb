import type { ModuleDefinition } from '../../metadata/module-definition.js';
import { organisationSettingsModule } from './organisation-settings-module.js';

/** What the administrators set for their whole organisation; its values are the demo organisations' (demo-users.ts). */
export const organisationModules: ModuleDefinition[] = [organisationSettingsModule];
