import { PLANNING_SCALES, type PlanningScale, checkDate, formatMessage, messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import type { RegisteredPlanning } from '../../metadata/register-planning.js';
import { decodePageParams } from '../../records/page-params.js';

const text = messages.planning;

/** What a planning call asks for, checked against the planning's declaration. */
export interface PlanningRequest {
  scale: PlanningScale;
  /** Any day of the span wanted; today when not given. */
  date: string;
  /** Only the events of this item (an employee's own planning). */
  item: number | null;
  /** Filter values by field name: each the stored value of one of the field's options. */
  filters: Map<string, unknown>;
}

/**
 * The page's params: `start` (yyyy-MM-dd), `scale` (day, week, month or item; week by default), `item`, and a value
 * for any of the planning's filters. Anything else, or a value out of place, answers 400: nothing unchecked goes on.
 */
export function parsePlanningRequest(planning: RegisteredPlanning, module: RegisteredModule, rawParams: string | undefined, today: string): PlanningRequest {
  const params = decodePageParams(rawParams);
  const filterNames = new Set(planning.declaration.filters ?? []);
  const request: PlanningRequest = { scale: 'week', date: today, item: null, filters: new Map() };
  for (const [key, value] of params) {
    if (key === 'start') {
      const check = checkDate('date', value);
      if (!check.ok || !check.value) throw new HttpError(400, text.invalidStart);
      request.date = check.value;
    } else if (key === 'scale') {
      if (!(PLANNING_SCALES as readonly string[]).includes(value)) throw new HttpError(400, text.invalidScale);
      request.scale = value as PlanningScale;
    } else if (key === 'item') {
      if (!/^[1-9]\d{0,14}$/.test(value)) throw new HttpError(400, text.invalidRequest);
      request.item = Number(value);
    } else if (filterNames.has(key)) {
      if (value !== '') request.filters.set(key, filterValue(module, key, value));
    } else {
      throw new HttpError(400, text.invalidRequest);
    }
  }
  return request;
}

/** The stored value of a filter's option, from its text; a value that is no option answers 400. */
function filterValue(module: RegisteredModule, field: string, value: string): unknown {
  const option = module.fieldByName.get(field)!.options?.find((candidate) => String(candidate.value) === value);
  if (!option) throw new HttpError(400, formatMessage(text.invalidFilter, { name: field }));
  return option.value;
}

/** The longest span a file holds: a year and a day (a leap year's days). */
const MAX_EXPORT_DAYS = 366;

/** What an export file holds: the days from start_date to end_date, narrowed by the filters set. */
export interface PlanningExportRequest {
  first: string;
  last: string;
  filters: Map<string, unknown>;
}

/**
 * The filter string of an export link (SPEC §2: start_date, end_date and the non-empty filter values), checked like
 * a planning call's params; at most a year.
 */
export function parseExportFilter(planning: RegisteredPlanning, module: RegisteredModule, rawFilter: string): PlanningExportRequest {
  const params = decodePageParams(rawFilter);
  const filterNames = new Set(planning.declaration.filters ?? []);
  const dates = new Map<string, string>();
  const filters = new Map<string, unknown>();
  for (const [key, value] of params) {
    if (key === 'start_date' || key === 'end_date') {
      const check = checkDate('date', value);
      if (!check.ok || !check.value) throw new HttpError(400, text.invalidStart);
      dates.set(key, check.value);
    } else if (filterNames.has(key)) {
      if (value !== '') filters.set(key, filterValue(module, key, value));
    } else {
      throw new HttpError(400, text.invalidRequest);
    }
  }
  const first = dates.get('start_date');
  const last = dates.get('end_date');
  if (!first || !last || last < first || Date.parse(last) - Date.parse(first) > (MAX_EXPORT_DAYS - 1) * 86_400_000) throw new HttpError(400, text.invalidExportSpan);
  return { first, last, filters };
}
