import { MAX_RECORD_ID } from '@ossature/contract';
import type { Storage } from './kind-handler.js';
import { hasInvalidCharacters } from './text-kinds.js';

/**
 * Whether a value can be compared with a column of this storage on both databases. SQLite compares anything with
 * anything, while PostgreSQL fails on a value its column's type cannot hold (1.5 or 2^31 against an `integer`, text
 * against a number, a null character in text): a list's filters and groups check with this before binding the value,
 * so that the same request finds nothing, or is refused in French, on both.
 */
export function fitsStorage(storage: Storage, value: unknown): boolean {
  switch (storage) {
    case 'integer':
      // Integer columns hold ids, ratings and flags: PostgreSQL's `integer`, the same bound as an id's.
      return Number.isInteger(value) && Math.abs(value as number) <= MAX_RECORD_ID;
    case 'bigint':
      return Number.isSafeInteger(value);
    case 'double':
      return typeof value === 'number' && Number.isFinite(value);
    case 'text':
      return typeof value === 'string' && !hasInvalidCharacters(value);
    default:
      return false;
  }
}
