import type { DynamicDb } from '../infra/dynamic-db.js';

/** What a planning's summary line is computed from: one item's span. */
export interface PlanningInformationsContext {
  db: DynamicDb;
  clientId: number;
  /** The item (the employee whose form shows the planning); null for a record not saved yet. */
  item: number | null;
  first: string;
  last: string;
}

/**
 * A planning of a module (SPEC §2 'Planning calendar'): which of its records are events, when they happen, how a card
 * reads, and which item the grouped mode lays them out by. Everything is a field name of the module or a template of
 * them: the planning engine reads these columns, and only these, in SQL.
 */
export interface PlanningDeclaration {
  /** The planning's identifier, as in /planning/{name}; unique across modules. */
  name: string;
  /** Title of the screen and of its menu entry ('Planning des absences'). */
  label: string;
  /** Material icon of its cards and of its menu entry, which follows the module's own in the module's menu group. */
  icon: string;
  /** When the event begins: a date field (full-day events) or a datetime field (timed events). */
  start: string;
  /** When it ends, a field of the same kind; without one, an event lasts its start day, or `durationHours` when timed. */
  end?: string;
  /** How long a timed event without an end field lasts on the calendar (1 hour by default). */
  durationHours?: number;
  /** `{field}` placeholders, filled as a form title is. */
  title: string;
  subtitle?: string;
  /** A text field shown in the card's detail. */
  content?: string;
  /** A choice field whose options carry a colour: the card's colour. */
  color?: string;
  /** The relation field the grouped mode makes one row per record of ('employee_id', 'vehicle'). */
  item: string;
  /** The people an event concerns, shown as avatars: a relation to a module holding their first names and surnames. */
  people?: { field: string; firstName: string; surname: string };
  /** Records left off the calendar: those whose field holds one of these values (a refused absence does not happen). */
  hide?: { field: string; values: string[] };
  /** Choice fields offered in the filter popover. */
  filters?: string[];
  /**
   * The files the screen offers for the span shown: an iCalendar file for calendar programs, a csv for spreadsheets
   * (SPEC §2 export buttons, at /api-internal/planning/resource/{name}/{format}).
   */
  exports?: ('ics' | 'csv')[];
  /**
   * Every full-day event of a day shown on the day and week grids, never folded into the accordion they fold into from
   * 4 (SPEC §9 'unless skipGrouping'): for plannings whose every event asks for attention. Full-day plannings only.
   */
  skipGrouping?: boolean;
  /** A boolean field: a one-day event with it set lasts half the day, which its card says. */
  halfDay?: string;
  /** The line a form's Planning element shows above one item's span (planning_informations_label), computed in SQL. */
  informations?(context: PlanningInformationsContext): Promise<string>;
}
