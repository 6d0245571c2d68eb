import type { DynamicDb } from '../infra/dynamic-db.js';
import { argument, preparedQuery } from '../infra/prepared-query.js';
import type { StoreScope } from '../metadata/record-store.js';
import { type HistoryEntry, type HistorySubChange, type HistoryType, initialsOf } from '@ossature/contract';
import type { Insertable, Selectable } from 'kysely';
import type { HistoryEntryTable } from '../infra/tables.js';

/** Column-level old/new of a change (super admins' 'technical differences'). */
export type TechnicalDiff = Record<string, { old: unknown; new: unknown }>;

export interface HistoryAuthor {
  userId: number;
  name: string;
  username: string;
}

/** Who writes an entry: the caller, as the history names them. */
export const authorOf = ({ auth }: { auth: { userId: number; name: string; username: string } }): HistoryAuthor => ({
  userId: auth.userId,
  name: auth.name,
  username: auth.username,
});

export interface NewHistoryEntry {
  clientId: number;
  table: string;
  recordId: number;
  type: HistoryType;
  author: HistoryAuthor;
  at: string;
  /** Bulk entries name each field with a text rather than old/new (SPEC §3). */
  diff: { modification: HistoryEntry['main']['modification']; technical: TechnicalDiff };
  sub: HistorySubChange[];
  conflict?: boolean;
  /** A Bulk entry's batch. */
  bulkBatchId?: number;
}

const HISTORY_COLUMNS = [
  'client_id',
  'table_name',
  'record_id',
  'type',
  'user_id',
  'user_name',
  'username',
  'created_at',
  'modification',
  'sub_changes',
  'technical_diff',
  'conflict',
  'bulk_batch_id',
] as const;

/** Every save writes one entry: the insert is built once. */
const insertEntry = preparedQuery((db: DynamicDb) =>
  db.insertInto('history_entry').values(Object.fromEntries(HISTORY_COLUMNS.map((column) => [column, argument(column)])) as Insertable<HistoryEntryTable>),
);

/** Written inside the save's transaction: a record never changes without its history entry. */
export async function recordHistory(scope: Pick<StoreScope, 'db' | 'dialect'>, entry: NewHistoryEntry): Promise<void> {
  const row: Record<(typeof HISTORY_COLUMNS)[number], unknown> = {
    client_id: entry.clientId,
    table_name: entry.table,
    record_id: entry.recordId,
    type: entry.type,
    user_id: entry.author.userId,
    user_name: entry.author.name,
    username: entry.author.username,
    created_at: entry.at,
    modification: JSON.stringify(entry.diff.modification),
    sub_changes: JSON.stringify(entry.sub),
    technical_diff: JSON.stringify(entry.diff.technical),
    conflict: entry.conflict ? 1 : 0,
    bulk_batch_id: entry.bulkBatchId ?? null,
  };
  await insertEntry(scope.db, scope.dialect, row);
}

const COLUMNS = ['id', 'type', 'user_name', 'username', 'created_at', 'modification', 'sub_changes', 'technical_diff', 'conflict', 'bulk_batch_id'] as const;

type HistoryRow = Pick<Selectable<HistoryEntryTable>, (typeof COLUMNS)[number]>;

function toEntry(row: HistoryRow, isLast: boolean, withTechnical: boolean): HistoryEntry {
  return {
    main: {
      id: Number(row.id),
      type: row.type as HistoryType,
      user: row.user_name,
      username: row.username,
      userInitials: initialsOf(row.user_name),
      date: row.created_at,
      modification: JSON.parse(row.modification) as HistoryEntry['main']['modification'],
      ...(withTechnical ? { technical_diff: JSON.parse(row.technical_diff) as Record<string, { old: unknown; new: unknown }> } : {}),
      ...(row.conflict ? { conflict: true } : {}),
      ...(row.bulk_batch_id !== null ? { bulk_batch_id: Number(row.bulk_batch_id) } : {}),
      isLastHistory: isLast,
    },
    sub: JSON.parse(row.sub_changes) as HistorySubChange[],
  };
}


interface RecordScope {
  clientId: number;
  table: string;
  recordId: number;
}

/** The entries of one record of the tenant. */
const entriesOf = (db: DynamicDb, scope: RecordScope) =>
  db
    .selectFrom('history_entry')
    .select([...COLUMNS])
    .where('client_id', '=', scope.clientId)
    .where('table_name', '=', scope.table)
    .where('record_id', '=', scope.recordId);

/** One page of a record's history, newest first; the last entry of the record is flagged isLastHistory. */
export async function historyPage(
  db: DynamicDb,
  scope: RecordScope,
  page: { offset: number; limit: number },
  withTechnical: boolean,
): Promise<{ data: HistoryEntry[]; isLastHistory: boolean }> {
  const rows: HistoryRow[] = await entriesOf(db, scope).orderBy('id', 'desc').offset(page.offset).limit(page.limit + 1).execute();
  const isLastHistory = rows.length <= page.limit;
  const shown = rows.slice(0, page.limit);
  return { data: shown.map((row, index) => toEntry(row, isLastHistory && index === shown.length - 1, withTechnical)), isLastHistory };
}

/** Entries written after a date, oldest first: what changed since the user opened the record (conflicts). */
export async function historySince(
  db: DynamicDb,
  scope: RecordScope,
  fromDate: string,
  withTechnical: boolean,
): Promise<HistoryEntry[]> {
  const rows: HistoryRow[] = await entriesOf(db, scope).where('created_at', '>', fromDate).orderBy('id', 'asc').limit(100).execute();
  return rows.map((row) => toEntry(row, false, withTechnical));
}

