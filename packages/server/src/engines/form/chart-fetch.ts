import { type ChartData, messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import { type Caller, type RecordDeps, checkOwnRecord, resolveModule } from '../../records/record-access.js';
import { chartVisible } from './chart-access.js';
import { readState } from './load-form.js';

/**
 * GET /proxy/form/chart/{form}/{id}/{name}: the data of a Chart element of a record, computed in SQL when the chart
 * is shown (the screen says 'Graphique en cours de chargement ..' meanwhile). A chart over a module the caller may
 * not read answers 404.
 */
export async function fetchChart(deps: RecordDeps, caller: Caller, form: string, identifier: number, name: string): Promise<ChartData> {
  const module = resolveModule(deps, caller, form);
  checkOwnRecord(module, caller, identifier);
  if (!chartVisible(deps, caller, module, name)) throw new HttpError(404, messages.form.unknownField);
  await readState(deps, caller, module, identifier);
  return module.definition.charts![name]!.compute(deps.db, caller.auth.clientId, identifier, deps.clock.now());
}
