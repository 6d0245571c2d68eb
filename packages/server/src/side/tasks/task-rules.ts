import { type FieldError, checkDate, messages } from '@ossature/contract';
import { addDays } from '../../metadata/calendar.js';
import { hasInvalidCharacters } from '../../metadata/kinds/text-kinds.js';

/** Days a task may be overdue before it is very late. */
const VERY_LATE_AFTER_DAYS = 7;

/**
 * How overdue an open task is, on `today` (the Europe/Paris day: a task due today is not late until the day is over
 * in France, wherever the server runs). Late: open and due before today. Very late: open and due more than
 * VERY_LATE_AFTER_DAYS days before today — a very late task is late too. A done task, or one without a due date, is
 * neither. The flags travel only when true ('1'), as SPEC §3 has them.
 */
export function lateness(task: { status: string; due_date: string | null }, today: string): { late?: '1'; very_late?: '1' } {
  if (task.status !== 'todo' || !task.due_date || task.due_date >= today) return {};
  return task.due_date < addDays(today, -VERY_LATE_AFTER_DAYS) ? { late: '1', very_late: '1' } : { late: '1' };
}

/** `2026-11-25T09:00`, seconds and milliseconds optional, then Z or an offset: an instant, never a wall time. */
const INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2}(\.\d{1,3})?)?(Z|[+-](0\d|1[0-4]):[0-5]\d)$/;

/** The fields of a task a save writes: as received ('' and null both clear a date), or as stored once checked. */
export interface TaskFields {
  name: string;
  description: string;
  planned_date: string | null;
  due_date: string | null;
  reminder_at: string | null;
}

function day(raw: string | null, path: string, errors: FieldError[]): string | null {
  if (raw === null) return null;
  const check = checkDate('date', raw);
  if (check.ok) return check.value;
  errors.push({ path, text: check.reason === 'too_small' ? messages.form.dateTooSmall : messages.form.invalidDate });
  return null;
}

function instant(raw: string | null, errors: FieldError[]): string | null {
  if (raw === null || raw.trim() === '') return null;
  const match = INSTANT.exec(raw.trim());
  // The date and time must exist on the calendar (no 30 February, no 25:00) before Date reads them.
  if (!match || !checkDate('datetime', `${match[1]} ${match[2]}`).ok) {
    errors.push({ path: 'data.reminder_at', text: messages.task.invalidReminder });
    return null;
  }
  return new Date(match[0]).toISOString();
}

/**
 * A task's fields as they are stored: no text a person could not have typed (a null character, half a surrogate
 * pair: refused like the form engine's texts), the name trimmed (an empty name is allowed: the screen says 'Aucun
 * nom n'a été défini'), days real calendar dates, the due day not before the planned one, the reminder an instant
 * kept in UTC. Every problem is reported with its path, as schema violations are.
 */
export function checkTaskFields(fields: TaskFields): { ok: true; value: TaskFields } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  for (const key of ['name', 'description'] as const) {
    if (hasInvalidCharacters(fields[key])) errors.push({ path: `data.${key}`, text: messages.form.invalidCharacters });
  }
  const planned = day(fields.planned_date, 'data.planned_date', errors);
  const due = day(fields.due_date, 'data.due_date', errors);
  if (planned && due && due < planned) errors.push({ path: 'data.due_date', text: messages.task.dueBeforePlanned });
  const reminder = instant(fields.reminder_at, errors);
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { name: fields.name.trim(), description: fields.description, planned_date: planned, due_date: due, reminder_at: reminder },
  };
}

/** Who may change or tick a task (SPEC §6 modify_task): its creator, its assignee, an administrator of the organisation. */
export const mayModify = (task: { created_by: number; assigned_to: number | null }, userId: number, isAdmin: boolean): boolean =>
  isAdmin || task.created_by === userId || task.assigned_to === userId;

/** Who may delete a task: its creator or an administrator — on a record, only if they may change the record. */
export const mayDelete = (task: { created_by: number }, userId: number, isAdmin: boolean, recordWritable: boolean): boolean =>
  (isAdmin || task.created_by === userId) && recordWritable;
