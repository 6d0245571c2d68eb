import type { DisplayCondition } from '../schemas/form-property.js';
import { schemaCheck } from './schema-check.js';

/** A condition's scope: one property of the values it is evaluated on. */
const SCOPE = /^#\/properties\/([a-z][a-z0-9_]*)$/;

/**
 * Evaluates a JSON Forms rule condition against the values: the control shows when the value at `scope`
 * (`#/properties/name`) validates against `schema`. Any evaluation failure counts as false (SPEC §5).
 */
export function conditionHolds(condition: DisplayCondition | undefined, values: Record<string, unknown>): boolean {
  if (!condition) return true;
  try {
    if ('type' in condition) {
      const results = condition.conditions.map((inner) => conditionHolds(inner, values));
      return condition.type === 'AND' ? results.every(Boolean) : results.some(Boolean);
    }
    const name = SCOPE.exec(condition.scope)?.[1];
    if (!name) return false;
    return schemaCheck(condition.schema)(values[name] ?? null);
  } catch {
    return false;
  }
}
