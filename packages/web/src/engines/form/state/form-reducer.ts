import { type CollectionData, type FormResponse, type OnchangeResponse, type Property, type ValidationEntry, mergeRows, mergeValues } from '@ossature/contract';
import { type FormState, type RowState, initialFormState, newRowKey, rowKey } from './form-state';
import { wireRows } from './submission';
import type { FormDraft } from '../rules/form-draft';

export type FormAction =
  | { type: 'load/start' }
  | { type: 'load/done'; response: FormResponse; dirty?: boolean }
  | { type: 'load/not_found'; message?: string }
  | { type: 'load/failed'; message: string | null }
  | { type: 'field/change'; name: string; value: unknown }
  | { type: 'rows/set'; collection: string; rows: RowState[] }
  | { type: 'row/change'; collection: string; key: string; field: string; value: unknown }
  /** The rows of the nested collection `nested` of the row `key` of `collection`. */
  | { type: 'nested/set'; collection: string; key: string; nested: string; rows: RowState[] }
  | { type: 'nested/change'; collection: string; key: string; nested: string; nestedKey: string; field: string; value: unknown }
  | { type: 'collection/fetching'; collection: string }
  | { type: 'collection/fetched'; collection: string; data: CollectionData }
  | { type: 'collection/failed'; collection: string }
  /** `sentKeys`: per collection, the keys of the rows the request sent, in their order (the response's order). */
  | { type: 'onchange/apply'; response: OnchangeResponse; sentKeys: Record<string, string[]> }
  | { type: 'errors/set'; errors: Record<string, string> }
  | { type: 'validation/set'; validation: ValidationEntry | null }
  | { type: 'flags/set'; flags: Partial<Pick<FormState, 'lock' | 'wait' | 'submit'>> }
  | { type: 'draft/restore'; draft: FormDraft }
  /** After a reload: the user's changes (their edits over what they had loaded) put back on top of the record. */
  | { type: 'edits/reapply'; edits: UserEdits };

/** What the user had loaded and what they made of it. */
export type UserEdits = Pick<FormState, 'values' | 'values_original' | 'collection' | 'collection_original'> & Partial<Pick<FormState, 'properties'>>;

type RowData = Omit<CollectionData['data'][number], 'collection'> & { collection?: Record<string, { data: RowData[] }> };

const rowsOf = (data: { data: RowData[] }): RowState[] =>
  data.data.map((row) => ({
    key: rowKey(row.identifier),
    identifier: row.identifier,
    values: row.values,
    ...(row.labels ? { labels: row.labels } : {}),
    ...(row.protected ? { protected: true } : {}),
    ...(row.added ? { added: true } : {}),
    ...(row.title ? { title: row.title } : {}),
    ...(row.form_read_only !== undefined ? { form_read_only: row.form_read_only } : {}),
    ...(row.properties ? { properties: row.properties } : {}),
    ...(row.collection ? { collection: Object.fromEntries(Object.entries(row.collection).map(([name, nested]) => [name, rowsOf(nested)])) } : {}),
  }));

/**
 * What of the rows is stored: the rows the server flagged added (a copy's) are left out, in nested collections too,
 * so that the form counts them as changes until they are saved (SPEC §3 Collection.data 'added flag').
 */
const storedRows = (rows: RowState[]): RowState[] =>
  rows
    .filter((row) => !row.added)
    .map((row) => (row.collection ? { ...row, collection: Object.fromEntries(Object.entries(row.collection).map(([name, nested]) => [name, storedRows(nested)])) } : row));

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const sameRows = (a: readonly RowState[], b: readonly RowState[]) => sameJson(wireRows(a), wireRows(b));

/** The rows of `collection` once the row `key`'s nested rows of `nested` are `change`d. */
function withNestedRows(state: FormState, collection: string, key: string, nested: string, change: (rows: RowState[]) => RowState[]) {
  const rows = state.collection[collection] ?? [];
  return rows.map((row) => (row.key === key ? { ...row, collection: { ...row.collection, [nested]: change(row.collection?.[nested] ?? []) } } : row));
}

/** Errors whose path is the given one or lies under it ('lines.2' clears 'lines.2.quantity'). */
const withoutErrors = (errors: Record<string, string>, path: string) =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key !== path && !key.startsWith(`${path}.`)));

/** A row the other side deleted, and its nested rows, as new ones. */
const asNewRow = (row: RowState): RowState => ({
  ...row,
  identifier: null,
  key: newRowKey(),
  ...(row.collection ? { collection: Object.fromEntries(Object.entries(row.collection).map(([name, rows]) => [name, rows.map(asNewRow)])) } : {}),
});

/**
 * The user's rows (`mine`, edited from `loaded`) put back over the reloaded ones (`theirs`), three-way as the server
 * merges a forced save; in each row the user kept, their nested rows likewise.
 */
function reapplyRows(loaded: RowState[], mine: RowState[], theirs: RowState[]): RowState[] {
  return mergeRows(loaded, mine, theirs, sameJson, asNewRow).rows.map((row) => {
    const own = row.identifier === null ? undefined : mine.find((candidate) => candidate.identifier === row.identifier);
    const before = own && loaded.find((candidate) => candidate.identifier === row.identifier);
    if (!own?.collection || !before) return row;
    const collection = { ...row.collection };
    for (const [name, rows] of Object.entries(own.collection)) {
      const loadedRows = before.collection?.[name] ?? [];
      if (!sameRows(rows, loadedRows)) collection[name] = reapplyRows(loadedRows, rows, row.collection?.[name] ?? []);
    }
    return { ...row, collection };
  });
}

/** What an onchange answer may change of a property: its fieldKey and the record it opens. */
type AnsweredParts = Pick<Property, 'fieldKey' | 'formRecordId'>;

/** The property with the parts an answer gives; the same object when it gives none. */
function withAnswered(property: Property, answer: AnsweredParts): Property {
  if (answer.fieldKey === undefined && answer.formRecordId === undefined) return property;
  return {
    ...property,
    ...(answer.fieldKey === undefined ? {} : { fieldKey: answer.fieldKey }),
    ...(answer.formRecordId === undefined ? {} : { formRecordId: answer.formRecordId }),
  };
}

/**
 * The reloaded properties, with what onchange answers made of a field's (its fieldKey, the record it opens) kept where
 * the user changed a field it depends on: their values win the merge, and the answers were about them.
 */
function answeredProperties(reloaded: FormState['properties'], edits: UserEdits): FormState['properties'] {
  const edited = (dependency: string) => !sameJson(edits.values[dependency], edits.values_original[dependency]);
  const properties = { ...reloaded };
  for (const [name, mine] of Object.entries(edits.properties ?? {})) {
    const property = properties[name];
    if (property && (mine.depends_on ?? []).some(edited)) properties[name] = withAnswered(property, mine);
  }
  return properties;
}

/**
 * Every change of a form's state, as state + action → state (SPEC §4): loading, editing (which clears the field's
 * error), rows, server recomputations, errors, conflicts and the lock / wait / submit flags.
 */
export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'load/start':
      return { ...state, status: state.description ? state.status : 'loading', message: null };
    case 'load/done': {
      const collection = Object.fromEntries(Object.entries(action.response.collection).map(([name, data]) => [name, rowsOf(data)]));
      return {
        ...initialFormState,
        status: 'ready',
        description: action.response,
        properties: action.response.properties,
        values: action.response.values,
        // A copy is a new record made of another's values: it is saveable as it stands.
        values_original: action.dirty ? {} : action.response.values,
        collection,
        collection_original: Object.fromEntries(Object.entries(collection).map(([name, rows]) => [name, storedRows(rows)])),
        formValidation: action.response.form_validation ?? [],
      };
    }
    case 'load/not_found':
      return { ...initialFormState, status: 'not_found', message: action.message ?? null };
    case 'load/failed':
      return { ...initialFormState, status: 'failed', message: action.message };
    case 'field/change':
      return { ...state, values: { ...state.values, [action.name]: action.value }, errors: withoutErrors(state.errors, action.name) };
    case 'rows/set':
      return { ...state, collection: { ...state.collection, [action.collection]: action.rows }, errors: withoutErrors(state.errors, action.collection) };
    case 'row/change': {
      const rows = state.collection[action.collection] ?? [];
      const index = rows.findIndex((row) => row.key === action.key);
      if (index < 0) return state;
      const next = rows.map((row, position) => (position === index ? { ...row, values: { ...row.values, [action.field]: action.value } } : row));
      return {
        ...state,
        collection: { ...state.collection, [action.collection]: next },
        errors: withoutErrors(state.errors, `${action.collection}.${index}.${action.field}`),
      };
    }
    case 'nested/set': {
      const index = (state.collection[action.collection] ?? []).findIndex((row) => row.key === action.key);
      if (index < 0) return state;
      return {
        ...state,
        collection: { ...state.collection, [action.collection]: withNestedRows(state, action.collection, action.key, action.nested, () => action.rows) },
        errors: withoutErrors(state.errors, `${action.collection}.${index}.${action.nested}`),
      };
    }
    case 'nested/change': {
      const parent = (state.collection[action.collection] ?? []).find((row) => row.key === action.key);
      const index = (state.collection[action.collection] ?? []).indexOf(parent!);
      const nestedIndex = (parent?.collection?.[action.nested] ?? []).findIndex((row) => row.key === action.nestedKey);
      if (!parent || nestedIndex < 0) return state;
      const change = (rows: RowState[]) => rows.map((row) => (row.key === action.nestedKey ? { ...row, values: { ...row.values, [action.field]: action.value } } : row));
      return {
        ...state,
        collection: { ...state.collection, [action.collection]: withNestedRows(state, action.collection, action.key, action.nested, change) },
        errors: withoutErrors(state.errors, `${action.collection}.${index}.${action.nested}.${nestedIndex}.${action.field}`),
      };
    }
    case 'collection/fetching':
      return { ...state, fetching: { ...state.fetching, [action.collection]: true } };
    case 'collection/failed':
      return { ...state, fetching: { ...state.fetching, [action.collection]: false } };
    case 'collection/fetched': {
      const rows = rowsOf(action.data);
      return {
        ...state,
        fetching: { ...state.fetching, [action.collection]: false },
        collection: { ...state.collection, [action.collection]: rows },
        collection_original: { ...state.collection_original, [action.collection]: storedRows(rows) },
      };
    }
    case 'onchange/apply': {
      const values = { ...state.values };
      let properties = state.properties;
      let optionsReloads = state.optionsReloads;
      // A field's constraint broken by the values on screen is told at once, and untold once kept (SPEC §3 error).
      let errors = state.errors;
      for (const [name, change] of Object.entries(action.response.properties)) {
        if ('value' in change) values[name] = change.value;
        if (change.reload) optionsReloads = { ...optionsReloads, [name]: (optionsReloads[name] ?? 0) + 1 };
        const property = properties[name];
        const answered = property && withAnswered(property, change);
        if (answered && answered !== property) properties = { ...properties, [name]: answered };
        if (change.error === undefined) continue;
        errors = withoutErrors(errors, name);
        if (change.error !== null) errors = { ...errors, [name]: change.error };
      }
      const collection = { ...state.collection };
      for (const [name, rows] of Object.entries(action.response.collection)) {
        // Rows may have been added, moved or removed while the request was out: computed values follow their row's key.
        const keys = action.sentKeys[name] ?? [];
        const computed = new Map(rows.map((row, index) => [keys[index], row.values]));
        collection[name] = (collection[name] ?? []).map((row) => {
          const recomputed = computed.get(row.key);
          return recomputed ? { ...row, values: { ...row.values, ...recomputed } } : row;
        });
      }
      return { ...state, properties, optionsReloads, values, collection, errors, formValidation: action.response.form_validation ?? state.formValidation };
    }
    case 'errors/set':
      return { ...state, errors: action.errors };
    case 'validation/set':
      return { ...state, validation: action.validation };
    case 'flags/set':
      return { ...state, ...action.flags };
    case 'draft/restore': {
      const { draft } = action;
      // The draft's edits were made on the version it was written from: saving them says so, and a record changed
      // since by someone else then answers with the conflict instead of being silently overwritten.
      const description = state.description && { ...state.description, version: draft.version, loaded_at: draft.loaded_at ?? state.description.loaded_at };
      // What the draft's edits started from: the save tells them apart from values someone else changed since.
      const original = draft.values_original
        ? { values_original: draft.values_original, collection_original: { ...state.collection_original, ...draft.collection_original } }
        : {};
      return { ...state, ...original, description, values: draft.values, collection: { ...state.collection, ...draft.collection } };
    }
    case 'edits/reapply': {
      if (state.status !== 'ready') return state;
      const { edits } = action;
      // Three-way, as the server merges a forced save: what the user changed wins, the rest is the reloaded record's.
      const values = mergeValues(edits.values_original, edits.values, state.values, sameJson).values;
      const collection = { ...state.collection };
      for (const [name, rows] of Object.entries(edits.collection)) {
        const loaded = edits.collection_original[name] ?? [];
        if (sameRows(rows, loaded)) continue;
        collection[name] = reapplyRows(loaded, rows, state.collection[name] ?? []);
      }
      return { ...state, values, collection, properties: answeredProperties(state.properties, edits) };
    }
    default:
      return state;
  }
}

/**
 * The values a form compares to tell a change: a virtual field's (it stores nothing, the server recomputes it) only
 * when its property says virtual_use_on_compare (SPEC §3).
 */
function comparedValues(values: Record<string, unknown>, properties: FormState['properties']): Record<string, unknown> {
  const compared: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const property = properties[name];
    if (!property?.virtual || property.virtual_use_on_compare) compared[name] = value;
  }
  return compared;
}

/** Whether the user changed anything since the server's last answer (values, rows, their order). */
export function isDirty(state: FormState): boolean {
  if (!sameJson(comparedValues(state.values, state.properties), comparedValues(state.values_original, state.properties))) return true;
  return Object.keys(state.collection).some((name) => !sameRows(state.collection[name] ?? [], state.collection_original[name] ?? []));
}
