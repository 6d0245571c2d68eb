import { type PlanningActionRequest, checkDate, messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import type { PlanningElementValues } from '../../records/planning-readers.js';
import { type Caller, type RecordDeps, checkOwnRecord, resolveModule } from '../../records/record-access.js';
import { readState } from './load-form.js';
import { planningValues } from './planning-values.js';

/**
 * POST /proxy/form/planning/{form}: the element's previous / next (planning_action_on_change). The record is read
 * first, as its form would be: another organisation's record answers 404 like everywhere else.
 */
export async function reloadPlanning(deps: RecordDeps, caller: Caller, form: string, request: PlanningActionRequest): Promise<PlanningElementValues> {
  const module = resolveModule(deps, caller, form);
  const check = checkDate('date', request.start);
  if (!check.ok || !check.value) throw new HttpError(400, messages.planning.invalidStart);
  if (request.identifier !== null) {
    checkOwnRecord(module, caller, request.identifier);
    await readState(deps, caller, module, request.identifier);
  }
  const values = await planningValues(deps, caller, module, request.identifier, { scale: request.scale, start: check.value, direction: request.direction });
  if (!values) throw new HttpError(404, messages.planning.planningNotFound);
  return values;
}
