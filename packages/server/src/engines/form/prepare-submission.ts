import type { DynamicDb } from '../../infra/dynamic-db.js';
import { type FieldError, type FormSubmission, messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import type { RecordValues } from '../../metadata/field-definition.js';
import { kindOf } from '../../metadata/kinds/index.js';
import type { NamedField, RegisteredInlineCollection, RegisteredModule } from '../../metadata/registered-module.js';
import { checkRecord } from './check-record.js';
import { computeRow, computeValues } from '../../records/compute-values.js';
import { forEachRow } from './each-row.js';
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
    rows[name] = parseRows(collection, submitted, caller, name, errors);
  }
  if (errors.length > 0) throw badRequest(errors);
  return { values: parsed.values, rows };
}

type SubmittedRows = NonNullable<FormSubmission['collection']>[string];

/** One collection's submitted rows parsed, nested collections' rows under their row (`contacts.0.means.1.value`). */
function parseRows(collection: RegisteredInlineCollection, submitted: SubmittedRows, caller: Caller, path: string, errors: FieldError[]): RowState[] {
  return submitted.map((row, index) => {
    const result = parseValues(collection.fields, row.values, caller.roles, `${path}.${index}.`);
    errors.push(...result.errors);
    const nested: Record<string, RowState[]> = {};
    for (const [name, nestedRows] of Object.entries(row.collection ?? {})) {
      const inner = collection.collections.find((candidate) => candidate.name === name);
      if (inner) nested[name] = parseRows(inner, nestedRows as SubmittedRows, caller, `${path}.${index}.${name}`, errors);
      else errors.push({ path: `${path}.${index}.${name}`, text: messages.form.unknownField });
    }
    return { identifier: row.identifier, values: result.values, ...(row.collection ? { rows: nested } : {}) };
  });
}

/**
 * One collection's rows as the save will leave them: the submitted ones over the stored ones (fields not sent keep
 * their stored values, as do fields the row's own properties make read-only), new rows from the blank row; nested
 * collections alike, under their row — a nested collection not sent keeps its stored rows. An identifier that is not
 * one of the stored rows of this parent (another record's row) answers 404: rows cannot be taken over by id.
 */
function mergeRowsOntoStored(deps: RecordDeps, caller: Caller, collection: RegisteredInlineCollection, stored: RowState[], submitted: RowState[]): RowState[] {
  const now = deps.clock.now();
  const blank = initialValues(collection.fields, { now, userId: caller.auth.userId, params: new URLSearchParams() });
  return submitted.map((row) => {
    const previous = row.identifier === null ? undefined : stored.find((candidate) => candidate.identifier === row.identifier);
    if (row.identifier !== null && !previous) throw new HttpError(404, messages.form.lineNotFound);
    // Fields the row's own properties make read-only keep their stored value, as a read-only field of the record does.
    const kept = previous ? Object.fromEntries(lockedInRow(collection, previous.values, now).map((name) => [name, previous.values[name]])) : {};
    const values = computeRow(collection, previous ? { ...previous.values, ...row.values, ...kept } : { ...blank, ...row.values });
    if (collection.collections.length === 0) return { identifier: row.identifier, values };
    const rows = Object.fromEntries(
      collection.collections.map((nested) => {
        const storedNested = previous?.rows?.[nested.name] ?? [];
        const sent = row.rows?.[nested.name];
        return [nested.name, sent ? mergeRowsOntoStored(deps, caller, nested, storedNested, sent) : storedNested];
      }),
    );
    return { identifier: row.identifier, values, rows };
  });
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
    rows[collection.name] = submitted ? mergeRowsOntoStored(deps, caller, collection, stored, submitted) : stored;
  }
  const record = computeValues(module, {
    values,
    collections: Object.fromEntries(Object.entries(rows).map(([name, list]) => [name, list.map((row) => row.values)])),
  });
  const computedRows = Object.fromEntries(
    Object.entries(rows).map(([name, list]) => [name, list.map((row, index) => ({ ...row, values: record.collections[name]![index]! }))]),
  );

  const errors = checkRecord(module.fields, inlineCollections(module), record, computedRows);
  if (errors.length > 0) throw badRequest(errors);

  const references = collectReferences(new Map(), module.fields, record.values);
  forEachRow(inlineCollections(module), computedRows, (collection, row) => collectReferences(references, collection.fields, row.values));
  const resolved = await resolveReferences(db, deps.registry, caller.auth.clientId, references);
  dropStaleIds(module.fields, record.values, base.values, resolved);
  const missing = missingReferences(module.fields, record.values, resolved);
  forEachRow(inlineCollections(module), computedRows, (collection, row, path) => missing.push(...missingReferences(collection.fields, row.values, resolved, path)));
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

