import type { ModuleDefinition } from './module-definition.js';
import { ModuleDefinitionError } from './normalize-layout.js';

/** Who sees a shortcut: everyone of the organisation, or the user who created it only. */
export const SHORTCUT_SCOPES = { organisation: 'organisation', personal: 'personal' } as const;

/** Where a shortcut opens (SPEC §3 extra_configuration.target). */
export const SHORTCUT_TARGETS = ['_self', '_blank'] as const;

/**
 * Its records are the shortcuts of the top bar's popover (SPEC §3 Shortcut): string fields for the title and the link,
 * choice fields for the icon, the target (options among '_self' and '_blank') and the scope (options 'organisation'
 * and 'personal': a personal shortcut is its creator's), a number field for the order.
 */
export interface ShortcutsDeclaration {
  title: string;
  link: string;
  icon: string;
  target: string;
  order: string;
  scope: string;
}

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
