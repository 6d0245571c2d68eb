import { type BulkBatch, type FormResponse, type FormSubmission, type PreflightResponse, type TreeNode, formatMessage, messages } from '@ossature/contract';
import { HttpError } from '../../../infra/http-error.js';
import type { RegisteredBulkAction, RegisteredModule } from '../../../metadata/registered-module.js';
import type { ListSelections } from '../../../records/matching-rows.js';
import { decodePageParams } from '../../../records/page-params.js';
import { type Caller, type RecordDeps, resolveModule, scopeOf } from '../../../records/record-access.js';
import { propertiesOf } from '../describe-form.js';
import { withDynamicOptions } from '../dynamic-options.js';
import { parseValues } from '../parse-submission.js';
import { loadTree } from '../tree-options.js';
import type { BulkBatches } from './bulk-batches.js';
import { bulkSelectionOf } from './bulk-params.js';
import { countSelected, selectedRows } from './bulk-selection.js';

/** The module a bulk action changes, if the caller may change its records (else 404 or 403, as for its form). */
export function bulkModuleOf(deps: RecordDeps, caller: Caller, action: RegisteredBulkAction): RegisteredModule {
  return resolveModule(deps, caller, action.module, 'update', messages.listBulk.unknownAction);
}

/** The action's dialog as a form (SPEC §3 Form state): its fields, empty, and the number of rows selected. */
async function bulkResponse(deps: RecordDeps, caller: Caller, module: RegisteredModule, action: RegisteredBulkAction, count: number): Promise<FormResponse> {
  const trees = new Map<string, TreeNode[]>();
  for (const { field } of action.fields) {
    if (field.kind !== 'treeview') continue;
    const target = deps.registry.get(field.relation!.module)!;
    if (!trees.has(target.name)) trees.set(target.name, await loadTree(deps.db, target, caller.auth.clientId));
  }
  const fields = await withDynamicOptions(deps, caller, action.fields);
  return {
    name: action.name,
    title: action.declaration.label,
    identifier: null,
    table: module.table,
    read_only: false,
    version: null,
    loaded_at: scopeOf(deps, caller).now,
    side_tools: [],
    properties: propertiesOf(fields, { roles: caller.roles, readOnly: false, labels: new Map(), trees }),
    // Every field the dialog asks for must be given: an action that empties a field says so in its `set`.
    required: action.fields.map(({ name }) => name),
    layout: action.layout,
    buttons: [{ name: 'save', title: messages.listBulk.apply }],
    values: Object.fromEntries(action.fields.map(({ name }) => [name, null])),
    collection: {},
    bulk: { count },
  };
}

/** GET /proxy/form/{action}/{params}: the dialog, with the exact number of rows the selection holds now. */
export async function loadBulkForm(
  deps: RecordDeps,
  selections: ListSelections,
  caller: Caller,
  action: RegisteredBulkAction,
  rawParams: string | undefined,
): Promise<FormResponse> {
  const module = bulkModuleOf(deps, caller, action);
  const selected = await selectedRows(deps, selections, caller, action, bulkSelectionOf(decodePageParams(rawParams)));
  return bulkResponse(deps, caller, module, action, await countSelected(deps.db, selected));
}

export type BulkOutcome =
  | { kind: 'saved'; response: FormResponse }
  | { kind: 'accepted'; message: string; batch: BulkBatch }
  | { kind: 'preflight'; result: PreflightResponse };

/**
 * POST /proxy/form/{action}/{params}: the values typed in the dialog, checked by their fields (each one must be
 * given), then the run on the selection: answered with the form and 'n ligne(s) modifiée(s)' when
 * applied at once, or 202 with the batch to follow when it runs in the background.
 */
export async function submitBulkForm(
  deps: RecordDeps,
  selections: ListSelections,
  caller: Caller,
  batches: BulkBatches,
  action: RegisteredBulkAction,
  rawParams: string | undefined,
  submission: FormSubmission,
  preflight = false,
): Promise<BulkOutcome> {
  const module = bulkModuleOf(deps, caller, action);
  const selection = bulkSelectionOf(decodePageParams(rawParams));
  if (submission.identifier !== null) throw new HttpError(400, messages.listBulk.invalidSelection, { errors: [{ path: 'identifier', text: messages.listBulk.invalidSelection }] });
  const parsed = parseValues(await withDynamicOptions(deps, caller, action.fields), submission.values, caller.roles);
  const errors = [...parsed.errors];
  for (const { name } of action.fields) {
    if ((parsed.values[name] ?? null) === null && !errors.some((error) => error.path === name)) errors.push({ path: name, text: messages.form.required });
  }
  if (errors.length > 0) throw new HttpError(400, messages.form.saveFailed, { errors });

  const selected = await selectedRows(deps, selections, caller, action, selection);
  // The screen asks the preflight before every save: a bulk action's checks all run with the run itself, in its
  // transaction, so the preflight only checks the request and writes nothing.
  if (preflight) return { kind: 'preflight', result: { errors: [], warnings: [] } };
  const batch = await batches.run(caller, action, selected, { ...parsed.values, ...action.declaration.set });
  if (batch.status !== 'done') return { kind: 'accepted', message: formatMessage(messages.listBulk.started, { count: batch.total }), batch };
  const response = await bulkResponse(deps, caller, module, action, batch.total);
  return {
    kind: 'saved',
    response: {
      ...response,
      bulk: { count: batch.total, batch_id: batch.id },
      submit_message: { message: batch.done === 0 ? messages.listBulk.unchanged : formatMessage(messages.listBulk.applied, { count: batch.done }), color: 'success' },
    },
  };
}
