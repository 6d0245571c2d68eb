import type { RegisteredModule } from '../../metadata/registered-module.js';
import { type Caller, type RecordDeps, canRead } from '../../records/record-access.js';

/** A chart is shown to callers who may read every module it reads. */
export function chartVisible(deps: RecordDeps, caller: Caller, module: RegisteredModule, name: string): boolean {
  const chart = module.definition.charts?.[name];
  return Boolean(chart && chart.reads.every((read) => canRead(deps, caller, read)));
}
