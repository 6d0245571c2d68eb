import { decimalsOf, formatMessage, formatMoney, fromCents, messages, toCents } from '@ossature/contract';
import type { FieldDefinition } from '../field-definition.js';
import { type KindHandler, type Parsed, accept, kind, refuse } from './kind-handler.js';
import { listHooks } from './list-hook.js';

const text = messages.form;

/** A JSON number (or a numeric string with a dot or a French comma) within the field's decimals and bounds. */
export function parseNumber(raw: unknown, field: FieldDefinition): Parsed {
  if (raw === null || raw === undefined || raw === '') return accept(null);
  const value = typeof raw === 'string' && /^\s*-?\d+([.,]\d+)?\s*$/.test(raw) ? Number(raw.replace(',', '.')) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value)) return refuse(text.notNumber);
  const decimals = field.decimals ?? 0;
  if (decimals === 0 && !Number.isInteger(value)) return refuse(text.notInteger);
  if (decimalsOf(value) > decimals) return refuse(formatMessage(text.tooManyDecimals, { decimals }));
  if (field.min !== undefined && value < field.min) return refuse(formatMessage(text.tooSmall, { min: field.min }));
  if (field.max !== undefined && value > field.max) return refuse(formatMessage(text.tooLarge, { max: field.max }));
  // Beyond 2^53 integers lose precision in JSON: refuse rather than store a different number.
  if (Math.abs(value) > Number.MAX_SAFE_INTEGER / 100) return refuse(formatMessage(text.tooLarge, { max: Number.MAX_SAFE_INTEGER / 100 }));
  return accept(value);
}

export const numberKinds = {
  number: kind({
    storage: 'double',
    list: listHooks.number(),
    parse: parseNumber,
    fromColumn: (value) => (value === null || value === undefined ? null : Number(value)),
    describe: (value) => (value === null || value === undefined ? null : new Intl.NumberFormat('fr-FR').format(Number(value))),
  }),
  /** Euros on the wire, integer cents in the database: no float drift in sums. */
  money: kind({
    storage: 'bigint',
    list: listHooks.money(),
    parse: parseNumber,
    toColumn: (value) => (value === null ? null : toCents(Number(value))),
    fromColumn: (value) => (value === null || value === undefined ? null : fromCents(Number(value))),
    describe: (value) => (value === null || value === undefined ? null : formatMoney(Number(value))),
  }),
  rating: kind({
    storage: 'integer',
    list: listHooks.number(),
    parse: (raw, field) => parseNumber(raw, { ...field, decimals: 0 }),
    fromColumn: (value) => (value === null || value === undefined ? null : Number(value)),
    describe: (value, field) => (value === null || value === undefined ? null : `${String(value)}/${field.max ?? 5}`),
  }),
} satisfies Record<string, KindHandler>;
