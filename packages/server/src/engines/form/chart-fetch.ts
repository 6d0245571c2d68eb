import { type ChartData, messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import { type Caller, type RecordDeps, canRead, checkOwnRecord, resolveModule } from '../../records/record-access.js';
import { readState } from './load-form.js';

/** A chart is shown to callers who may read every module it reads. */
export function chartVisible(deps: RecordDeps, caller: Caller, module: RegisteredModule, name: string): boolean {
  const chart = module.definition.charts?.[name];
  return Boolean(chart && chart.reads.every((read) => canRead(deps, caller, read)));
}

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
