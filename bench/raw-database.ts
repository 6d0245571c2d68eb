import { foldForSearch } from '@ossature/contract';
import type { BenchServer } from './bench-server.js';

/** The bench's own connection to the server's database, for seeding and for the direct queries it compares with. */
export interface RawDatabase {
  dialect: 'sqlite' | 'postgres';
  /** SQL with `?` placeholders, run as a prepared statement. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  run(text: string, params?: unknown[]): Promise<void>;
  close(): Promise<void>;
}

const numbered = (text: string) => {
  let index = 0;
  return text.replace(/\?/g, () => `$${++index}`);
};

export async function openRawDatabase(server: Pick<BenchServer, 'sqliteFile' | 'postgres'>): Promise<RawDatabase> {
  if (server.postgres) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: server.postgres.url, options: `-c search_path=${server.postgres.schema}` });
    await client.connect();
    return {
      dialect: 'postgres',
      query: async <T>(text: string, params: unknown[] = []) => (await client.query({ text: numbered(text), values: params })).rows as T[],
      run: async (text, params = []) => void (await client.query({ text: numbered(text), values: params })),
      close: () => client.end(),
    };
  }
  const { default: Sqlite } = await import('better-sqlite3');
  const db = new Sqlite(server.sqliteFile!);
  db.pragma('busy_timeout = 10000');
  // The same folding the server registers on its connection (accents and case left out of searches).
  db.function('fold', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? foldForSearch(value) : value));
  const statements = new Map<string, ReturnType<typeof db.prepare>>();
  const prepared = (text: string) => statements.get(text) ?? statements.set(text, db.prepare(text)).get(text)!;
  return {
    dialect: 'sqlite',
    query: async <T>(text: string, params: unknown[] = []) => prepared(text).all(...params) as T[],
    run: async (text, params = []) => void prepared(text).run(...params),
    close: async () => {
      db.close();
    },
  };
}

/**
 * Rows numbered 1 to `count`, made by the database itself (a recursive CTE on SQLite, generate_series on PostgreSQL),
 * to seed many rows with one INSERT … SELECT: `ctes` go in the statement's WITH clause (see `withClause`), `from`
 * names the rows `n(i)`.
 */
export function numberedRows(raw: RawDatabase, count: number): { ctes: string[]; from: string } {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`not a row count: ${count}`);
  return raw.dialect === 'sqlite'
    ? { ctes: [`n(i) as (select 1 union all select i + 1 from n where i < ${count})`], from: 'n' }
    : { ctes: [], from: `generate_series(1, ${count}) as n(i)` };
}

/** The WITH clause of an INSERT … SELECT holding these common table expressions, if any. */
export const withClause = (ctes: string[]) => (ctes.length ? `with recursive ${ctes.join(', ')} ` : '');

/** The date `offset` days (an integer SQL expression) after `first` (yyyy-MM-dd), as the yyyy-MM-dd text stored. */
export function daysAfter(raw: RawDatabase, first: string, offset: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(first)) throw new Error(`not a date: ${first}`);
  return raw.dialect === 'sqlite' ? `date('${first}', '+' || (${offset}) || ' days')` : `to_char(date '${first}' + (${offset})::integer, 'YYYY-MM-DD')`;
}
