import type { Kysely } from 'kysely';
import type { EventBus } from '../../infra/event-bus.js';
import type { Database } from '../../infra/tables.js';
import { usernamesOf } from './task-store.js';

/** Whose own list a task is in: its assignee's, or its creator's while it is given to no one. */
export const holderOf = (task: { assigned_to: number | null; created_by: number }): number => task.assigned_to ?? task.created_by;

/**
 * Tells the people whose task list changed (the task's holder, and the previous one when it moved) to read their
 * counter and lists again: UPDATE_TASK_COUNTER and UPDATE_TASKS, addressed to each by username (SPEC §6: a browser
 * handles only the events addressed to its user). The change is committed by then: a bus that fails loses the
 * announcement, never the change.
 */
export async function announceTaskChange(
  db: Kysely<Database>,
  events: EventBus,
  clientId: number,
  task: { id: number; module: string | null; record_id: number | null },
  holders: number[],
): Promise<void> {
  try {
    const payload = { id: task.id, object_name: task.module, object_id: task.record_id };
    for (const to of await usernamesOf(db, clientId, [...new Set(holders)])) {
      await events.publish(clientId, { type: 'UPDATE_TASK_COUNTER', to, payload });
      await events.publish(clientId, { type: 'UPDATE_TASKS', to, payload });
    }
  } catch (error) {
    process.emitWarning(`task ${task.id} changes not announced: ${String(error)}`);
  }
}
