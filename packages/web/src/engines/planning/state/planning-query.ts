import { PLANNING_SCALES, type PlanningScale, encodeParams } from '@ossature/contract';

/** What the user looks at on a planning: the scale, a day of the span (null: today's), the filter values. */
export interface PlanningQuery {
  scale: PlanningScale;
  start: string | null;
  filters: Record<string, string>;
}

export const initialPlanningQuery: PlanningQuery = { scale: 'week', start: null, filters: {} };

/** The page params of the planning call: only what is set, so that an untouched planning asks for today's week. */
export function planningParams(query: PlanningQuery): string {
  const filters = Object.entries(query.filters).filter(([, value]) => value !== '');
  return encodeParams({ scale: query.scale, ...(query.start ? { start: query.start } : {}), ...Object.fromEntries(filters) });
}

const keyOf = (name: string) => `ossature.planning.${name}`;

/** Kept for the browser tab, like a list's choices (SPEC §9 session storage): coming back from a record finds the same span. */
export function readPlanningQuery(name: string): PlanningQuery {
  try {
    const kept = JSON.parse(sessionStorage.getItem(keyOf(name)) ?? 'null') as Partial<PlanningQuery> | null;
    if (!kept) return initialPlanningQuery;
    return {
      scale: PLANNING_SCALES.includes(kept.scale as PlanningScale) ? (kept.scale as PlanningScale) : 'week',
      start: typeof kept.start === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(kept.start) ? kept.start : null,
      filters: kept.filters && typeof kept.filters === 'object' ? Object.fromEntries(Object.entries(kept.filters).filter(([, value]) => typeof value === 'string')) : {},
    };
  } catch {
    return initialPlanningQuery;
  }
}

export function writePlanningQuery(name: string, query: PlanningQuery): void {
  try {
    sessionStorage.setItem(keyOf(name), JSON.stringify(query));
  } catch {
    // Storage full or disabled: the planning works without it.
  }
}
