import { type PlanningData, formatMessage, messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import { parisDate } from '../../metadata/calendar.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import type { RegisteredPlanning } from '../../metadata/register-planning.js';
import { hasRight } from '../../metadata/roles.js';
import { type Caller, type RecordDeps, resolveModule } from '../../records/record-access.js';
import { closingDaysBetween } from './closing-days.js';
import { planningDays } from './planning-days.js';
import { MAX_EVENTS, type PlanningEvents, readPlanningEvents } from './planning-events.js';
import { type PlanningRequest, parsePlanningRequest } from './planning-request.js';
import { planningSpan } from './planning-span.js';
import { type HolidayRegion, publicHolidays } from './public-holidays.js';

const text = messages.planning;
/** The organisation's working hours, drawn lighter on the day and week grids (SPEC leaves day_part's shape open). */
const WORKING_HOURS = { start: 8, end: 18 };

/** The planning behind /planning/{name}, if the caller may read its module; any other answers the same 404. */
export function resolvePlanning(deps: RecordDeps, caller: Caller, name: string): { planning: RegisteredPlanning; module: RegisteredModule } {
  const planning = deps.registry.planning(name);
  if (!planning) throw new HttpError(404, text.planningNotFound);
  const module = resolveModule(deps, caller, planning.module, 'read', text.planningNotFound);
  return { planning, module };
}

async function holidayRegion(deps: RecordDeps, clientId: number): Promise<HolidayRegion> {
  const setting = (await deps.db
    .selectFrom('client_setting')
    .select('value')
    .where('client_id', '=', clientId)
    .where('key', '=', 'public_holidays_region')
    .executeTakeFirst()) as { value: string } | undefined;
  return setting?.value === 'alsace_moselle' ? 'alsace_moselle' : 'metropolitan';
}

/** A planning's span: the answer but its events, and the events apart (written straight into the answer's text). */
export interface PlanningSpanData {
  answer: Omit<PlanningData, 'data'>;
  events: PlanningEvents;
}

/** GET /api-internal/planning/{name}[/{params}]: the span's days and events, and what the screen draws them with. */
export async function planningData(deps: RecordDeps, caller: Caller, name: string, rawParams: string | undefined): Promise<PlanningSpanData> {
  const { planning, module } = resolvePlanning(deps, caller, name);
  const today = parisDate(deps.clock.now());
  return readPlanning(deps, caller, planning, module, parsePlanningRequest(planning, module, rawParams, today), today);
}

/** A planning's span as asked: its days, its events in SQL, and the configuration the screen draws them with. */
export async function readPlanning(
  deps: RecordDeps,
  caller: Caller,
  planning: RegisteredPlanning,
  module: RegisteredModule,
  request: PlanningRequest,
  today: string,
): Promise<PlanningSpanData> {
  const { clientId } = caller.auth;
  const span = planningSpan(request.scale, request.date);
  const [region, closings, found] = await Promise.all([
    holidayRegion(deps, clientId),
    closingDaysBetween(deps.db, deps.registry, clientId, span.first, span.last),
    readPlanningEvents(deps, planning, module, clientId, span, request),
  ]);
  const { declaration } = planning;
  const itemField = module.fieldByName.get(declaration.item)!;
  const answer: Omit<PlanningData, 'data'> = {
    from: span.first,
    configuration: {
      name: planning.name,
      title: declaration.label,
      scale: request.scale,
      start: span.first,
      end: span.last,
      previous: span.previous,
      next: span.next,
      item_label: itemField.label,
      filters: (declaration.filters ?? []).map((field) => ({
        name: field,
        label: module.fieldByName.get(field)!.label,
        options: (module.fieldByName.get(field)!.options ?? []).map((option) => ({ value: String(option.value), label: option.label })),
      })),
      filter_values: Object.fromEntries([...request.filters].map(([field, value]) => [field, String(value)])),
      form: module.name,
      can_create: hasRight(module.rights.create, caller.roles),
      can_update: hasRight(module.rights.update, caller.roles),
      can_delete: hasRight(module.rights.delete, caller.roles),
      timed: planning.timed,
      start_field: declaration.start,
      item_field: declaration.item,
      end_field: declaration.end ?? null,
      skipGrouping: declaration.skipGrouping ?? false,
      exports: (declaration.exports ?? []).map((format) => ({
        label: format === 'ics' ? text.exportIcs : text.exportCsv,
        path: `/api-internal/planning/resource/${planning.name}/${format}`,
      })),
    },
    day_part: WORKING_HOURS,
    days: planningDays(span.first, span.last, today, publicHolidays(region, span.first, span.last), closings),
    items: found.items,
    ...(found.truncated ? { error: formatMessage(text.tooManyEvents, { count: MAX_EVENTS.toLocaleString('fr-FR') }) } : {}),
  };
  return { answer, events: found };
}
