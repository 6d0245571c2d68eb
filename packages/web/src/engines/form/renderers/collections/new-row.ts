import type { FormResponse } from '@ossature/contract';
import { type RowState, newRowKey } from '../../state/form-state';

/** A row not saved yet, from the template the server gives (SPEC §3 Collection `new`: defaults, computed values). */
export function newRow(description: FormResponse | null, collection: string, values: Record<string, unknown> = {}): RowState {
  const template = description?.collection[collection]?.new.values ?? {};
  return { key: newRowKey(), identifier: null, values: { ...template, ...values } };
}
