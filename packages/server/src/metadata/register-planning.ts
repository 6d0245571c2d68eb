import type { FieldDefinition } from './field-definition.js';
import type { ModuleDefinition } from './module-definition.js';
import { ModuleDefinitionError } from './normalize-layout.js';
import type { PlanningDeclaration } from './planning-declaration.js';

/** A planning checked against its module: its dates are date or datetime fields, its other names fields of the right kind. */
export interface RegisteredPlanning {
  name: string;
  module: string;
  declaration: PlanningDeclaration;
  /** Datetime events have hours; date events are whole days. */
  timed: boolean;
}

const IDENTIFIER = /^[a-z][a-z0-9_]{0,62}$/;
const CHOICE_KINDS = new Set(['select', 'radio', 'button_group']);
/** The field names a `{field}` template names, in order. */
export const placeholders = (template: string | undefined) => [...(template ?? '').matchAll(/\{([a-z][a-z0-9_]*)\}/g)].map((match) => match[1]!);

export function registerPlanning(module: ModuleDefinition, declaration: PlanningDeclaration): RegisteredPlanning {
  const fail = (problem: string): never => {
    throw new ModuleDefinitionError(module.name, `planning "${declaration.name}": ${problem}`);
  };
  const field = (name: string, what: string): FieldDefinition => module.fields[name] ?? fail(`${what} "${name}" is not a field`);
  if (!IDENTIFIER.test(declaration.name)) fail('the name is not an identifier');
  // /api-internal/planning/resource/… are the export files' paths.
  if (declaration.name === 'resource') fail('"resource" names the export paths');
  const start = field(declaration.start, 'start');
  if (start.kind !== 'date' && start.kind !== 'datetime') fail('start must be a date or datetime field');
  if (declaration.end && field(declaration.end, 'end').kind !== start.kind) fail('end must be of the same kind as start');
  for (const name of [...placeholders(declaration.title), ...placeholders(declaration.subtitle)]) field(name, 'placeholder');
  if (declaration.content) field(declaration.content, 'content');
  if (declaration.color && !field(declaration.color, 'color').options?.some((option) => option.color)) fail('color must be a choice field with coloured options');
  if (field(declaration.item, 'item').kind !== 'select_async') fail('item must be a relation to one record');
  if (declaration.people && field(declaration.people.field, 'people').kind !== 'select_async') fail('people must be a relation to one record');
  if (declaration.hide) {
    const options = field(declaration.hide.field, 'hide').options ?? [];
    if (declaration.hide.values.length === 0 || !declaration.hide.values.every((value) => options.some((option) => option.value === value))) {
      fail('hide needs one value or more, each an option of its field');
    }
  }
  // Timed events are laid on the hours, never folded: the option would promise what no view does.
  if (declaration.skipGrouping && start.kind === 'datetime') fail('skipGrouping concerns full-day events: start must be a date field');
  if (declaration.halfDay && field(declaration.halfDay, 'halfDay').kind !== 'boolean') fail('halfDay must be a boolean field');
  for (const name of declaration.filters ?? []) {
    if (!CHOICE_KINDS.has(field(name, 'filter').kind)) fail(`filter "${name}" must be a choice field with static options`);
  }
  return { name: declaration.name, module: module.name, declaration, timed: start.kind === 'datetime' };
}

/** A module holding closing days names date fields for their span, and a label and reason of the right kinds. */
export function checkClosingDays(module: ModuleDefinition): void {
  const declaration = module.closingDays;
  if (!declaration) return;
  const kinds = [module.fields[declaration.start]?.kind, module.fields[declaration.end]?.kind, module.fields[declaration.label]?.kind];
  const reason = declaration.reason === undefined ? 'select' : module.fields[declaration.reason]?.kind;
  if (kinds[0] !== 'date' || kinds[1] !== 'date' || kinds[2] !== 'string' || !reason || !CHOICE_KINDS.has(reason)) {
    throw new ModuleDefinitionError(module.name, 'closingDays need date fields for start and end, a string label and a choice reason');
  }
}
