import { Type, type Static } from 'typebox';

/**
 * A bulk action a list offers (SPEC §3 bulk_actions): it submits the form `name` with the selection in its page
 * params (SPEC §7 'Other'). `asks_values`: its dialog has fields to fill; otherwise it only confirms the count.
 */
export const BulkAction = Type.Object({
  name: Type.String(),
  label: Type.String(),
  icon: Type.Optional(Type.String()),
  asks_values: Type.Boolean(),
});
export type BulkAction = Static<typeof BulkAction>;

export const BulkBatchStatus = Type.Union([
  Type.Literal('queued'),
  Type.Literal('running'),
  Type.Literal('done'),
  Type.Literal('failed'),
  Type.Literal('cancelled'),
  Type.Literal('undoing'),
  Type.Literal('undone'),
]);
export type BulkBatchStatus = Static<typeof BulkBatchStatus>;

/** One run of a bulk action, as its author follows it: progress, outcome, and whether it can still be undone. */
export const BulkBatch = Type.Object({
  id: Type.Integer(),
  action: Type.String(),
  label: Type.String(),
  list_name: Type.String(),
  status: BulkBatchStatus,
  /** Rows selected, and rows changed so far (or, while undoing, rows restored so far). */
  total: Type.Integer(),
  done: Type.Integer(),
  /** Undo: rows someone changed since, left as they are. */
  kept: Type.Integer(),
  error: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  finished_at: Type.Union([Type.String(), Type.Null()]),
  can_cancel: Type.Boolean(),
  can_undo: Type.Boolean(),
});
export type BulkBatch = Static<typeof BulkBatch>;

/** 202 of a bulk action run in the background, and of an undo. */
export const BulkAccepted = Type.Object({ message: Type.String(), batch: BulkBatch });
export type BulkAccepted = Static<typeof BulkAccepted>;

/** GET /proxy/bulk: the caller's recent batches, newest first. */
export const BulkBatchList = Type.Object({ data: Type.Array(BulkBatch) });
export type BulkBatchList = Static<typeof BulkBatchList>;

/**
 * Rows a row-by-row selection may name; beyond, the screen selects all rows matching the query. The screen selects
 * within a page (100 rows at most); the ids travel in the page params (4,000 characters), where 200 ids of nine
 * digits still fit: a larger limit could never be reached.
 */
export const BULK_MAX_IDS = 200;
