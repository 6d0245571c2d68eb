import type { Expression, SqlBool } from 'kysely';
import type { ProvidedLater } from './provided-later.js';
import type { RegisteredModule } from '../metadata/registered-module.js';
import type { Caller, RecordDeps } from './record-access.js';

/** A list's query as the screen sent it to the list's data call: which list, its page params, its parameters. */
export interface MatchingRowsRequest {
  list: string;
  listParams: string | undefined;
  query: Record<string, string | string[]>;
  /** Only the rows of this page, in the list's order; null: every row matching. */
  page: { size: number; index: number } | null;
}

export interface MatchingRows {
  module: RegisteredModule;
  /** What narrows the rows (tenant, filters, search, groups): bound values, column names from the definition only. */
  where: Expression<SqlBool>;
  /** The ids of the page asked for, in its order. */
  pageIds: number[] | null;
}

export type MatchingRowsResolver = (deps: RecordDeps, caller: Caller, request: MatchingRowsRequest) => Promise<MatchingRows>;

/**
 * How another part of the server finds "the rows matching this list's query" without knowing lists: the list engine
 * provides the resolver at start-up, and a bulk action (the form engine) asks it. Neither engine imports the other.
 */
export type ListSelections = ProvidedLater<MatchingRowsResolver>;
