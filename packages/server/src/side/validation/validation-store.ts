import type { Selectable } from 'kysely';
import type { DynamicDb } from '../../infra/dynamic-db.js';
import type { ValidationDecisionTable, ValidationRequestTable } from '../../infra/tables.js';

/** Which record a request is about, in which organisation: every query starts from it, so none forgets the tenant. */
export interface RecordPlace {
  clientId: number;
  module: string;
  recordId: number;
}

export type RequestRow = Selectable<ValidationRequestTable> & { created_by_name: string };
export type DecisionRow = Selectable<ValidationDecisionTable> & { decided_by_name: string };

const requestsOf = (db: DynamicDb, place: RecordPlace) =>
  db
    .selectFrom('validation_request')
    .innerJoin('app_user', 'app_user.id', 'validation_request.created_by')
    .selectAll('validation_request')
    .select('app_user.name as created_by_name')
    .where('validation_request.client_id', '=', place.clientId)
    .where('validation_request.module', '=', place.module)
    .where('validation_request.record_id', '=', place.recordId);

/** The record's ACTIVE request, if one is: at most one (a partial unique index holds it). */
export async function activeRequest(db: DynamicDb, place: RecordPlace): Promise<RequestRow | undefined> {
  const row = await requestsOf(db, place).where('validation_request.status', '=', 'ACTIVE').executeTakeFirst();
  return row && normalise(row);
}

/** The record's latest request, whatever its status. */
export async function latestRequest(db: DynamicDb, place: RecordPlace): Promise<RequestRow | undefined> {
  const row = await requestsOf(db, place).orderBy('validation_request.id', 'desc').limit(1).executeTakeFirst();
  return row && normalise(row);
}

/** PostgreSQL may hand integers back as text (bigint) depending on the column: numbers are numbers here. */
function normalise(row: RequestRow): RequestRow {
  return { ...row, id: Number(row.id), record_id: Number(row.record_id), step_index: Number(row.step_index), created_by: Number(row.created_by) };
}

/** The decisions taken on a request, in the order they were. */
export async function decisionsOf(db: DynamicDb, requestId: number): Promise<DecisionRow[]> {
  const rows = await db
    .selectFrom('validation_decision')
    .innerJoin('app_user', 'app_user.id', 'validation_decision.decided_by')
    .selectAll('validation_decision')
    .select('app_user.name as decided_by_name')
    .where('validation_decision.request_id', '=', requestId)
    .orderBy('validation_decision.id')
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), step_index: Number(row.step_index) }));
}

export async function insertRequest(db: DynamicDb, place: RecordPlace, createdBy: number, comment: string | null, now: string): Promise<number> {
  const row = await db
    .insertInto('validation_request')
    .values({ client_id: place.clientId, module: place.module, record_id: place.recordId, status: 'ACTIVE', step_index: 0, comment, created_by: createdBy, created_at: now, finished_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertDecision(db: DynamicDb, decision: Omit<ValidationDecisionTable, 'id'>): Promise<void> {
  await db.insertInto('validation_decision').values(decision).execute();
}

/**
 * Moves an ACTIVE request on from the step it is at: to the next step, or to its end (DONE or REFUSED). False when
 * it is no longer ACTIVE at that step (someone decided meanwhile): nothing is changed then.
 */
export async function advanceRequest(
  db: DynamicDb,
  request: { id: number; step_index: number },
  next: { status: 'ACTIVE' | 'DONE' | 'REFUSED'; step_index: number; finished_at: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('validation_request')
    .set(next)
    .where('id', '=', request.id)
    .where('status', '=', 'ACTIVE')
    .where('step_index', '=', request.step_index)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
