import { type FieldError, formatMessage, messages } from '@ossature/contract';

/** The subset of an Ajv error this module reads. */
export interface SchemaViolation {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const text = messages.http;

const typeMessages: Record<string, string> = {
  string: text.fieldNotString,
  number: text.fieldNotNumber,
  integer: text.fieldNotInteger,
  boolean: text.fieldNotBoolean,
  object: text.fieldNotObject,
  array: text.fieldNotArray,
};

/** `/data/side_navigation_displayed` → `data.side_navigation_displayed`. */
function dottedPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

const join = (base: string, child: unknown) => (base ? `${base}.${String(child)}` : String(child));

/** Translates a schema violation into a French per-field error, keyed by the dotted path of the field. */
export function describeViolation(violation: SchemaViolation, prefix = ''): FieldError {
  const base = join(prefix, dottedPath(violation.instancePath)).replace(/^\./, '').replace(/\.$/, '');
  const { params } = violation;
  switch (violation.keyword) {
    case 'required':
      return { path: join(base, params.missingProperty), text: text.fieldRequired };
    case 'additionalProperties':
      return { path: join(base, params.additionalProperty), text: text.fieldUnknown };
    case 'maxLength':
      return { path: base, text: formatMessage(text.fieldTooLong, { max: Number(params.limit) }) };
    case 'minLength':
      return Number(params.limit) === 1
        ? { path: base, text: text.fieldRequired }
        : { path: base, text: formatMessage(text.fieldTooShort, { min: Number(params.limit) }) };
    case 'type':
      return { path: base, text: typeMessages[String(params.type)] ?? text.fieldInvalid };
    case 'pattern':
    case 'format':
      return { path: base, text: text.fieldPattern };
    case 'enum':
    case 'const':
      return { path: base, text: text.fieldEnum };
    default:
      return { path: base, text: text.fieldInvalid };
  }
}

/** One message per field: Ajv reports every branch of a union, the first one says enough. */
export function describeViolations(violations: SchemaViolation[], prefix = ''): FieldError[] {
  const byPath = new Map<string, FieldError>();
  for (const violation of violations) {
    const error = describeViolation(violation, prefix);
    if (!byPath.has(error.path ?? '')) byPath.set(error.path ?? '', error);
  }
  return [...byPath.values()];
}
