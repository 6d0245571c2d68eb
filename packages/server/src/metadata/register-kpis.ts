import type { FieldDefinition } from './field-definition.js';
import { kindOf } from './kinds/index.js';
import { type KpiCondition, type RegisteredKpi, isRelativeDay } from './kpi-declaration.js';
import type { ModuleDefinition } from './module-definition.js';
import { ModuleDefinitionError } from './normalize-layout.js';

const IDENTIFIER = /^[a-z][a-z0-9_]{0,62}$/;
const SUMMABLE_KINDS = new Set(['number', 'money', 'rating']);
/** Kinds whose stored values sort as their meaning does (numbers, and dates as yyyy-MM-dd text). */
const ORDERED_KINDS = new Set(['number', 'money', 'rating', 'date', 'datetime', 'date_monthly', 'year', 'time']);
const DAY_KINDS = new Set(['date', 'datetime']);
/** Far enough for any indicator; keeps the day arithmetic within dates. */
const MAX_DAYS = 3660;

function checkCondition(module: ModuleDefinition, condition: KpiCondition, fail: (problem: string) => never): void {
  const field: FieldDefinition | undefined = module.fields[condition.field];
  const kind = field && kindOf(field.kind);
  if (!field || !kind || kind.storage === null || kind.writeOnly) fail(`condition on "${condition.field}", not a stored field`);
  if (condition.op !== '=' && condition.op !== '!=' && condition.op !== 'in' && !ORDERED_KINDS.has(field.kind)) {
    fail(`"${condition.field}" cannot be compared with ${condition.op}`);
  }
  const { value } = condition;
  if (isRelativeDay(value)) {
    if (!DAY_KINDS.has(field.kind) || condition.op === 'in' || !Number.isInteger(value.today) || Math.abs(value.today) > MAX_DAYS) {
      fail(`"${condition.field}": a day relative to today needs a date field, a comparison and a whole number of days`);
    }
    return;
  }
  if ((condition.op === 'in') !== Array.isArray(value) || (Array.isArray(value) && value.length === 0)) fail(`"${condition.field}": 'in' takes a list of values, the other operators one value`);
  // Declared values are compared as they are stored: each must be one a save of the field keeps unchanged.
  for (const item of Array.isArray(value) ? value : [value]) {
    const parsed = kind.parse(item, field);
    if (!parsed.ok || parsed.value !== item) fail(`${JSON.stringify(item)} is not a stored value of "${condition.field}"`);
  }
}

/**
 * A module's KPIs, checked at start-up: only names of the module's own stored fields ever reach SQL, and a broken
 * declaration stops the server with a message naming the module.
 */
export function registerKpis(module: ModuleDefinition): RegisteredKpi[] {
  return (module.kpis ?? []).map((declaration) => {
    const fail = (problem: string): never => {
      throw new ModuleDefinitionError(module.name, `kpi "${declaration.name}": ${problem}`);
    };
    if (!IDENTIFIER.test(declaration.name)) fail('the name is not an identifier');
    if (module.store) fail('a module on a store of its own has no table to count');
    if (declaration.title.trim() === '') fail('the title is empty');
    const summed = declaration.aggregate === 'count' ? undefined : declaration.aggregate.sum;
    if (summed !== undefined) {
      const field = module.fields[summed];
      if (!field || !SUMMABLE_KINDS.has(field.kind)) fail(`sum of "${summed}", not a number or money field`);
    }
    const money = summed !== undefined && module.fields[summed]!.kind === 'money';
    if ((declaration.format === 'money') !== money) fail('the money format is that of a sum of a money field, and only it');
    for (const condition of declaration.where ?? []) checkCondition(module, condition, fail);
    if (declaration.link !== undefined && !new RegExp(`^/list/${module.name}(/[A-Za-z0-9+/=%_-]*)?$`).test(declaration.link)) {
      fail(`link "${declaration.link}" is not a path of the module's list`);
    }
    return { module: module.name, declaration };
  });
}
