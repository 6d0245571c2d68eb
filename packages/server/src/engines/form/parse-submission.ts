import { type FieldError, messages } from '@ossature/contract';
import type { FieldDefinition } from '../../metadata/field-definition.js';
import { kindOf } from '../../metadata/kinds/index.js';
import type { NamedField } from '../../metadata/registered-module.js';

export interface ParsedValues {
  values: Record<string, unknown>;
  errors: FieldError[];
}

/** Fields a request may write: stored, not computed, not read-only, and writable by the caller. */
export function isWritable(field: FieldDefinition, roles: ReadonlySet<string>): boolean {
  if (kindOf(field.kind).storage === null || field.compute || field.readOnly) return false;
  return !field.writableBy || field.writableBy.some((role) => roles.has(role));
}

/**
 * Parses submitted values field by field: unknown names are errors, writable fields are checked and normalised by
 * their kind, and values of other fields are ignored — a forged request cannot write a read-only or computed field.
 * Paths are prefixed (e.g. `lines.2.quantity`) so errors attach to the right control.
 */
export function parseValues(
  fields: NamedField[],
  submitted: Record<string, unknown>,
  roles: ReadonlySet<string>,
  prefix = '',
): ParsedValues {
  const known = new Set(fields.map(({ name }) => name));
  const errors: FieldError[] = Object.keys(submitted)
    .filter((name) => !known.has(name))
    .map((name) => ({ path: `${prefix}${name}`, text: messages.form.unknownField }));
  const values: Record<string, unknown> = {};
  for (const { name, field } of fields) {
    if (!(name in submitted) || !isWritable(field, roles)) continue;
    const parsed = kindOf(field.kind).parse(submitted[name], field);
    if (parsed.ok) values[name] = parsed.value;
    else errors.push({ path: `${prefix}${name}`, text: parsed.error });
  }
  return { values, errors };
}
