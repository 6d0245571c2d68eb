import type { ModuleSeed } from '../../demo/seed-context.js';
import type { ModuleDefinition } from '../../metadata/module-definition.js';
import { shortcutModule } from './shortcut-module.js';
import { shortcutSeed } from './shortcut-seed.js';

/** What the shell shows beside the modules: the top bar's shortcuts. */
export const shellModules: ModuleDefinition[] = [shortcutModule];

export const shellSeeds: ModuleSeed[] = [shortcutSeed];
