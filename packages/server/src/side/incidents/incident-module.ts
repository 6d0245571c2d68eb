import type { SelectOption } from '@ossature/contract';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import { type Caller, type RecordDeps, canRead } from '../../records/record-access.js';

/** The incidents' module and the names of its fields, as its `incidents` declaration gives them. */
export interface Incidents {
  module: RegisteredModule;
  title: string;
  status: string;
  /** Status values of an incident still open (not resolved). */
  open: string[];
  severity: string | null;
  /** The date or datetime field it was reported at; null: its creation. */
  reportedAt: string | null;
}

/** The module declaring `incidents`, found through the registry (never by name); undefined when none does. */
export function incidentsOf(deps: RecordDeps): Incidents | undefined {
  const module = deps.registry.incidents();
  const declaration = module?.definition.incidents;
  if (!module || !declaration) return undefined;
  return {
    module,
    title: declaration.title,
    status: declaration.status,
    open: declaration.open,
    severity: declaration.severity ?? null,
    reportedAt: declaration.reportedAt ?? null,
  };
}

/** The incidents, if the caller may read them (the module is theirs to open and their role reads it). */
export function readableIncidents(deps: RecordDeps, caller: Caller): Incidents | undefined {
  const incidents = incidentsOf(deps);
  return incidents && canRead(deps, caller, incidents.module.name) ? incidents : undefined;
}

/** A field's option (its label, its colour) by stored value. */
export function optionOf(incidents: Incidents, field: string, value: unknown): SelectOption | undefined {
  return incidents.module.fieldByName.get(field)?.options?.find((option) => String(option.value) === String(value));
}
