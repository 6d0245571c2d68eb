import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

const ajv = addFormats.default(new Ajv({ allErrors: false, strict: false }));
const compiled = new WeakMap<object, ValidateFunction>();

/** A compiled (and cached) check of one value against a field's JSON schema, e.g. `{ format: 'email' }`. */
export function schemaCheck(schema: Record<string, unknown>): (value: unknown) => boolean {
  const validate = compiled.get(schema) ?? ajv.compile(schema);
  compiled.set(schema, validate);
  return (value) => validate(value) === true;
}
