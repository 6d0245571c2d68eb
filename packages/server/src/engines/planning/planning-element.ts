import { parisDate } from '../../metadata/calendar.js';
import type { PlanningElementRequest, PlanningElementValues } from '../../records/planning-readers.js';
import type { Caller, RecordDeps } from '../../records/record-access.js';
import { readPlanning, resolvePlanning } from './planning-data.js';
import { calendarEvents } from './planning-events.js';
import { planningSpan } from './planning-span.js';

/**
 * The values of a form's Planning element (SPEC §2): one item's span — the record the form shows — day by day with
 * each day's events, the module's summary line, and where the previous and next spans begin, for the element's
 * planning_action_on_change reload (direction, scale, start).
 */
export async function planningElementValues(deps: RecordDeps, caller: Caller, name: string, { item, scale, start, direction }: PlanningElementRequest): Promise<PlanningElementValues> {
  const { planning, module } = resolvePlanning(deps, caller, name);
  const today = parisDate(deps.clock.now());
  let date = start ?? today;
  if (direction) {
    const span = planningSpan(scale, date);
    date = direction === 'next' ? span.next : span.previous;
  }
  // A record not saved yet (item null) has no events: id 0 is no record's.
  const { answer, events: found } = await readPlanning(deps, caller, planning, module, { scale, date, item: item ?? 0, filters: new Map() }, today);
  const { configuration } = answer;
  const events = calendarEvents(found);
  const informations = planning.declaration.informations
    ? await planning.declaration.informations({ db: deps.db, clientId: caller.auth.clientId, item, first: configuration.start, last: configuration.end })
    : null;
  return {
    planning_days: answer.days.map((day) => ({ ...day, events: events.filter((event) => event.date <= day.date && day.date <= event.end_date) })),
    planning_informations_label: informations,
    planning_scale: configuration.scale,
    planning_add_full_day_events: configuration.can_create && !configuration.timed,
    planning_add_day_events: configuration.can_create && configuration.timed,
    // What the element adds an event with: the events' form, opened on the item's record (employee_id={id}).
    planning_days_extra_data: {
      planning: name,
      title: configuration.title,
      start: configuration.start,
      end: configuration.end,
      previous: configuration.previous,
      next: configuration.next,
      form: configuration.form,
      form_title: module.definition.recordName,
      item_field: planning.declaration.item,
    },
  };
}
