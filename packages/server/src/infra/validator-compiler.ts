import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const shared: Options = { allErrors: true, removeAdditional: false, useDefaults: true, strict: false };

/** Query strings and path params are text on the wire: their numbers and booleans need coercing. */
const coercing = addFormats.default(new Ajv({ ...shared, coerceTypes: 'array' }));
/** A JSON body already has types; coercing it would turn `true` into "true" in a text field, silently. */
const exact = addFormats.default(new Ajv({ ...shared, coerceTypes: false }));

/**
 * Request validation: every error reported (not just the first), unknown properties reported rather than dropped,
 * and no type coercion of JSON bodies.
 */
export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? exact : coercing).compile(schema);
