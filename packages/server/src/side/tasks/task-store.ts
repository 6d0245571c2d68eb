import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Database, TaskTable } from '../../infra/tables.js';

type Db = Kysely<Database>;

/** A stored task with the names the screen shows: its creator's and its assignee's. */
export type TaskRow = Selectable<TaskTable> & { creator_name: string; assignee_name: string | null };

/** An organisation's tasks with their people's names; every query starts here, so none forgets the tenant. */
const tasksOf = (db: Db, clientId: number) =>
  db
    .selectFrom('task')
    .innerJoin('app_user as creator', 'creator.id', 'task.created_by')
    .leftJoin('app_user as assignee', 'assignee.id', 'task.assigned_to')
    .selectAll('task')
    .select(['creator.name as creator_name', 'assignee.name as assignee_name'])
    .where('task.client_id', '=', clientId);

/** Open tasks first, the most urgent on top (no due date last), then done ones, the latest ticked first. */
const inListOrder = <Q extends ReturnType<typeof tasksOf>>(query: Q) =>
  query
    .orderBy(sql`case when task.status = 'todo' then 0 else 1 end`)
    .orderBy(sql`case when task.status = 'todo' then coalesce(task.due_date, '9999-12-31') end`)
    .orderBy('task.done_date', 'desc')
    .orderBy('task.id', 'desc');

export async function readTask(db: Db, clientId: number, id: number): Promise<TaskRow | undefined> {
  return tasksOf(db, clientId).where('task.id', '=', id).executeTakeFirst();
}

export async function recordTasks(db: Db, clientId: number, module: string, recordId: number): Promise<TaskRow[]> {
  return inListOrder(tasksOf(db, clientId).where('task.module', '=', module).where('task.record_id', '=', recordId)).execute();
}

/**
 * The user's own tasks: given to them, or created by them and given to no one. Open ones, plus those done since
 * `doneSince` (an ISO instant) when it is given.
 */
export async function ownTasks(db: Db, clientId: number, userId: number, doneSince: string | null): Promise<TaskRow[]> {
  const query = tasksOf(db, clientId)
    .where((eb) => eb.or([eb('task.assigned_to', '=', userId), eb.and([eb('task.assigned_to', 'is', null), eb('task.created_by', '=', userId)])]))
    .where((eb) =>
      doneSince === null ? eb('task.status', '=', 'todo') : eb.or([eb('task.status', '=', 'todo'), eb('task.done_date', '>=', doneSince)]),
    );
  return inListOrder(query).execute();
}

/** A user of the organisation who may still log in: only they can be given a task. */
export async function activeColleague(db: Db, clientId: number, userId: number): Promise<{ id: number } | undefined> {
  return db.selectFrom('app_user').select('id').where('id', '=', userId).where('client_id', '=', clientId).where('active', '=', 1).executeTakeFirst();
}

export async function usernamesOf(db: Db, clientId: number, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('app_user').select('username').where('client_id', '=', clientId).where('id', 'in', ids).execute();
  return rows.map((row) => row.username);
}

export async function insertTask(db: Db, task: Insertable<TaskTable>): Promise<{ id: number; version: number }> {
  return db.insertInto('task').values(task).returning(['id', 'version']).executeTakeFirstOrThrow();
}

/**
 * Writes a task over the version it was read at, bumping it; false when it moved since (someone else's change won
 * the race), in which case nothing was written.
 */
export async function updateTask(db: Db, clientId: number, id: number, version: number, changes: Updateable<TaskTable>): Promise<boolean> {
  const result = await db
    .updateTable('task')
    .set({ ...changes, version: version + 1 })
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteTask(db: Db, clientId: number, id: number): Promise<void> {
  await db.deleteFrom('task').where('id', '=', id).where('client_id', '=', clientId).execute();
}
