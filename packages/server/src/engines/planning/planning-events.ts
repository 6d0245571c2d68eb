import { type CalendarEvent, type PlanningItem, messages } from '@ossature/contract';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { DynamicDb } from '../../infra/dynamic-db.js';
import type { ModuleRegistry } from '../../metadata/registry.js';
import { addDays } from '../../metadata/calendar.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import { type RegisteredPlanning, placeholders } from '../../metadata/register-planning.js';
import type { RecordDeps } from '../../records/record-access.js';
import { fillTemplate, labelsOf } from '../../records/record-labels.js';
import { fromColumns } from '../../records/table-store.js';
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

/**
 * The events of a span, in one query on the module's table: the tenant's records that share a day with the span
 * (start before its end, end after its start), minus the hidden ones, narrowed by the filters and the item. Labels of
 * related records and the people's names come in one query per related module, never one per event.
 *
 * The rows are found from the end side (the planning index: tenant, end, start): that reads the span's events and
 * those after it, where the start side would read the organisation's whole history, which only grows. SQLite would
 * walk the start index to return rows in order without sorting; `+start` in ORDER BY tells it to sort the few rows
 * instead (PostgreSQL's planner makes that choice by itself).
 */
export async function planningEvents(
  deps: RecordDeps,
  planning: RegisteredPlanning,
  module: RegisteredModule,
  clientId: number,
  span: { first: string; last: string },
  request: Pick<PlanningRequest, 'filters' | 'item'>,
): Promise<{ events: CalendarEvent[]; items: PlanningItem[]; truncated: boolean }> {
  const { db, registry } = deps;
  const { declaration, timed } = planning;
  const from = timed ? `${span.first} 00:00:00` : span.first;
  const to = timed ? `${span.last} 23:59:59` : span.last;
  const columns = columnsOf(planning, module);
  let query = db
    .selectFrom(module.table)
    .select(['id', 'version', ...columns])
    .where('client_id', '=', clientId)
    .where(declaration.start, '<=', to)
    // A timed event ending at the span's first midnight ended the day before.
    .where(declaration.end ?? declaration.start, timed && declaration.end ? '>' : '>=', from);
  if (declaration.hide) {
    const { field, values } = declaration.hide;
    query = query.where((eb): Expression<SqlBool> => eb.or([eb(field, 'is', null), eb(field, 'not in', values)]));
  }
  for (const [field, value] of request.filters) query = query.where(field, '=', value);
  if (request.item !== null) query = query.where(declaration.item, '=', request.item);
  const rows = (await query.orderBy(deps.dialect === 'sqlite' ? sql`+${sql.ref(declaration.start)}` : sql.ref(declaration.start)).orderBy('id').limit(MAX_EVENTS + 1).execute()) as Record<string, unknown>[];
  const truncated = rows.length > MAX_EVENTS;
  const read = module.stored.filter(({ name }) => columns.includes(name));
  const records = rows.slice(0, MAX_EVENTS).map((row) => ({ id: Number(row.id), version: Number(row.version), values: fromColumns(read, row) }));

  // One query per related module: the labels the templates and the item show, and the people's names.
  const relatedIds = new Map<string, number[]>();
  for (const name of columns) {
    const relation = module.fieldByName.get(name)!.relation;
    if (!relation) continue;
    const ids = records.map((record) => record.values[name]).filter((id): id is number => typeof id === 'number');
    relatedIds.set(relation.module, [...(relatedIds.get(relation.module) ?? []), ...ids]);
  }
  const labels = new Map<string, Map<number, string>>();
  for (const [name, ids] of relatedIds) labels.set(name, await labelsOf(db, registry.get(name)!, clientId, ids));
  const people = await peopleOf(db, registry, planning, module, clientId, records);

  const itemModule = module.fieldByName.get(declaration.item)!.relation!.module;
  const colorOptions = declaration.color ? module.fieldByName.get(declaration.color)!.options ?? [] : [];
  // A month of thousands of events has a few dozen distinct titles: each is filled once.
  const filled = new Map<string, string>();
  const namesOf = new Map<string, string[]>();
  const fill = (template: string, values: Record<string, unknown>) => {
    let names = namesOf.get(template);
    if (!names) namesOf.set(template, (names = placeholders(template)));
    const key = `${template}\u0000${names.map((name) => String(values[name])).join('\u0000')}`;
    let result = filled.get(key);
    if (result === undefined) {
      result = fillTemplate(module, template, values, labels);
      filled.set(key, result);
    }
    return result;
  };
  const isHalfDay = (values: Record<string, unknown>) =>
    declaration.halfDay !== undefined && values[declaration.halfDay] === true && (!declaration.end || values[declaration.end] === values[declaration.start]);
  const events = records.map(({ id, version, values }): CalendarEvent => {
    const start = String(values[declaration.start]);
    const end = declaration.end && typeof values[declaration.end] === 'string' ? String(values[declaration.end]) : null;
    const item = typeof values[declaration.item] === 'number' ? (values[declaration.item] as number) : null;
    const personId = declaration.people ? values[declaration.people.field] : undefined;
    const person = typeof personId === 'number' ? people.get(personId) : undefined;
    const ends = timed ? timedEnd(start, end, declaration.durationHours ?? 1) : { date: (end ?? start).slice(0, 10), time: null };
    return {
      date: start.slice(0, 10),
      end_date: ends.date,
      startTime: timed ? hoursOf(start) : null,
      endTime: ends.time,
      title: fill(declaration.title, values),
      subtitle: [declaration.subtitle ? fill(declaration.subtitle, values) : '', isHalfDay(values) ? text.halfDay : ''].filter(Boolean).join(' · '),
      content: declaration.content && typeof values[declaration.content] === 'string' ? String(values[declaration.content]) : '',
      color: colorOptions.find((option) => option.value === values[declaration.color!])?.color ?? DEFAULT_COLOR,
      icon: declaration.icon,
      employees: person ? [person] : [],
      form: module.name,
      form_id: id,
      form_title: module.definition.recordName,
      object_linked: item === null ? '' : (labels.get(itemModule)?.get(item) ?? ''),
      object_name: module.name,
      object_id: id,
      item,
      version,
    };
  });
  // The lines are the events' items (other relations to the same module may have labels too).
  const itemLabels = labels.get(itemModule) ?? new Map<number, string>();
  const items = [...new Set(events.flatMap((event) => (event.item === null ? [] : [event.item])))]
    .map((id) => ({ id, label: itemLabels.get(id) ?? `#${id}` }))
    .toSorted((a, b) => a.label.localeCompare(b.label, 'fr') || a.id - b.id);
  return { events, items, truncated };
}

/** First names and surnames of the people the events concern, in one query. */
async function peopleOf(
  db: DynamicDb,
  registry: ModuleRegistry,
  planning: RegisteredPlanning,
  module: RegisteredModule,
  clientId: number,
  records: { values: Record<string, unknown> }[],
): Promise<Map<number, { first_name: string; surname: string }>> {
  const people = planning.declaration.people;
  if (!people) return new Map();
  const target = registry.get(module.fieldByName.get(people.field)!.relation!.module)!;
  const ids = [...new Set(records.map((record) => record.values[people.field]).filter((id): id is number => typeof id === 'number'))];
  if (ids.length === 0) return new Map();
  const rows = (await db
    .selectFrom(target.table)
    .select(['id', sql.ref(people.firstName).as('first_name'), sql.ref(people.surname).as('surname')])
    .where('client_id', '=', clientId)
    .where('id', 'in', ids)
    .execute()) as { id: number; first_name: unknown; surname: unknown }[];
  return new Map(rows.map((row) => [Number(row.id), { first_name: String(row.first_name ?? ''), surname: String(row.surname ?? '') }]));
}
