import type { ModuleDefinition } from '../../metadata/module-definition.js';
import { documentModule } from './document-module.js';

/** Documents: the organisation's library, which records have attached. No demo seed: documents come from uploads. */
export const documentModules: ModuleDefinition[] = [documentModule];
