import type { FieldChange, RecordWorkflow, WorkflowHistoryEntry } from '@ossature/contract';
import { sql } from 'kysely';
import { readStored, storeScope } from '../../records/declared-change.js';
import type { Caller, RecordDeps } from '../../records/record-access.js';
import { recordTarget } from '../record-tools/record-target.js';

/** The longest state history read: the latest entries that name the field. */
const HISTORY_LIMIT = 1000;

const likeText = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The record's workflow (SPEC §3): the module's states, the record's current one, and the states it entered — read
 * from its history, which names the field by its label and each value by its option's label (every save, bulk
 * action and validation outcome writes one): no table of its own. A module without a workflow answers none.
 */
export async function recordWorkflow(deps: RecordDeps, caller: Caller, objectName: string, objectId: number): Promise<RecordWorkflow> {
  const { module, recordId } = await recordTarget(deps, caller, objectName, objectId);
  const workflow = module.definition.workflow;
  if (!workflow) return { states: {}, current: null, history: [] };
  const field = module.fieldByName.get(workflow.field)!;
  const stored = await readStored(deps, storeScope(deps, deps.db, caller.auth.clientId, caller.auth.userId), module, recordId);
  const value = stored?.values[workflow.field];
  const current = typeof value === 'string' && value in workflow.states ? value : null;

  const byLabel = new Map((field.options ?? []).map((option) => [option.label, String(option.value)]));
  // Entries are JSON keyed by label: those holding `"Statut":` are the candidates, checked exactly below.
  const pattern = `%${likeText(JSON.stringify(field.label))}:%`;
  const rows = await deps.db
    .selectFrom('history_entry')
    .select(['id', 'username', 'created_at', 'modification'])
    .where('client_id', '=', caller.auth.clientId)
    .where('table_name', '=', module.table)
    .where('record_id', '=', recordId)
    .where(sql<boolean>`modification like ${pattern} escape '\\'`)
    .orderBy('id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  const history: WorkflowHistoryEntry[] = [];
  for (const row of rows.toReversed()) {
    const change = (JSON.parse(row.modification) as Record<string, FieldChange | string>)[field.label];
    // A Bulk entry names the new value as a text; other entries give old and new.
    const label = typeof change === 'string' ? change : change?.new;
    const to = typeof label === 'string' ? byLabel.get(label) : undefined;
    if (to !== undefined && to in workflow.states) history.push({ to, login: row.username, led: row.created_at });
  }
  return { states: workflow.states, current, history };
}
