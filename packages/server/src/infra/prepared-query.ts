import { CompiledQuery, type Kysely } from 'kysely';
import type { DialectName } from './database.js';

/** Marks where a named argument stands in a query built once; no real value starts with a NUL character. */
const ARGUMENT = '\u0000argument:';

/** A named argument of a prepared query: stands, in the query built once, for the value each run gives. */
export const argument = <T>(name: string): T => `${ARGUMENT}${name}` as T;

type Slot = { argument: string } | { value: unknown };

/**
 * A query that runs on every request (the bearer-token check, a record's read) built once per dialect instead of
 * at every call: Kysely builds, freezes and compiles a query's whole tree each time, which costs more than SQLite
 * running it. `build` places `argument(name)` where the call's values go; each run sends the compiled SQL with the
 * values of its arguments. Only for queries whose shape never depends on the values (no `in` lists).
 */
export function preparedQuery<DB, Args extends Record<string, unknown>, Row>(build: (db: Kysely<DB>, dialect: DialectName) => { compile(): CompiledQuery<Row> }) {
  const compiled = new Map<DialectName, { sql: string; slots: Slot[] }>();
  return async (db: Kysely<DB>, dialect: DialectName, args: Args): Promise<Row[]> => {
    let query = compiled.get(dialect);
    if (!query) {
      const built = build(db, dialect).compile();
      const slots = built.parameters.map((value): Slot => (typeof value === 'string' && value.startsWith(ARGUMENT) ? { argument: value.slice(ARGUMENT.length) } : { value }));
      query = { sql: built.sql, slots };
      compiled.set(dialect, query);
    }
    const parameters = query.slots.map((slot) => {
      if ('value' in slot) return slot.value;
      if (!(slot.argument in args)) throw new Error(`prepared query: argument ${slot.argument} not given`);
      return args[slot.argument];
    });
    const result = await db.executeQuery(CompiledQuery.raw(query.sql, parameters));
    return result.rows as Row[];
  };
}

/**
 * Prepared queries of one shape over tables known at run time (a module's table, a collection's): built for a table
 * the first time it is queried. Table names come from the module registry, never from a request.
 */
export function preparedPerTable<DB, Row>(build: (db: Kysely<DB>, table: string) => { compile(): CompiledQuery<Row> }) {
  const queries = new Map<string, ReturnType<typeof preparedQuery<DB, Record<string, unknown>, Row>>>();
  return (table: string) => {
    let query = queries.get(table);
    if (!query) queries.set(table, (query = preparedQuery((db: Kysely<DB>) => build(db, table))));
    return query;
  };
}
