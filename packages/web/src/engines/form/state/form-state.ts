import type { FormResponse, PreflightIssue, Property, RowProperty, ValidationEntry } from '@ossature/contract';

/** One row of a collection being edited; `key` stays the same while the row moves or is saved. */
export interface RowState {
  key: string;
  identifier: number | null;
  values: Record<string, unknown>;
  /** Linked rows: their relation values' names (from the collection call). */
  labels?: Record<string, string>;
  /** Protected rows cannot be edited nor deleted (SPEC §3 Collection). */
  protected?: boolean;
  /** Put there by the server and not stored yet (a copy's row): a change of the form until saved. */
  added?: boolean;
  title?: string;
  form_read_only?: number;
  /** The row's own properties over the collection's (a saved row the module keeps read-only, and says why). */
  properties?: Record<string, RowProperty>;
  /** The rows of its nested collections, by name (SPEC §3 Collection.data 'nested collection'). */
  collection?: Record<string, RowState[]>;
}

/**
 * The state of one form on screen (SPEC §3 'Form state'). `description` is the server's last answer: properties,
 * layout, buttons, title, identifier, version. Values and collections are what the user edits, next to what the
 * server last gave, so that changes can be told.
 */
export interface FormState {
  status: 'loading' | 'ready' | 'not_found' | 'failed';
  description: FormResponse | null;
  /**
   * The record's properties as the screen shows them: the description's, with what onchange answers changed of them
   * since (a field's fieldKey, its formRecordId). The description itself stays the server's last answer.
   */
  properties: Record<string, Property>;
  values: Record<string, unknown>;
  values_original: Record<string, unknown>;
  collection: Record<string, RowState[]>;
  collection_original: Record<string, RowState[]>;
  /**
   * Per field, how often an onchange answer said its options changed (SPEC §7 onchange `reload`): part of the key its
   * options are kept under, so that the next opening asks again, even for values it asked about before.
   */
  optionsReloads: Record<string, number>;
  /** Deferred collections being fetched (sub-form and list collections). */
  fetching: Record<string, boolean>;
  /** Field errors by path ('name', 'lines.2.quantity'). */
  errors: Record<string, string>;
  /** The server's findings about the record as it is on screen (SPEC §3 form_validation), shown above the form. */
  formValidation: PreflightIssue[];
  /** A concurrent change the user must decide about (SPEC §3 Validation entry). */
  validation: ValidationEntry | null;
  /** Saving is locked (a file uploads, an action runs): a submit retries (SPEC §4). */
  lock: boolean;
  /** 'En attente' overlay. */
  wait: boolean;
  /** 'Mise à jour en cours' overlay: a save or delete is under way. */
  submit: boolean;
  /** Message of a 403 or failure to load. */
  message: string | null;
}

export const initialFormState: FormState = {
  status: 'loading',
  description: null,
  properties: {},
  values: {},
  values_original: {},
  collection: {},
  collection_original: {},
  optionsReloads: {},
  fetching: {},
  errors: {},
  formValidation: [],
  validation: null,
  lock: false,
  wait: false,
  submit: false,
  message: null,
};

let keys = 0;
/** A key for a row that has none yet; identifiers make keys of saved rows, so they survive a reload. */
export const newRowKey = () => `new-${++keys}`;
export const rowKey = (identifier: number | null) => (identifier === null ? newRowKey() : `id-${identifier}`);
