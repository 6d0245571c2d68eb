import type { Task } from '@ossature/contract';
import type { Caller, RecordDeps } from '../../records/record-access.js';
import { canRead } from '../../records/record-access.js';
import { labelsOf } from '../../records/record-labels.js';
import { hasRight } from '../../metadata/roles.js';
import { lateness, mayModify } from './task-rules.js';
import type { TaskRow } from './task-store.js';

/** The record a task is on, as the caller reaches it: its title, and whether they may change it. */
export interface TaskPlace {
  title: string;
  writable: boolean;
}

/** A stored task as the caller sees it (SPEC §3 Task); `place` is its record, null for a standalone task. */
export function taskOf(row: TaskRow, caller: Caller, today: string, place: TaskPlace | null): Task {
  const modifiable = (place?.writable ?? true) && mayModify(row, caller.auth.userId, caller.auth.isAdmin);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    planned_date: row.planned_date,
    due_date: row.due_date,
    reminder_at: row.reminder_at,
    assigned_to: row.assigned_to,
    assigned_to_name: row.assignee_name,
    status: row.status === 'done' ? 'done' : 'todo',
    done_date: row.done_date,
    read_only: place ? !place.writable : false,
    creator: row.creator_name,
    created_at: row.created_at,
    form_title: place?.title ?? null,
    object_name: row.module,
    object_id: row.record_id,
    modify_task: modifiable ? 1 : 0,
    ...lateness(row, today),
    version: row.version,
  };
}

export interface PlacedTask {
  row: TaskRow;
  place: TaskPlace | null;
}

/**
 * The tasks among `rows` the caller still reaches, with their places: standalone ones, and those on a record of a
 * module they may read that still exists in their organisation (one label query per module). A task on a record
 * out of reach is left out, as every call on it answers 404.
 */
export async function reachableTasks(deps: RecordDeps, caller: Caller, rows: TaskRow[]): Promise<PlacedTask[]> {
  const titles = new Map<string, Map<number, string>>();
  for (const module of new Set(rows.flatMap((row) => (row.module ? [row.module] : [])))) {
    const registered = deps.registry.get(module);
    if (!registered || !canRead(deps, caller, module)) continue;
    const ids = rows.flatMap((row) => (row.module === module && row.record_id !== null ? [row.record_id] : []));
    titles.set(module, await labelsOf(deps.db, registered, caller.auth.clientId, ids));
  }
  return rows.flatMap((row): PlacedTask[] => {
    if (row.module === null || row.record_id === null) return [{ row, place: null }];
    const title = titles.get(row.module)?.get(row.record_id);
    if (title === undefined) return [];
    return [{ row, place: { title, writable: hasRight(deps.registry.get(row.module)!.rights.update, caller.roles) } }];
  });
}
