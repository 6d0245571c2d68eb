import { type Schema, Validator, format } from '@cfworker/json-schema';
import draft07 from 'ajv/dist/refs/json-schema-draft-07.json' with { type: 'json' };

/**
 * Schemas are interpreted, never compiled to code: the web app's Content-Security-Policy forbids eval, which Ajv's
 * compilation needs. The same checks run on the server, so both sides always agree.
 */
const DRAFT = '7';
/** Made when a first schema is checked, not when the module loads: every page's start-up imports this module. */
let metaSchema: Validator | null = null;

/** The e-mail rule the forms have always applied (a dotted domain: 'jean@localhost' is refused). */
const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
format.email = (input) => EMAIL.test(input);

const checks = new WeakMap<object, Validator>();

/**
 * A (cached) check of one value against a field's JSON schema, e.g. `{ format: 'email' }`. A schema that is not a
 * valid draft-07 schema throws, as compiling it would.
 */
export function schemaCheck(schema: Record<string, unknown>): (value: unknown) => boolean {
  let validator = checks.get(schema);
  if (!validator) {
    metaSchema ??= new Validator(draft07 as Schema, DRAFT);
    if (!metaSchema.validate(schema).valid) throw new Error(`invalid JSON schema: ${JSON.stringify(schema).slice(0, 200)}`);
    validator = new Validator(schema as Schema, DRAFT);
    checks.set(schema, validator);
  }
  const check = validator;
  return (value) => check.validate(value).valid;
}
