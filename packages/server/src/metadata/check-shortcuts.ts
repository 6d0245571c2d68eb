import type { ModuleDefinition } from './module-definition.js';
import { ModuleDefinitionError } from './normalize-layout.js';
import { SHORTCUT_SCOPES, SHORTCUT_TARGETS } from './shortcut-declaration.js';

const CHOICE_KINDS = new Set(['select', 'radio', 'button_group']);

export function checkShortcuts(module: ModuleDefinition): void {
  const declaration = module.shortcuts;
  if (!declaration) return;
  const kind = (name: string) => module.fields[name]?.kind;
  const values = (name: string) => (module.fields[name]?.options ?? []).map((option) => option.value);
  const choice = (name: string) => CHOICE_KINDS.has(kind(name) ?? 'content') && values(name).length > 0;
  const targets = values(declaration.target);
  const scopes = values(declaration.scope);
  if (
    module.store ||
    kind(declaration.title) !== 'string' ||
    kind(declaration.link) !== 'string' ||
    !choice(declaration.icon) ||
    !choice(declaration.target) ||
    !targets.every((target) => (SHORTCUT_TARGETS as readonly unknown[]).includes(target)) ||
    kind(declaration.order) !== 'number' ||
    !choice(declaration.scope) ||
    scopes.length !== 2 ||
    !Object.values(SHORTCUT_SCOPES).every((scope) => scopes.includes(scope))
  ) {
    throw new ModuleDefinitionError(
      module.name,
      'shortcuts need string title and link fields, choice fields for the icon, the target (_self, _blank) and the scope (organisation, personal), and a number order, in a table of their own',
    );
  }
}
