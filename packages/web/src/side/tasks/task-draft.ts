import { type Task, type TaskInput, messages } from '@ossature/contract';

/** What the user edits of a task: its texts, dates (reminder as the local 'YYYY-MM-DDTHH:mm' of a datetime input) and assignee. */
export interface TaskDraft {
  name: string;
  description: string;
  planned_date: string;
  due_date: string;
  reminder_at: string;
  assigned_to: { id: number; name: string } | null;
}

/** SPEC §3: a new task is named 'Ma nouvelle tâche', given to nobody, dated nothing. */
export const NEW_TASK_DRAFT: TaskDraft = { name: messages.task.newTaskName, description: '', planned_date: '', due_date: '', reminder_at: '', assigned_to: null };

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a datetime input shows it: the browser's local time, to the minute. */
export function localDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const draftOf = (task: Task): TaskDraft => ({
  name: task.name,
  description: task.description,
  planned_date: task.planned_date ?? '',
  due_date: task.due_date ?? '',
  reminder_at: localDateTime(task.reminder_at),
  assigned_to: task.assigned_to === null ? null : { id: task.assigned_to, name: task.assigned_to_name ?? '' },
});

export const sameDraft = (a: TaskDraft, b: TaskDraft) =>
  a.name === b.name &&
  a.description === b.description &&
  a.planned_date === b.planned_date &&
  a.due_date === b.due_date &&
  a.reminder_at === b.reminder_at &&
  (a.assigned_to?.id ?? null) === (b.assigned_to?.id ?? null);

/** The save's data: the local reminder time sent as an instant, empty dates as null. */
export function inputOf(draft: TaskDraft, task: { id: number; version?: number }, owner?: { objectName: string; objectId: number } | undefined): TaskInput {
  return {
    id: task.id,
    ...(task.version ? { version: task.version } : {}),
    ...(owner && task.id === 0 ? { object_name: owner.objectName, object_id: owner.objectId } : {}),
    name: draft.name.trim(),
    description: draft.description,
    planned_date: draft.planned_date || null,
    due_date: draft.due_date || null,
    reminder_at: draft.reminder_at ? new Date(draft.reminder_at).toISOString() : null,
    assigned_to: draft.assigned_to?.id ?? null,
  };
}
