import type { DynamicDb } from '../../infra/dynamic-db.js';
import { type FieldError, type FormSubmission, messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import type { RecordValues } from '../../metadata/field-definition.js';
import { kindOf } from '../../metadata/kinds/index.js';
import type { NamedField, RegisteredModule } from '../../metadata/registered-module.js';
import { checkRecord } from './check-record.js';
import { computeValues } from '../../records/compute-values.js';
import type { Caller, RecordDeps } from '../../records/record-access.js';
import { type FormState, type RowState, initialValues } from './form-state.js';
import { inlineCollections } from '../../records/inline-collections.js';
import { hookContext } from './hook-context.js';
import { parseValues } from './parse-submission.js';
import { lockedInRow } from './row-properties.js';
import { uniqueViolations } from './unique-values.js';
import { duplicateRowErrors } from './distinct-rows.js';
import { transitionErrors } from '../../metadata/workflow.js';
import { type ResolvedReferences, collectReferences, dropStaleIds, missingReferences, resolveReferences } from './relation-values.js';

/** A submission parsed against the definition, before it is merged with the stored record. */
export interface ParsedSubmission {
  values: Record<string, unknown>;
  rows: Record<string, RowState[]>;
}

const badRequest = (errors: FieldError[]) => new HttpError(400, messages.form.saveFailed, { errors });

/**
 * Step 1: every submitted value parsed by its kind (`fields` carry their dynamic options); any error answers 400 with
 * all of them.
 */
export function parseSubmission(module: RegisteredModule, fields: NamedField[], caller: Caller, submission: FormSubmission): ParsedSubmission {
  const parsed = parseValues(fields, submission.values, caller.roles);
  const errors = [...parsed.errors];
  const rows: Record<string, RowState[]> = {};
  for (const [name, submitted] of Object.entries(submission.collection ?? {})) {
    const collection = inlineCollections(module).find((candidate) => candidate.name === name);
    if (!collection || collection.definition.element === 'ReadOnlyCollection') {
      errors.push({ path: name, text: messages.form.unknownField });
      continue;
    }
    rows[name] = submitted.map((row, index) => {
      const result = parseValues(collection.fields, row.values, caller.roles, `${name}.${index}.`);
      errors.push(...result.errors);
      return { identifier: row.identifier, values: result.values };
    });
  }
  if (errors.length > 0) throw badRequest(errors);
  return { values: parsed.values, rows };
}

export interface PreparedRecord {
  record: RecordValues;
  rows: Record<string, RowState[]>;
  resolved: ResolvedReferences;
}

/**
 * Step 2, on the stored state: the submission merged over it (fields and rows not sent keep their stored values),
 * computed fields recomputed, constraints and required fields checked (400), and every reference checked to exist
 * in the tenant — a deleted record or another tenant's answers 404 naming the field; then the workflow's transitions,
 * unique fields, rows repeating a distinctInCollection field and the module's validate hook (400).
 */
export async function prepareRecord(
  deps: RecordDeps,
  db: DynamicDb,
  caller: Caller,
  module: RegisteredModule,
  base: FormState,
  parsed: ParsedSubmission,
  /** `restoring`: an undo putting back values the record had (not a move along the workflow). */
  options: { restoring?: boolean } = {},
): Promise<PreparedRecord> {
  const values = { ...base.values };
  for (const [name, value] of Object.entries(parsed.values)) {
    // An empty password means "unchanged": the stored hash stays.
    if (value !== null || !kindOf(module.fieldByName.get(name)!.kind).writeOnly) values[name] = value;
  }
  const rows: Record<string, RowState[]> = {};
  for (const collection of inlineCollections(module)) {
    const stored = base.rows[collection.name] ?? [];
    const submitted = parsed.rows[collection.name];
    if (!submitted) {
      rows[collection.name] = stored;
      continue;
    }
    const blank = initialValues(collection.fields, { now: deps.clock.now(), userId: caller.auth.userId, params: new URLSearchParams() });
    rows[collection.name] = submitted.map((row) => {
      if (row.identifier === null) return { identifier: null, values: { ...blank, ...row.values } };
      const previous = stored.find((candidate) => candidate.identifier === row.identifier);
      if (!previous) throw new HttpError(404, messages.form.lineNotFound);
      // Fields the row's own properties make read-only keep their stored value, as a read-only field of the record does.
      const kept = Object.fromEntries(lockedInRow(collection, previous.values, deps.clock.now()).map((name) => [name, previous.values[name]]));
      return { identifier: row.identifier, values: { ...previous.values, ...row.values, ...kept } };
    });
  }
  const record = computeValues(module, {
    values,
    collections: Object.fromEntries(Object.entries(rows).map(([name, list]) => [name, list.map((row) => row.values)])),
  });
  const computedRows = Object.fromEntries(
    Object.entries(rows).map(([name, list]) => [name, list.map((row, index) => ({ identifier: row.identifier, values: record.collections[name]![index]! }))]),
  );

  const errors = checkRecord(module.fields, inlineCollections(module), record);
  if (errors.length > 0) throw badRequest(errors);

  const references = collectReferences(new Map(), module.fields, record.values);
  for (const collection of inlineCollections(module)) {
    for (const row of computedRows[collection.name] ?? []) collectReferences(references, collection.fields, row.values);
  }
  const resolved = await resolveReferences(db, deps.registry, caller.auth.clientId, references);
  dropStaleIds(module.fields, record.values, base.values, resolved);
  const missing = missingReferences(module.fields, record.values, resolved);
  for (const collection of inlineCollections(module)) {
    for (const [index, row] of (computedRows[collection.name] ?? []).entries()) {
      missing.push(...missingReferences(collection.fields, row.values, resolved, `${collection.name}.${index}.`));
    }
  }
  if (missing.length > 0) {
    throw new HttpError(404, messages.form.recordNotFound, { errors: missing.map((path) => ({ path, text: messages.form.relationNotFound })) });
  }
  const ruleErrors = [
    // The workflow's field moves only along the transitions the module declares (a new record takes any state).
    ...transitionErrors(module.definition, base.identifier === null || options.restoring ? null : base.values, record.values),
    ...(await uniqueViolations(db, module, caller.auth.clientId, base.identifier, record.values)),
    // A record twice in the rows of one collection whose field is declared distinctInCollection.
    ...duplicateRowErrors(inlineCollections(module), record),
    ...((await module.definition.validate?.(hookContext(deps, caller, db, base.identifier, record))) ?? []),
  ];
  if (ruleErrors.length > 0) throw badRequest(ruleErrors);
  return { record, rows: computedRows, resolved };
}

