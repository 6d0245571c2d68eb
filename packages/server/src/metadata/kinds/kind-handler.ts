import type { FieldDefinition } from '../field-definition.js';
import type { ListHook } from './list-hook.js';

export type Parsed = { ok: true; value: unknown } | { ok: false; error: string };

export const accept = (value: unknown): Parsed => ({ ok: true, value });
export const refuse = (error: string): Parsed => ({ ok: false, error });

/** SQL storage of a kind: one column of this type, or nothing (display-only and computed-only kinds). */
export type Storage = 'text' | 'integer' | 'bigint' | 'double' | null;

/**
 * Everything the engine needs to know about one field kind: how it is stored, how a submitted value is checked
 * and normalised, and how a value reads in the history. A kind is one entry of the registry in ./index.ts.
 */
export interface KindHandler {
  storage: Storage;
  /** A submitted value → the canonical value (null when empty), or a French error. */
  parse(raw: unknown, field: FieldDefinition): Parsed;
  /** Canonical value → column value. */
  toColumn(value: unknown): unknown;
  /** Column value → canonical (wire) value. */
  fromColumn(value: unknown): unknown;
  /** A short French text of a canonical value, for the history; relation kinds are labelled by the engine. */
  describe(value: unknown, field: FieldDefinition): string | null;
  /** Values point at records of `field.relation.module` that must exist in the tenant. */
  references?(value: unknown): number[];
  /** Never sent back to the screen (passwords); an empty submission keeps the stored value. */
  writeOnly?: boolean;
  /** How lists filter, sort, group and total a field of this kind; absent, the kind is never a list column. */
  list?: ListHook;
}

export const identity = (value: unknown) => value;

export const isEmptyValue = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Defaults shared by most kinds: stored as is, described as text. */
export function kind(overrides: Partial<KindHandler> & Pick<KindHandler, 'storage' | 'parse'>): KindHandler {
  return {
    toColumn: identity,
    fromColumn: identity,
    describe: (value) => (isEmptyValue(value) ? null : String(value)),
    ...overrides,
  };
}
