import { type Task, type TaskInput, type TaskList, type TaskListQuery, type TaskStatus, formatMessage, messages } from '@ossature/contract';
import type { Kysely } from 'kysely';
import { isoAfter, isoNow } from '../../infra/clock.js';
import { HttpError } from '../../infra/http-error.js';
import type { Database } from '../../infra/tables.js';
import { parisDate } from '../../metadata/calendar.js';
import { escapeHtml, notifyUsers, recordLink } from '../../records/notifications.js';
import type { Caller, RecordDeps } from '../../records/record-access.js';
import { labelsOf } from '../../records/record-labels.js';
import { type RecordTarget, recordTarget } from '../record-tools/record-target.js';
import { announceTaskChange, holderOf } from './task-events.js';
import { checkTaskFields, mayDelete, mayModify, type TaskFields } from './task-rules.js';
import { type TaskRow, activeColleague, deleteTask, insertTask, ownTasks, readTask, recordTasks, updateTask } from './task-store.js';
import { type TaskPlace, reachableTasks, taskOf } from './task-view.js';

const text = messages.task;

/** Done tasks stay in the user's own list this long after they were ticked. */
const DONE_KEPT_MS = 30 * 86_400_000;

export interface TaskDeps {
  /** The typed database (the task and app_user tables). */
  db: Kysely<Database>;
  records: RecordDeps;
}

const today = (deps: TaskDeps) => parisDate(deps.records.clock.now());
const forbidden = (message: string) => new HttpError(403, message, { protected: true });

/**
 * A record named by both object_name and object_id, or none (a standalone task, the user's own list) — left out,
 * null or empty —, never half of it.
 */
function namedRecord(object: { object_name?: string | null; object_id?: number | '' | null }): { name: string; id: number } | null {
  const { object_name: name, object_id: id } = object;
  if (!name && !id) return null;
  if (!name || !id) throw new HttpError(400, text.incompleteRecord);
  return { name, id };
}

/** The record a new task goes on: one the caller reaches (else 404) and may change (else 403). */
async function writableTarget(deps: TaskDeps, caller: Caller, record: { name: string; id: number }): Promise<RecordTarget> {
  const target = await recordTarget(deps.records, caller, record.name, record.id);
  if (!target.writable) throw forbidden(text.readOnlyRecord);
  return target;
}

/**
 * A task of the caller's organisation and the record it is on, if the caller still reaches that record. Another
 * organisation's task, or one on a record out of reach (another module now, a deleted record), is as unknown as a
 * missing one: 404 'Cette tâche n'existe pas.'.
 */
async function reachTask(deps: TaskDeps, caller: Caller, id: number): Promise<{ row: TaskRow; target: RecordTarget | null }> {
  const row = await readTask(deps.db, caller.auth.clientId, id);
  if (!row) throw new HttpError(404, text.taskNotFound);
  if (row.module === null || row.record_id === null) return { row, target: null };
  try {
    return { row, target: await recordTarget(deps.records, caller, row.module, row.record_id) };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) throw new HttpError(404, text.taskNotFound);
    throw error;
  }
}

/** A task the caller may change: on a record they may change, and theirs to change (SPEC §6 modify_task). */
async function modifiableTask(deps: TaskDeps, caller: Caller, id: number): Promise<{ row: TaskRow; target: RecordTarget | null }> {
  const reached = await reachTask(deps, caller, id);
  if (reached.target && !reached.target.writable) throw forbidden(text.readOnlyRecord);
  if (!mayModify(reached.row, caller.auth.userId, caller.auth.isAdmin)) throw forbidden(text.modifyForbidden);
  return reached;
}

async function placeOf(deps: TaskDeps, caller: Caller, target: RecordTarget | null): Promise<TaskPlace | null> {
  if (!target) return null;
  const labels = await labelsOf(deps.records.db, target.module, caller.auth.clientId, [target.recordId]);
  return { title: labels.get(target.recordId) ?? '', writable: target.writable };
}

/** The user's own tasks they still reach: open ones, plus, with `doneSince`, those ticked since then. */
async function ownReachableTasks(deps: TaskDeps, caller: Caller, doneSince: string | null) {
  return reachableTasks(deps.records, caller, await ownTasks(deps.db, caller.auth.clientId, caller.auth.userId, doneSince));
}

/**
 * GET /api-internal/task/data: a record's tasks (404 when the caller does not reach it), or without a record the
 * caller's own — given to them, or created by them for no one — open, and done in the last 30 days. Open tasks come
 * first by due date, then done ones, the latest ticked first. The user's own list mixes records of many modules:
 * its delete button stays offered, and the delete call checks each task.
 */
export async function listTasks(deps: TaskDeps, caller: Caller, query: TaskListQuery): Promise<TaskList> {
  const record = namedRecord(query);
  const day = today(deps);
  if (!record) {
    const tasks = await ownReachableTasks(deps, caller, isoAfter(deps.records.clock, -DONE_KEPT_MS));
    return { data: tasks.map(({ row, place }) => taskOf(row, caller, day, place)), collection_delete_disable: false };
  }
  const target = await recordTarget(deps.records, caller, record.name, record.id);
  const place = await placeOf(deps, caller, target);
  const rows = await recordTasks(deps.db, caller.auth.clientId, target.module.name, target.recordId);
  return {
    data: rows.map((row) => taskOf(row, caller, day, place)),
    collection_delete_disable: !target.writable,
  };
}

/** GET /api-internal/task/counter: the caller's open tasks, the same ones their own list shows. */
export async function countTasks(deps: TaskDeps, caller: Caller): Promise<number> {
  return (await ownReachableTasks(deps, caller, null)).length;
}

/** The assignee a save names: no one, or an active user of the caller's organisation (else 400). */
async function checkAssignee(deps: TaskDeps, caller: Caller, userId: number | null): Promise<number | null> {
  if (userId === null || (await activeColleague(deps.db, caller.auth.clientId, userId))) return userId;
  throw new HttpError(400, text.unknownAssignee, { errors: [{ path: 'data.assigned_to', text: text.unknownAssignee }] });
}

function checkedFields(fields: TaskFields): TaskFields {
  const checked = checkTaskFields(fields);
  if (!checked.ok) throw new HttpError(400, text.invalidTask, { errors: checked.errors });
  return checked.value;
}

/**
 * POST /api-internal/task/save. `id` 0 creates the task, on a record the caller may change or standalone; otherwise
 * the fields given replace the stored ones over the version the caller read: a task changed since answers 409 and
 * nothing is written.
 */
export async function saveTask(deps: TaskDeps, caller: Caller, input: TaskInput): Promise<{ created: boolean; id: number; version: number }> {
  return input.id === 0 ? createTask(deps, caller, input) : changeTask(deps, caller, input);
}

async function createTask(deps: TaskDeps, caller: Caller, input: TaskInput) {
  const record = namedRecord(input);
  const target = record ? await writableTarget(deps, caller, record) : null;
  const fields = checkedFields({
    name: input.name ?? '',
    description: input.description ?? '',
    planned_date: input.planned_date ?? null,
    due_date: input.due_date ?? null,
    reminder_at: input.reminder_at ?? null,
  });
  const assignedTo = await checkAssignee(deps, caller, input.assigned_to ?? null);
  const now = isoNow(deps.records.clock);
  const task = {
    ...fields,
    client_id: caller.auth.clientId,
    module: target?.module.name ?? null,
    record_id: target?.recordId ?? null,
    assigned_to: assignedTo,
    status: 'todo',
    created_at: now,
    created_by: caller.auth.userId,
    updated_at: now,
  };
  const saved = await insertTask(deps.db, task);
  await announceTaskChange(deps.db, deps.records.events, caller.auth.clientId, { id: saved.id, ...task }, [holderOf(task)]);
  await notifyAssignee(deps, caller, { id: saved.id, ...task });
  return { created: true, ...saved };
}

async function changeTask(deps: TaskDeps, caller: Caller, input: TaskInput) {
  if (input.version === undefined) throw new HttpError(400, text.versionRequired, { errors: [{ path: 'data.version', text: messages.http.fieldRequired }] });
  const { row } = await modifiableTask(deps, caller, input.id);
  if (row.version !== input.version) throw new HttpError(409, text.conflict);
  // A field left out keeps its stored value; null (or '' for a date) clears it. The task's record never changes.
  const fields = checkedFields({
    name: input.name ?? row.name,
    description: input.description ?? row.description,
    planned_date: input.planned_date === undefined ? row.planned_date : input.planned_date,
    due_date: input.due_date === undefined ? row.due_date : input.due_date,
    reminder_at: input.reminder_at === undefined ? row.reminder_at : input.reminder_at,
  });
  const assignedTo =
    input.assigned_to === undefined || input.assigned_to === row.assigned_to ? row.assigned_to : await checkAssignee(deps, caller, input.assigned_to);
  const written = await updateTask(deps.db, caller.auth.clientId, row.id, row.version, {
    ...fields,
    assigned_to: assignedTo,
    updated_at: isoNow(deps.records.clock),
  });
  if (!written) throw new HttpError(409, text.conflict);
  await announceTaskChange(deps.db, deps.records.events, caller.auth.clientId, row, [holderOf(row), holderOf({ ...row, assigned_to: assignedTo })]);
  if (assignedTo !== row.assigned_to) await notifyAssignee(deps, caller, { ...row, name: fields.name, assigned_to: assignedTo });
  return { created: false, id: row.id, version: row.version + 1 };
}

/**
 * The person a task is given to (at its creation, or when it is given to someone else) is notified, unless they gave
 * it to themselves: 'Antoine Leroy vous a confié une tâche : {name}', opening the record the task is on.
 */
async function notifyAssignee(
  deps: TaskDeps,
  caller: Caller,
  task: { id: number; name: string; module: string | null; record_id: number | null; assigned_to: number | null },
): Promise<void> {
  if (task.assigned_to === null) return;
  const module = task.module === null ? undefined : deps.records.registry.get(task.module);
  const onRecord = module && task.record_id !== null ? { module, id: task.record_id } : null;
  // The record's label is a nicety: a failure to read it leaves the task's name in its place.
  const title = onRecord ? (await labelsOf(deps.records.db, onRecord.module, caller.auth.clientId, [onRecord.id]).catch(() => new Map<number, string>())).get(onRecord.id) : undefined;
  await notifyUsers(deps.records, {
    clientId: caller.auth.clientId,
    recipients: [task.assigned_to],
    sender: { userId: caller.auth.userId, name: caller.auth.name },
    type: 'task',
    title: formatMessage(messages.notification.taskAssigned, { name: caller.auth.name, task: task.name }),
    message: escapeHtml(title ? formatMessage(messages.notification.taskOnRecord, { title }) : task.name),
    link: onRecord ? recordLink(onRecord.module.name, onRecord.id) : null,
    taskId: task.id,
    ...(onRecord ? { module: onRecord.module.name } : {}),
  });
}

/**
 * POST /api-internal/task/close: ticks the task ('done', dated now) or reopens it ('todo', its done date cleared),
 * with the rule of a change; answers the task as it is now. Asking for the status it already has writes nothing.
 */
export async function closeTask(deps: TaskDeps, caller: Caller, id: number, status: TaskStatus): Promise<Task> {
  const { row, target } = await modifiableTask(deps, caller, id);
  let current = row;
  if (row.status !== status) {
    const now = isoNow(deps.records.clock);
    const written = await updateTask(deps.db, caller.auth.clientId, id, row.version, { status, done_date: status === 'done' ? now : null, updated_at: now });
    if (!written) throw new HttpError(409, text.conflict);
    current = (await readTask(deps.db, caller.auth.clientId, id))!;
    await announceTaskChange(deps.db, deps.records.events, caller.auth.clientId, row, [holderOf(row)]);
  }
  return taskOf(current, caller, today(deps), await placeOf(deps, caller, target));
}

/**
 * POST /api-internal/task/delete/{id}: by its creator or an administrator and, for a record's task, only by someone
 * who may change the record (a read-only record's tasks offer no delete: `collection_delete_disable`).
 */
export async function removeTask(deps: TaskDeps, caller: Caller, id: number): Promise<void> {
  const { row, target } = await reachTask(deps, caller, id);
  if (!mayDelete(row, caller.auth.userId, caller.auth.isAdmin, target?.writable ?? true)) throw forbidden(text.deleteForbidden);
  await deleteTask(deps.db, caller.auth.clientId, id);
  await announceTaskChange(deps.db, deps.records.events, caller.auth.clientId, row, [holderOf(row)]);
}
