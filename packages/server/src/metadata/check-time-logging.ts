import { ModuleDefinitionError } from './normalize-layout.js';
import type { RegisteredModule } from './registered-module.js';

/** Activity ids and choice values travel in requests and sit in varchar(64) columns. */
const NAME = /^[a-z][a-z0-9_]{0,63}$/;
const USER_KINDS = new Set(['select', 'string', 'number']);

/**
 * Every name of the declaration is a field of the right kind, every activity writes a project the lines accept. A
 * module whose records a validation may lock cannot declare it: a time log stops whenever the user says, and must not
 * fail on a record nobody may change.
 */
export function checkTimeLogging(module: RegisteredModule, moduleNamed: (name: string) => RegisteredModule | undefined): void {
  const declaration = module.definition.timeLogging;
  if (!declaration) return;
  const fail = (problem: string): never => {
    throw new ModuleDefinitionError(module.name, `timeLogging: ${problem}`);
  };
  if (module.definition.store || module.definition.validation) fail('needs a table of its own and no validation');
  const employees = moduleNamed(declaration.employees.module) ?? fail(`unknown employees module "${declaration.employees.module}"`);
  if (employees.definition.store || !USER_KINDS.has(employees.fieldByName.get(declaration.employees.user)?.kind ?? 'content')) {
    fail(`"${declaration.employees.module}.${declaration.employees.user}" must be a select, string or number field naming a user account`);
  }
  const kind = (name: string) => module.fieldByName.get(name)?.kind;
  if (module.fieldByName.get(declaration.employee)?.relation?.module !== employees.name || kind(declaration.employee) !== 'select_async') {
    fail(`"${declaration.employee}" must be a select_async field relating to "${employees.name}"`);
  }
  if (kind(declaration.month) !== 'date_monthly') fail(`"${declaration.month}" must be a date_monthly field`);
  if (declaration.validated !== undefined && kind(declaration.validated) !== 'boolean') fail(`"${declaration.validated}" must be a boolean field`);
  const { lines } = declaration;
  const collection = module.collections.find((candidate) => candidate.name === lines.collection);
  if (collection?.kind !== 'inline') fail(`"${lines.collection}" must be an inline collection`);
  const row = collection?.kind === 'inline' ? collection.definition.fields : {};
  if (row[lines.day]?.kind !== 'date' || row[lines.start]?.kind !== 'time' || row[lines.end]?.kind !== 'time') {
    fail(`lines need a date day and time start and end fields`);
  }
  const projects = row[lines.project]?.kind === 'select' ? (row[lines.project]!.options ?? []).map((option) => String(option.value)) : [];
  if (projects.length === 0) fail(`"${lines.project}" must be a select field of the lines with static options`);
  if (declaration.activities.length === 0) fail('declares no activity');
  const ids = new Set<string>();
  for (const activity of declaration.activities) {
    if (!NAME.test(activity.id) || ids.has(activity.id)) fail(`activity id "${activity.id}" is not a free identifier`);
    ids.add(activity.id);
    const values = activity.choices?.map((choice) => String(choice.value));
    if ((activity.project === undefined) === (values === undefined)) fail(`activity "${activity.id}" needs a project or choices, not both`);
    if (values && (values.length === 0 || !activity.choiceTitle || new Set(values).size !== values.length)) {
      fail(`activity "${activity.id}" needs a choice title and distinct choices`);
    }
    const stray = [...(values ?? []), ...(activity.project === undefined ? [] : [activity.project])].find((value) => !projects.includes(value) || !NAME.test(value));
    if (stray !== undefined) fail(`activity "${activity.id}": "${stray}" is not a project of the lines`);
  }
}
