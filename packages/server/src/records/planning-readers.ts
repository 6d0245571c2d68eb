import type { PlanningScale } from '@ossature/contract';
import type { Caller } from './caller.js';
import type { ProvidedLater } from './provided-later.js';

/** What a form's Planning element asks of a planning: one item's span, or the span before or after it. */
export interface PlanningElementRequest {
  /** The record the element is on: the item whose events it shows (none yet for a new record). */
  item: number | null;
  scale: PlanningScale;
  /** A day of the span; today's span when null. */
  start: string | null;
  direction: 'previous' | 'next' | null;
}

/** The values a Planning element reads (SPEC §2: planning_days, planning_informations_label, planning_scale…). */
export type PlanningElementValues = Record<string, unknown>;

/** Given at start-up with what it reads the records with (the planning engine's own access to them). */
export type PlanningElementReader = (caller: Caller, planning: string, request: PlanningElementRequest) => Promise<PlanningElementValues>;

/**
 * How a form shows a planning without knowing plannings: the planning engine provides the reader at start-up, the form
 * engine asks it for its Planning element. Neither engine imports the other.
 */
export type PlanningReaders = ProvidedLater<PlanningElementReader>;
