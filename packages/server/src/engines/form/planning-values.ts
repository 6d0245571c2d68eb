import type { UiElement } from '@ossature/contract';
import { elementsOfType } from '../../metadata/layout.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import type { PlanningElementRequest, PlanningElementValues } from '../../records/planning-readers.js';
import { type Caller, type RecordDeps, canRead } from '../../records/record-access.js';

/** The planning a form's Planning element shows, if any (one per form: the response has one set of planning values). */
export const planningOfLayout = (layout: UiElement): string | null => elementsOfType(layout, 'Planning')[0]?.name ?? null;

/** Whether the caller may see the planning: it reads another module's records (a partner never sees absences). */
export function planningVisible(deps: RecordDeps, caller: Caller, planning: string): boolean {
  const declared = deps.registry.planning(planning);
  return declared !== undefined && canRead(deps, caller, declared.module);
}

/**
 * The values of the record's Planning element, from the planning engine through the records layer: the record's own
 * month on opening; the span before or after the one shown when the element asks (planning_action_on_change).
 */
export function planningValues(
  deps: RecordDeps,
  caller: Caller,
  module: RegisteredModule,
  identifier: number | null,
  move: Omit<PlanningElementRequest, 'item'> = { scale: 'month', start: null, direction: null },
): Promise<PlanningElementValues> | null {
  const planning = planningOfLayout(module.layout);
  if (!planning || !planningVisible(deps, caller, planning)) return null;
  return deps.plannings.call(caller, planning, { item: identifier, ...move });
}

