import { Type, type Static } from 'typebox';
import { ObjectName, RecordId } from './common.js';
import { MAX_RECORD_ID } from '../constants/record-id.js';

/** A task is open ('todo') until ticked ('done'); reopening makes it 'todo' again. */
const Status = Type.Union([Type.Literal('todo'), Type.Literal('done')]);
export type TaskStatus = Static<typeof Status>;

/** Longest name and description a task keeps (the name's column is varchar(255)). */
export const TASK_NAME_MAX = 255;
export const TASK_DESCRIPTION_MAX = 10_000;

const NullableText = Type.Union([Type.String(), Type.Null()]);

/**
 * SPEC §3 Task as the caller sees it. `late` and `very_late` are present ('1') only when true; `read_only` says the
 * task is on a record the caller may only read; `modify_task` whether they may change or tick it; `version` goes back
 * with a save, so that a change made meanwhile by someone else is refused rather than overwritten.
 */
export const Task = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  /** Days as YYYY-MM-DD. */
  planned_date: NullableText,
  due_date: NullableText,
  /** An instant, ISO-8601 UTC. */
  reminder_at: NullableText,
  /** The user (app_user id) the task is given to; null: the creator's own. */
  assigned_to: Type.Union([Type.Integer(), Type.Null()]),
  assigned_to_name: NullableText,
  status: Status,
  /** When it was ticked, ISO-8601 UTC; null while open. */
  done_date: NullableText,
  read_only: Type.Boolean(),
  /** The creator's name. */
  creator: Type.String(),
  created_at: Type.String(),
  /** The title of the record the task is on; null for a standalone task. */
  form_title: NullableText,
  object_name: NullableText,
  object_id: Type.Union([Type.Integer(), Type.Null()]),
  modify_task: Type.Union([Type.Literal(0), Type.Literal(1)]),
  late: Type.Optional(Type.Literal('1')),
  very_late: Type.Optional(Type.Literal('1')),
  version: Type.Integer(),
});
export type Task = Static<typeof Task>;

/**
 * GET /api-internal/task/data: a record's tasks, or the caller's own. `collection_delete_disable` hides the delete
 * button (SPEC §6): true when the caller may not change the record (a read-only record's tasks are not deleted).
 */
export const TaskList = Type.Object({ data: Type.Array(Task), collection_delete_disable: Type.Boolean() });
export type TaskList = Static<typeof TaskList>;

/**
 * GET /api-internal/task/data's query: a record (both given), or neither for the caller's own tasks; an empty value
 * counts as not given (`?object_name=&object_id=` is the caller's own list).
 */
export const TaskListQuery = Type.Object(
  { object_name: Type.Optional(Type.Union([ObjectName, Type.Literal('')])), object_id: Type.Optional(Type.Union([RecordId, Type.Literal('')])) },
  { additionalProperties: false },
);
export type TaskListQuery = Static<typeof TaskListQuery>;

/**
 * What a save sends. `id` 0 creates the task (on the record named by `object_name` and `object_id`, or standalone
 * without them); an existing task needs the `version` it was read at, and keeps the stored value of any field left
 * out (its record never changes). Dates: days as YYYY-MM-DD, `reminder_at` an ISO-8601 instant with its offset
 * ('2026-11-25T09:00:00Z', '…+01:00'); '' or null clears them.
 */
export const TaskInput = Type.Object(
  {
    id: Type.Integer({ minimum: 0, maximum: MAX_RECORD_ID }),
    name: Type.Optional(Type.String({ maxLength: TASK_NAME_MAX })),
    description: Type.Optional(Type.String({ maxLength: TASK_DESCRIPTION_MAX })),
    planned_date: Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Null()])),
    due_date: Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Null()])),
    reminder_at: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
    assigned_to: Type.Optional(Type.Union([RecordId, Type.Null()])),
    object_name: Type.Optional(Type.Union([ObjectName, Type.Null()])),
    object_id: Type.Optional(Type.Union([RecordId, Type.Null()])),
    version: Type.Optional(RecordId),
  },
  { additionalProperties: false },
);
export type TaskInput = Static<typeof TaskInput>;

/** POST /api-internal/task/save (SPEC §7 'save (data)'). */
export const TaskSaveRequest = Type.Object({ data: TaskInput }, { additionalProperties: false });
export type TaskSaveRequest = Static<typeof TaskSaveRequest>;

/** The save's answer (SPEC §7 'save returns id'), with the version now: the next save of the task sends it. */
export const TaskSaveAnswer = Type.Object({ id: Type.Integer(), version: Type.Integer() });
export type TaskSaveAnswer = Static<typeof TaskSaveAnswer>;

/** POST /api-internal/task/close: ticks the task ('done', the default) or reopens it ('todo'). */
export const TaskCloseRequest = Type.Object({ id: RecordId, status: Type.Optional(Status) }, { additionalProperties: false });
export type TaskCloseRequest = Static<typeof TaskCloseRequest>;

/** POST /api-internal/task/delete/{id}. */
export const TaskIdParams = Type.Object({ id: RecordId });
export type TaskIdParams = Static<typeof TaskIdParams>;

/** GET /api-internal/task/counter: how many open tasks the caller has (the top bar's badge). */
export const TaskCounter = Type.Object({ count: Type.Integer() });
export type TaskCounter = Static<typeof TaskCounter>;
