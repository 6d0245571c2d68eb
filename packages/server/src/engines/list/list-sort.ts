import type { RegisteredModule } from '../../metadata/registered-module.js';
import { isTextField } from '../../metadata/text-fields.js';
import type { ListRequest } from './list-request.js';
import type { RowSort } from './page-sql.js';

/** The order of a list's rows: the one asked for, else the list's own; a text column sorts by its key (page-sql.ts). */
export function listSort(module: RegisteredModule, request: Pick<ListRequest, 'sort'>): RowSort | null {
  const sort = request.sort ?? (module.list.sort ? { column: module.list.sort.field, direction: module.list.sort.direction } : null);
  if (!sort) return null;
  return { ...sort, text: isTextField(module, sort.column) };
}
