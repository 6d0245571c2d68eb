import { Type, type Static } from 'typebox';
import { RecordId } from './common.js';

/** The spans a planning is read by: a day, a week (the default), a month, or a month grouped by item (SPEC §2). */
export const PLANNING_SCALES = ['day', 'week', 'month', 'item'] as const;
export type PlanningScale = (typeof PLANNING_SCALES)[number];

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** SPEC §3 'Calendar event', with what the screen needs to move it: the item it belongs to and its record's version. */
export const CalendarEvent = Type.Object({
  date: Type.String(),
  end_date: Type.String(),
  /** Decimal hours (8.5 is 08:30); null for a full-day event. */
  startTime: Type.Union([Type.Number(), Type.Null()]),
  endTime: Type.Union([Type.Number(), Type.Null()]),
  title: Type.String(),
  subtitle: Type.String(),
  content: Type.String(),
  color: Type.String(),
  icon: Type.String(),
  employees: Type.Array(Type.Object({ first_name: Type.String(), surname: Type.String() })),
  form: Type.String(),
  form_id: Type.Integer(),
  form_title: Type.String(),
  /** The label of the item the event belongs to (the employee, the vehicle). */
  object_linked: Type.String(),
  object_name: Type.String(),
  object_id: Type.Integer(),
  item: Type.Union([Type.Integer(), Type.Null()]),
  version: Type.Integer(),
});
export type CalendarEvent = Static<typeof CalendarEvent>;

/** SPEC §3 'Day' ('holliday' spelled as the SPEC does), with the name of its public holiday. */
export const PlanningDay = Type.Object({
  date: Type.String(),
  /** 'lundi'… */
  day_of_week: Type.String(),
  day_number: Type.Integer(),
  month_name: Type.String(),
  week_number: Type.Integer(),
  weekend: Type.Boolean(),
  holliday: Type.Boolean(),
  holliday_label: Nullable(Type.String()),
  closing: Type.Boolean(),
  closing_label: Nullable(Type.String()),
  closing_reasons: Type.Array(Type.String()),
  isToday: Type.Boolean(),
});
export type PlanningDay = Static<typeof PlanningDay>;

export const PlanningFilter = Type.Object({
  name: Type.String(),
  label: Type.String(),
  options: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
});
export type PlanningFilter = Static<typeof PlanningFilter>;

/** What the screen draws the planning with: its title, the span answered, its neighbours, filters and rights. */
export const PlanningConfiguration = Type.Object({
  name: Type.String(),
  title: Type.String(),
  scale: Type.Unsafe<PlanningScale>(Type.String({ enum: [...PLANNING_SCALES] })),
  start: Type.String(),
  end: Type.String(),
  previous: Type.String(),
  next: Type.String(),
  /** What the grouped mode groups by ('Salarié', 'Véhicule'). */
  item_label: Type.String(),
  filters: Type.Array(PlanningFilter),
  /** The filter values applied, by filter name. */
  filter_values: Type.Record(Type.String(), Type.String()),
  /** The form of the events' records: opened in a dialog, saved when an event is moved. */
  form: Type.String(),
  can_create: Type.Boolean(),
  can_update: Type.Boolean(),
  can_delete: Type.Boolean(),
  /** Events carry times (datetimes), or are whole days. */
  timed: Type.Boolean(),
  /** The form fields an event's dates are saved in when it is moved; no end field: the event lasts its start day. */
  start_field: Type.String(),
  /** The form field of the item (an event created on an item's line belongs to it). */
  item_field: Type.String(),
  end_field: Type.Union([Type.String(), Type.Null()]),
  /** Every full-day event of a day shown on the day and week grids, none folded into the accordion (SPEC §9). */
  skipGrouping: Type.Boolean(),
  /** Export buttons (SPEC §2: only paths holding /resource/ are offered). */
  exports: Type.Array(Type.Object({ label: Type.String(), path: Type.String() })),
});
export type PlanningConfiguration = Static<typeof PlanningConfiguration>;

/** The items of the grouped mode, one line each, by name: those with events in the span. */
export const PlanningItem = Type.Object({ id: Type.Integer(), label: Type.String() });
export type PlanningItem = Static<typeof PlanningItem>;

/** GET /api-internal/planning/{id}[/{param}] (SPEC §3 'Planning data'). */
export const PlanningData = Type.Object({
  data: Type.Array(CalendarEvent),
  /** The first day of the span. */
  from: Type.String(),
  configuration: PlanningConfiguration,
  /** The working hours, drawn lighter than the rest of the day: [start, end] in decimal hours. */
  day_part: Type.Object({ start: Type.Number(), end: Type.Number() }),
  days: Type.Array(PlanningDay),
  items: Type.Array(PlanningItem),
  error: Type.Optional(Type.String()),
});
export type PlanningData = Static<typeof PlanningData>;

/**
 * SPEC §7 'Planning reload dispatches planning_action_on_change with values plus direction, scale, start': a form's
 * Planning element asks for the span before or after the one it shows (POST /proxy/form/planning/{form}); the answer
 * is the form response's `planning` values for that span.
 */
export const PlanningActionRequest = Type.Object(
  {
    action: Type.Literal('planning_action_on_change'),
    identifier: Type.Union([RecordId, Type.Null()]),
    direction: Type.Union([Type.Literal('previous'), Type.Literal('next'), Type.Null()]),
    scale: Type.Unsafe<PlanningScale>(Type.String({ enum: [...PLANNING_SCALES] })),
    /** A day of the span shown (yyyy-MM-dd). */
    start: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  },
  { additionalProperties: false },
);
export type PlanningActionRequest = Static<typeof PlanningActionRequest>;
