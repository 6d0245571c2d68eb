import { type CalendarEvent, type PlanningItem, messages } from '@ossature/contract';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { addDays } from '../../metadata/calendar.js';
import { kindOf } from '../../metadata/kinds/index.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import { type RegisteredPlanning, placeholders } from '../../metadata/register-planning.js';
import type { RecordDeps } from '../../records/record-access.js';
import { fillTemplate, labelledRows } from '../../records/record-labels.js';
import type { PlanningRequest } from './planning-request.js';

/** Beyond this many events in a span the planning says so rather than drawing an unreadable wall of cards. */
export const MAX_EVENTS = 20_000;
const DEFAULT_COLOR = '#0088c8';
const text = messages.planning;


/** Decimal hours of a stored datetime ('2026-11-24 08:30:00' → 8.5). */
const hoursOf = (datetime: string) => Number(datetime.slice(11, 13)) + Number(datetime.slice(14, 16)) / 60;

/**
 * Where a timed event ends, as a day and decimal hours: its end field, or its start plus its duration. An end at
 * midnight is the end of the day before (24 h), so that the event does not spill into the next day.
 */
function timedEnd(start: string, end: string | null, durationHours: number): { date: string; time: number } {
  if (end === null) {
    const hours = hoursOf(start) + durationHours;
    return hours > 24 ? { date: addDays(start.slice(0, 10), Math.floor(hours / 24)), time: hours % 24 } : { date: start.slice(0, 10), time: hours };
  }
  const time = hoursOf(end);
  return time === 0 && end > start ? { date: addDays(end.slice(0, 10), -1), time: 24 } : { date: end.slice(0, 10), time };
}

/** The columns a planning reads: only names from its declaration, checked by the registry. */
function columnsOf(planning: RegisteredPlanning, module: RegisteredModule): string[] {
  const { declaration } = planning;
  const names = [
    declaration.start,
    declaration.end,
    declaration.item,
    declaration.people?.field,
    declaration.color,
    declaration.content,
    declaration.halfDay,
    ...placeholders(declaration.title),
    ...placeholders(declaration.subtitle),
  ];
  return [...new Set(names.filter((name): name is string => name !== undefined && module.fieldByName.has(name)))];
}

/** Who an event concerns, as its card shows them. */
export interface PlanningPerson {
  first_name: string;
  surname: string;
}

/**
 * One event as its readers take it. A month holds thousands: the reader hands the same object over for each, changed,
 * and the texts are shared between the events that have them (a title is filled once, a person read once).
 */
export interface EventFields {
  id: number;
  version: number;
  date: string;
  endDate: string;
  startTime: number | null;
  endTime: number | null;
  title: string;
  subtitle: string;
  content: string;
  color: string;
  person: PlanningPerson | undefined;
  item: number | null;
  /** The item's label (object_linked), '' without an item. */
  itemLabel: string;
}

/** A span's events as read: what is the same on every event, and the events one after the other. */
export interface PlanningEvents {
  count: number;
  /** The span held more than MAX_EVENTS: only the first ones are read. */
  truncated: boolean;
  /** The events' items, by label (the lines of the grouped mode). */
  items: PlanningItem[];
  icon: string;
  form: string;
  formTitle: string;
  /** Calls `visit` for each event in order, with the same object each time (copy what is kept). */
  forEach(visit: (event: Readonly<EventFields>) => void): void;
}

/** The events as SPEC §3 Calendar events: for the form's Planning element and the export files. */
export function calendarEvents(events: PlanningEvents): CalendarEvent[] {
  const list: CalendarEvent[] = [];
  events.forEach((event) =>
    list.push({
      date: event.date,
      end_date: event.endDate,
      startTime: event.startTime,
      endTime: event.endTime,
      title: event.title,
      subtitle: event.subtitle,
      content: event.content,
      color: event.color,
      icon: events.icon,
      employees: event.person ? [event.person] : [],
      form: events.form,
      form_id: event.id,
      form_title: events.formTitle,
      object_linked: event.itemLabel,
      object_name: events.form,
      object_id: event.id,
      item: event.item,
      version: event.version,
    }),
  );
  return list;
}

/**
 * The events of a span: the tenant's records that share a day with the span (start before its end, end after its
 * start), minus the hidden ones, narrowed by the filters and the item. Labels of related records come in one query per
 * related module, never one per event; the people's names come with the labels of the records they are read from.
 *
 * With an end field, the rows come in two queries, each reading only rows it keeps:
 * - those that began before the span and still run in it, found from the end side on the planning's (tenant, end,
 *   start) index: it reads the index entries of the events ending in the span or after it, and only the rows of those
 *   that began before (a few);
 * - those that begin in the span, walked in order on its (tenant, start, id) index, so that they need no sort.
 * The first all begin before the second, so one after the other they are in order. Both are read from one state of
 * the database: a save moving an event's start across the span's would otherwise have it read twice, or not at all.
 * One query on the end side alone read every row ending after the span's start (the span's and all the later ones)
 * and sorted them; on the start side alone, the organisation's whole history, which only grows. SQLite is told which index each query walks (`+column`
 * leaves a column's index out), as its statistics may prefer the other. The rows come as arrays, no object per row.
 */
export async function readPlanningEvents(
  deps: RecordDeps,
  planning: RegisteredPlanning,
  module: RegisteredModule,
  clientId: number,
  span: { first: string; last: string },
  request: Pick<PlanningRequest, 'filters' | 'item'>,
): Promise<PlanningEvents> {
  const { db, registry } = deps;
  const { declaration, timed } = planning;
  const from = timed ? `${span.first} 00:00:00` : span.first;
  const to = timed ? `${span.last} 23:59:59` : span.last;
  const columns = columnsOf(planning, module);
  const { start: startField, end: endField } = declaration;
  // A timed event ending at the span's first midnight ended the day before.
  const endOperator = timed && endField ? '>' : '>=';
  const unindexed = (name: string) => (deps.dialect === 'sqlite' ? sql<unknown>`+${sql.ref(name)}` : sql.ref(name));
  let query = db.selectFrom(module.table).select(['id', 'version', ...columns]).where('client_id', '=', clientId);
  if (declaration.hide) {
    const { field, values } = declaration.hide;
    query = query.where((eb): Expression<SqlBool> => eb.or([eb(field, 'is', null), eb(field, 'not in', values)]));
  }
  for (const [field, value] of request.filters) query = query.where(field, '=', value);
  if (request.item !== null) query = query.where(declaration.item, '=', request.item);
  // Sorted by start, then id: `order` names the start as the query walks it (on its index or not).
  const inOrder = (narrowed: typeof query, order: RawBuilder<unknown> | string) => narrowed.orderBy(order).orderBy('id').limit(MAX_EVENTS + 1).compile();
  const begunIn = inOrder(
    query
      .where(startField, '>=', from)
      .where(startField, '<=', to)
      .$if(endField !== undefined, (narrowed) => narrowed.where((eb) => eb(unindexed(endField!), endOperator, from))),
    // PostgreSQL walks the index in order only when the order is the index's (its empty values first; none here).
    deps.dialect === 'postgres' ? sql`${sql.ref(startField)} asc nulls first` : startField,
  );
  const begunBefore = endField && inOrder(query.where((eb) => eb(unindexed(startField), '<', from)).where(endField, endOperator, from), unindexed(startField));
  const read = await deps.arrayRows(begunBefore ? [begunBefore, begunIn] : [begunIn]);
  const found = read.length === 1 || read[0]!.length === 0 ? read.at(-1)! : [...read[0]!, ...read[1]!];
  const truncated = found.length > MAX_EVENTS;
  const rows = truncated ? found.slice(0, MAX_EVENTS) : found;
  // Each column's value as its field kind reads it (a SQLite boolean is 0 or 1), in place: index 2 + its column's.
  const kinds = columns.map((name) => kindOf(module.fieldByName.get(name)!.kind));
  for (const row of rows) for (let index = 0; index < kinds.length; index++) row[index + 2] = kinds[index]!.fromColumn(row[index + 2] ?? null);
  const at = (name: string | undefined) => (name === undefined || !columns.includes(name) ? -1 : columns.indexOf(name) + 2);

  // One query per related module: the labels the templates and the item show, and with them the people's names.
  const relatedIds = new Map<string, number[]>();
  for (const name of columns) {
    const relation = module.fieldByName.get(name)!.relation;
    if (!relation) continue;
    const index = at(name);
    const ids = rows.map((row) => row[index]).filter((id): id is number => typeof id === 'number');
    relatedIds.set(relation.module, [...(relatedIds.get(relation.module) ?? []), ...ids]);
  }
  const { people: peopleDeclared } = declaration;
  const peopleModule = peopleDeclared && module.fieldByName.get(peopleDeclared.field)!.relation!.module;
  const labels = new Map<string, Map<number, string>>();
  const people = new Map<number, PlanningPerson>();
  for (const [name, ids] of relatedIds) {
    const withPeople = name === peopleModule ? [peopleDeclared!.firstName, peopleDeclared!.surname] : [];
    const labelled = await labelledRows(db, registry.get(name)!, clientId, ids, withPeople);
    labels.set(name, new Map(labelled.map(({ id, label }) => [id, label])));
    if (withPeople.length > 0) {
      for (const { id, row } of labelled) people.set(id, { first_name: String(row[withPeople[0]!] ?? ''), surname: String(row[withPeople[1]!] ?? '') });
    }
  }

  const itemModule = module.fieldByName.get(declaration.item)!.relation!.module;
  const itemLabels = labels.get(itemModule) ?? new Map<number, string>();
  const itemIndex = at(declaration.item);
  const itemIds = new Set<number>();
  for (const row of rows) if (typeof row[itemIndex] === 'number') itemIds.add(row[itemIndex]);
  // The lines are the events' items (other relations to the same module may have labels too).
  const items = [...itemIds].map((id) => ({ id, label: itemLabels.get(id) ?? `#${id}` })).toSorted((a, b) => a.label.localeCompare(b.label, 'fr') || a.id - b.id);

  return {
    count: rows.length,
    truncated,
    items,
    icon: declaration.icon,
    form: module.name,
    formTitle: module.definition.recordName,
    forEach(visit) {
      const title = templateFiller(module, declaration.title, columns, labels);
      const subtitle = declaration.subtitle ? templateFiller(module, declaration.subtitle, columns, labels) : () => '';
      const withHalfDay = new Map<string, string>();
      const halfDaySubtitle = (filled: string) => {
        let joined = withHalfDay.get(filled);
        if (joined === undefined) withHalfDay.set(filled, (joined = [filled, text.halfDay].filter(Boolean).join(' · ')));
        return joined;
      };
      const colors = new Map<unknown, string>();
      for (const option of declaration.color ? (module.fieldByName.get(declaration.color)!.options ?? []) : []) {
        if (!colors.has(option.value)) colors.set(option.value, option.color ?? DEFAULT_COLOR);
      }
      const [startAt, endAt, contentAt, colorAt, halfDayAt] = [declaration.start, declaration.end, declaration.content, declaration.color, declaration.halfDay].map(at) as [number, number, number, number, number];
      const personAt = at(peopleDeclared?.field);
      const event: EventFields = { id: 0, version: 0, date: '', endDate: '', startTime: null, endTime: null, title: '', subtitle: '', content: '', color: '', person: undefined, item: null, itemLabel: '' };
      for (const row of rows) {
        const start = String(row[startAt]);
        const endValue = valueAt(row, endAt);
        const end = declaration.end && typeof endValue === 'string' ? endValue : null;
        const item = typeof row[itemIndex] === 'number' ? (row[itemIndex] as number) : null;
        const personId = valueAt(row, personAt);
        const content = valueAt(row, contentAt);
        event.id = Number(row[0]);
        event.version = Number(row[1]);
        event.date = start.slice(0, 10);
        if (timed) {
          const ends = timedEnd(start, end, declaration.durationHours ?? 1);
          event.startTime = hoursOf(start);
          event.endDate = ends.date;
          event.endTime = ends.time;
        } else {
          event.endDate = (end ?? start).slice(0, 10);
        }
        event.title = title(row);
        const halfDay = declaration.halfDay !== undefined && valueAt(row, halfDayAt) === true && (!declaration.end || endValue === row[startAt]);
        event.subtitle = halfDay ? halfDaySubtitle(subtitle(row)) : subtitle(row);
        event.content = declaration.content && typeof content === 'string' ? content : '';
        event.color = colors.get(valueAt(row, colorAt)) ?? DEFAULT_COLOR;
        event.person = typeof personId === 'number' ? people.get(personId) : undefined;
        event.item = item;
        event.itemLabel = item === null ? '' : (itemLabels.get(item) ?? '');
        visit(event);
      }
    },
  };
}

/** A row's value at an index, undefined for a column not read (-1). */
const valueAt = (row: unknown[], index: number) => (index < 0 ? undefined : row[index]);

/**
 * A template filled for a row, each distinct filling once: a month of thousands of events has a few dozen distinct
 * titles. The key is the placeholders' values, as text.
 */
function templateFiller(module: RegisteredModule, template: string, columns: string[], labels: Map<string, Map<number, string>>): (row: unknown[]) => string {
  const indexes = placeholders(template).map((name) => (columns.includes(name) ? columns.indexOf(name) + 2 : -1));
  const filled = new Map<string, string>();
  return (row) => {
    const key = indexes.length === 1 ? String(valueAt(row, indexes[0]!)) : indexes.map((index) => String(valueAt(row, index))).join('\u0000');
    let result = filled.get(key);
    if (result === undefined) {
      result = fillTemplate(module, template, Object.fromEntries(columns.map((name, index) => [name, row[index + 2]])), labels);
      filled.set(key, result);
    }
    return result;
  };
}
