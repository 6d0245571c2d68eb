import {
  formatMessage,
  isHexColor,
  isValidPhone,
  isValidSocialSecurityNumber,
  messages,
  normalizePhone,
  normalizeSocialSecurityNumber,
  prefixLink,
  schemaCheck,
} from '@ossature/contract';
import type { FieldDefinition } from '../field-definition.js';
import { type KindHandler, type Parsed, accept, kind, refuse } from './kind-handler.js';
import { listHooks } from './list-hook.js';


const text = messages.form;

function applyTransform(value: string, transform: FieldDefinition['transform']): string {
  if (transform === 'uppercase') return value.toLocaleUpperCase('fr-FR');
  if (transform === 'uppercase_first') return value.charAt(0).toLocaleUpperCase('fr-FR') + value.slice(1);
  return value;
}

/**
 * A null character or half of a surrogate pair is no text a person typed: PostgreSQL refuses the first, and both
 * databases would store the second as a replacement character. Refused the same way on both.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const hasInvalidCharacters = (raw: string) => raw.includes('\u0000') || LONE_SURROGATE.test(raw);

/** A string within max_length, transformed, checked against the field's schema; '' and blanks are empty. */
export function parseText(raw: unknown, field: FieldDefinition, then?: (value: string) => Parsed): Parsed {
  if (raw === null || raw === undefined) return accept(null);
  if (typeof raw !== 'string') return refuse(text.notText);
  if (hasInvalidCharacters(raw)) return refuse(text.invalidCharacters);
  const value = applyTransform(raw.trim(), field.transform);
  if (value === '') return accept(null);
  if (field.maxLength !== undefined && value.length > field.maxLength) {
    return refuse(formatMessage(text.tooLong, { max: field.maxLength }));
  }
  if (field.validationSchema && !schemaCheck(field.validationSchema.schema)(value)) return refuse(field.validationSchema.message);
  return then ? then(value) : accept(value);
}

const textKind = (then?: (value: string) => Parsed): KindHandler =>
  kind({ storage: 'text', parse: (raw, field) => parseText(raw, field, then), list: listHooks.text() });

/** Icon names are Material icon identifiers in English (SPEC §2 icon picker returns the English name). */
const ICON_NAME = /^[a-z0-9_]{1,100}$/;
/** A drawn signature is a PNG data URL (SPEC §9). */
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;

export const textKinds = {
  string: textKind(),
  textarea: textKind(),
  memo: textKind(),
  address: textKind(),
  hidden: textKind(),
  link: textKind((value) => {
    const prefixed = prefixLink(value);
    return /^(https?|ftp|ssh):\/\/[^\s]+$/i.test(prefixed) ? accept(prefixed) : refuse(text.invalidLink);
  }),
  color: textKind((value) => (isHexColor(value) ? accept(value.toLowerCase()) : refuse(text.invalidColor))),
  icon_picker: textKind((value) => (ICON_NAME.test(value) ? accept(value) : refuse(text.invalidValue))),
  icon: textKind((value) => (ICON_NAME.test(value) ? accept(value) : refuse(text.invalidValue))),
  phone: textKind((value) => (isValidPhone(value) ? accept(normalizePhone(value)) : refuse(text.invalidPhone))),
  social_security_number: kind({
    storage: 'text',
    list: listHooks.text(),
    parse: (raw, field) =>
      parseText(typeof raw === 'string' ? normalizeSocialSecurityNumber(raw) : raw, field, (value) =>
        isValidSocialSecurityNumber(value) ? accept(value) : refuse(text.invalidSocialSecurityNumber),
      ),
  }),
  signature: kind({
    storage: 'text',
    parse: (raw, field) => parseText(raw, field, (value) => (PNG_DATA_URL.test(value) ? accept(value) : refuse(text.invalidSignature))),
    describe: (value) => (value ? 'Signature' : null),
  }),
} satisfies Record<string, KindHandler>;
