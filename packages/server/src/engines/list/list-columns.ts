import { messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import { kindOf } from '../../metadata/kinds/index.js';
import { fitsStorage } from '../../metadata/kinds/storage-fit.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import { hasRight } from '../../metadata/roles.js';
import { type Caller, type RecordDeps, resolveModule } from '../../records/record-access.js';
import { type FilterableColumn, isArray } from './filter-sql.js';
import type { RequestableColumns } from './list-request.js';
import { perList } from './per-list.js';

/** The list's columns as filters use them: SQL names from the definition, types and value conversions of the kinds. */
export const filterableColumns = perList(
  (columns): ReadonlyMap<string, FilterableColumn> =>
    new Map(
      columns.map((column) => {
        const storage = kindOf(column.field.kind).storage;
        const holds = (value: unknown) => fitsStorage(storage, value);
        // An array column (JSON text) is searched for one element: the element's own conversion is the check.
        const toStored = (value: string) => {
          const stored = column.hook.toStored(value);
          return stored === undefined || (!isArray(column.hook.type) && !holds(stored)) ? undefined : stored;
        };
        return [column.name, { column: column.name, type: column.hook.type, toStored, holds }];
      }),
    ),
);

/** What a request may name, by use: the only column names that ever reach SQL. */
export const requestableColumns = perList(
  (columns): RequestableColumns => ({
    all: new Set(columns.map((column) => column.name)),
    sortable: new Set(columns.filter((column) => column.hook.sortable).map((column) => column.name)),
    groupable: new Set(columns.filter((column) => column.hook.groupable).map((column) => column.name)),
    operators: new Map(columns.map((column) => [column.name, new Set<string>(column.hook.operators)])),
  }),
);

/** A list the caller may read but whose records they may neither create nor change (SPEC §6 read_only). */
export const isReadOnlyList = (module: RegisteredModule, caller: Caller): boolean =>
  !hasRight(module.rights.create, caller.roles) && !hasRight(module.rights.update, caller.roles);

/**
 * The module behind a list name, if the caller may read it. Lists read module tables: a module kept in a store of its
 * own (the user's profile and preferences) has no list, and answers like an unknown one.
 */
export function resolveList(deps: RecordDeps, caller: Caller, domain: string): RegisteredModule {
  const module = resolveModule(deps, caller, domain, 'read', messages.list.listNotFound);
  if (module.definition.store) throw new HttpError(404, messages.list.listNotFound);
  return module;
}
