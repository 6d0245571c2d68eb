import type { CollectionData, FormResponse, TreeNode } from '@ossature/contract';
import type { DynamicDb } from '../../infra/dynamic-db.js';
import { argument, preparedQuery } from '../../infra/prepared-query.js';
import { kindOf } from '../../metadata/kinds/index.js';
import type { NamedField, RegisteredInlineCollection, RegisteredLinkedCollection, RegisteredModule } from '../../metadata/registered-module.js';
import { hasRight } from '../../metadata/roles.js';
import { type Caller, type RecordDeps, canRead, scopeOf } from '../../records/record-access.js';
import { chartVisible } from './chart-access.js';
import { type FormState, type RowState, initialValues } from './form-state.js';
import { forEachRow } from './each-row.js';
import { computeRow } from '../../records/compute-values.js';
import { withDynamicOptions } from './dynamic-options.js';
import { buttonsOf, collectionPropertyOf, type DescribeContext, propertiesOf, requiredOf, sideToolsOf } from './describe-form.js';
import { fillTemplate } from '../../records/record-labels.js';
import { openedRecordOf } from './opened-record.js';
import { type References, type ResolvedReferences, collectReferences, resolveReferences } from './relation-values.js';
import { loadTree } from './tree-options.js';
import { formValidationOf } from './form-validation.js';
import { rowPropertiesOf } from './row-properties.js';
import { visibleLayout } from './visible-layout.js';
import { planningOfLayout, planningValues, planningVisible } from './planning-values.js';

/** Values as the screen gets them: passwords never leave the server, files come with their name and type. */
export function outgoing(fields: NamedField[], values: Record<string, unknown>, resolved: ResolvedReferences): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { name, field } of fields) {
    const value = values[name] ?? null;
    if (kindOf(field.kind).writeOnly) out[name] = null;
    else if (field.kind === 'file') out[name] = typeof value === 'number' ? (resolved.files.get(value) ?? null) : null;
    else out[name] = value;
  }
  return out;
}

/** Who created and who last changed the record (every load names them): built once. */
const authorNames = preparedQuery((db: DynamicDb) =>
  db.selectFrom('app_user').select(['id', 'name']).where('id', 'in', [argument<number>('createdBy'), argument<number>('updatedBy')]),
);

async function userNames(deps: RecordDeps, meta: FormState['meta']): Promise<Map<number, string>> {
  if (!meta) return new Map();
  const rows = await authorNames(deps.db, deps.dialect, { createdBy: meta.createdBy, updatedBy: meta.updatedBy });
  return new Map(rows.map((row) => [Number(row.id), String(row.name)]));
}

/**
 * One inline collection as the screen gets it (SPEC §3 Collection): its rows, each with its own properties and its
 * nested collections (`collection`, built the same way), and the template of a new row, which holds empty ones. The
 * template is no row of the record: it carries no added flag.
 */
function collectionDataOf(
  entry: RegisteredInlineCollection,
  rows: RowState[],
  context: { caller: Caller; now: Date; resolved: ResolvedReferences; updatedAt: string | null },
): CollectionData {
  const { caller, now, resolved, updatedAt } = context;
  const nestedOf = (row: RowState) =>
    entry.collections.length === 0
      ? {}
      : { collection: Object.fromEntries(entry.collections.map((nested) => [nested.name, collectionDataOf(nested, row.rows?.[nested.name] ?? [], context)])) };
  const blank = computeRow(entry, initialValues(entry.fields, { now, userId: caller.auth.userId, params: new URLSearchParams() }));
  return {
    data: rows.map((row) => {
      const own = row.identifier === null ? undefined : rowPropertiesOf(entry, row.values, now);
      // A row without identifier is one the server puts there unsaved (a copy's): flagged, the screen counts it as a change.
      const added = row.identifier === null ? { added: true } : {};
      return { identifier: row.identifier, values: outgoing(entry.fields, row.values, resolved), ...added, ...(own ? { properties: own } : {}), ...nestedOf(row) };
    }),
    new: { identifier: null, values: outgoing(entry.fields, blank, resolved), ...nestedOf({ identifier: null, values: blank }) },
    updated_at: updatedAt,
  } as CollectionData;
}

export interface ResponseExtras {
  submit_message?: FormResponse['submit_message'];
  copy_id?: number;
}

/**
 * Everything the screen needs for one record (SPEC §3 Form state), from the engine's state: properties with the
 * options in use, layout, buttons, values, inline collections, title, footer. Linked records and chart data come with
 * calls of their own when shown. A bounded number of queries: one per inline collection, one per related module, one
 * per tree, one for files, one for user names.
 */
export async function buildResponse(
  deps: RecordDeps,
  caller: Caller,
  module: RegisteredModule,
  state: FormState,
  extras: ResponseExtras = {},
): Promise<FormResponse> {
  const db = deps.db;
  const { clientId } = caller.auth;
  const exists = state.identifier !== null;
  const inline = module.collections.filter((collection) => collection.kind === 'inline');
  // Records of a module the caller may not read never come with another form (a partner's customer form shows no
  // invoices), nor do charts computed over them.
  const allLinked = module.collections.filter((collection): collection is RegisteredLinkedCollection => collection.kind === 'linked');
  const hiddenLinked = allLinked.filter((collection) => !canRead(deps, caller, collection.definition.module));
  const linked = allLinked.filter((collection) => !hiddenLinked.includes(collection));
  const hiddenCharts = new Set(Object.keys(module.definition.charts ?? {}).filter((name) => !chartVisible(deps, caller, module, name)));
  const planningName = planningOfLayout(module.layout);
  const hiddenPlannings = new Set(planningName && !planningVisible(deps, caller, planningName) ? [planningName] : []);

  const references: References = collectReferences(new Map(), module.fields, state.values);
  forEachRow(inline, state.rows, (entry, row) => collectReferences(references, entry.fields, row.values));
  const resolved = await resolveReferences(db, deps.registry, clientId, references);

  const trees = new Map<string, TreeNode[]>();
  const treeFields = [...module.fields, ...inline.flatMap((entry) => [...entry.fields, ...entry.collections.flatMap((nested) => nested.fields)])].filter(
    ({ field }) => field.kind === 'treeview',
  );
  for (const { field } of treeFields) {
    const target = deps.registry.get(field.relation!.module)!;
    if (!trees.has(target.name)) trees.set(target.name, await loadTree(db, target, clientId));
  }

  // A record nobody may change now (a validation in progress) is read-only for everyone, with the lock's message; one
  // its store keeps from this caller (another user's configuration), for them.
  const lock = exists ? await deps.locks.lockOf({ db, clientId, module, recordId: state.identifier!, writing: false }) : null;
  const unchangeable = lock !== null || state.readOnly === true;
  const readOnly = unchangeable || !hasRight(exists ? module.rights.update : module.rights.create, caller.roles);
  const openedRecord = (opens: Parameters<typeof openedRecordOf>[2]) => openedRecordOf(deps, caller, opens, state.values);
  const context: DescribeContext = { roles: caller.roles, readOnly, labels: resolved.labels, trees, openedRecord, values: state.values };
  const properties = propertiesOf(await withDynamicOptions(deps, caller, module.fields), context);
  for (const shown of [...inline, ...linked]) properties[shown.name] = collectionPropertyOf(shown, context, deps.registry);

  const now = deps.clock.now();
  const collection: Record<string, CollectionData> = {};
  for (const entry of inline) collection[entry.name] = collectionDataOf(entry, state.rows[entry.name] ?? [], { caller, now, resolved, updatedAt: state.meta?.updatedAt ?? null });
  // Linked records may be many: the screen fetches them when the collection is shown (collection-fetch.ts).
  for (const entry of linked) collection[entry.name] = { data: [], new: { identifier: null, values: {} }, updated_at: null };

  const names = await userNames(deps, state.meta);
  const { afterSave } = module.definition;
  const planning = await planningValues(deps, caller, module, state.identifier);
  const findings = await formValidationOf(deps, caller, module, state.identifier, {
    values: state.values,
    collections: Object.fromEntries(Object.entries(state.rows).map(([name, rows]) => [name, rows.map((row) => row.values)])),
  });
  return {
    name: module.name,
    title: exists ? fillTemplate(module, module.definition.title, state.values, resolved.labels) || null : null,
    identifier: state.identifier,
    table: module.table,
    ...(module.definition.help ? { help: module.definition.help } : {}),
    read_only: readOnly,
    ...(lock ? { lock: { message: lock.message } } : {}),
    version: state.version,
    loaded_at: scopeOf(deps, caller).now,
    properties,
    required: requiredOf(module.fields),
    layout: visibleLayout(module.layout, { scopes: new Set(hiddenLinked.map((hidden) => `#/properties/${hidden.name}`)), charts: hiddenCharts, plannings: hiddenPlannings }),
    buttons: buttonsOf(module, caller.roles, exists, { locked: unchangeable, values: state.values }),
    side_tools: sideToolsOf(module, exists, deps.registry.documentLibrary() !== undefined),
    values: outgoing(module.fields, state.values, resolved),
    collection,
    ...(state.meta
      ? {
          footer_history: {
            created_at: state.meta.createdAt,
            created_by: names.get(state.meta.createdBy) ?? '',
            updated_at: state.meta.updatedAt,
            updated_by: names.get(state.meta.updatedBy) ?? '',
          },
        }
      : {}),
    ...(planning ? { planning } : {}),
    ...(findings ? { form_validation: findings, form_validation_depends_on: module.definition.formValidation!.dependsOn } : {}),
    ...(afterSave?.url && exists ? { post_submit_url: afterSave.url.replace('{id}', String(state.identifier)) } : {}),
    ...(afterSave?.goBack ? { post_submit_go_back: true } : {}),
    ...extras,
  };
}
