import type { ModuleDefinition } from './module-definition.js';
import { ModuleDefinitionError } from './normalize-layout.js';

/** Kinds holding one value among static options: what an incident's status and severity may be. */
const SINGLE_CHOICE_KINDS = new Set(['select', 'radio', 'button_group', 'vertical_tabs']);
const DATE_KINDS = new Set(['date', 'datetime']);

const staticChoice = (module: ModuleDefinition, name: string) => {
  const field = module.fields[name];
  return field && SINGLE_CHOICE_KINDS.has(field.kind) && !field.optionsFrom && field.options?.length ? field.options.map((option) => String(option.value)) : null;
};

/** The incidents' declaration names fields of the right kinds, in a table of its own (the side tool reads it in SQL). */
export function checkIncidents(module: ModuleDefinition): void {
  const declaration = module.incidents;
  if (!declaration) return;
  const fail = (problem: string): never => {
    throw new ModuleDefinitionError(module.name, `incidents: ${problem}`);
  };
  if (module.store) fail('a module on a store of its own cannot hold incidents');
  if (module.fields[declaration.title]?.kind !== 'string') fail(`"${declaration.title}" must be a string field`);
  const statuses = staticChoice(module, declaration.status) ?? fail(`"${declaration.status}" must be a single-choice field with static options`);
  const stray = declaration.open.find((value) => !statuses.includes(value));
  if (stray !== undefined) fail(`open status "${stray}" is not an option of "${declaration.status}"`);
  if (declaration.open.length === 0 || statuses.every((value) => declaration.open.includes(value))) {
    fail(`some options of "${declaration.status}" must leave an incident open, and some resolve it`);
  }
  if (declaration.severity !== undefined && !staticChoice(module, declaration.severity)) {
    fail(`"${declaration.severity}" must be a single-choice field with static options`);
  }
  if (declaration.reportedAt !== undefined && !DATE_KINDS.has(module.fields[declaration.reportedAt]?.kind ?? '')) {
    fail(`"${declaration.reportedAt}" must be a date or datetime field`);
  }
}
