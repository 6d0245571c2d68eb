import type { SelectOption } from '@ossature/contract';

/**
 * One activity of the top bar's time tracking (SPEC §3 Activity): either a project value its time is written under,
 * or choices asked when it starts ('Sur quel projet travaillez-vous ?'), each choice's value being a project value.
 */
export interface TimeLoggingActivityDeclaration {
  id: string;
  name: string;
  project?: string;
  choiceTitle?: string;
  choices?: SelectOption[];
}

/**
 * Its records are the employees' monthly timesheets, fed by the time users log in the top bar (SPEC §2 activity
 * popover): which module holds the employees and which of its fields names each one's user account (an app_user id),
 * the timesheet's employee and month fields, a boolean that, once true, keeps a timesheet from changing (validated),
 * its inline collection of lines with their day, start, end and project fields, and the activities offered. One
 * module at most declares it.
 */
export interface TimeLoggingDeclaration {
  employees: { module: string; user: string };
  employee: string;
  month: string;
  validated?: string;
  lines: { collection: string; day: string; start: string; end: string; project: string };
  activities: TimeLoggingActivityDeclaration[];
}
