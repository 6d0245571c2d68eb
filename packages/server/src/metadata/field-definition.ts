import type { DisplayCondition, FieldKind, SelectOption } from '@ossature/contract';
import type { DynamicDb } from '../infra/dynamic-db.js';
import type { Role } from './roles.js';

/** The values of a record (and of its inline collections' rows) as the engine computes with them. */
export interface RecordValues {
  values: Record<string, unknown>;
  collections: Record<string, Record<string, unknown>[]>;
}

/** What a default value may depend on. */
export interface DefaultContext {
  now: Date;
  userId: number;
  /** The page's decoded params, e.g. customer_id=12 when a quote is created from a customer. */
  params: URLSearchParams;
}

/** What dynamic options may depend on: the tenant, the caller, the database. */
export interface OptionsContext {
  db: DynamicDb;
  clientId: number;
  userId: number;
  isSuperAdmin: boolean;
}

export interface RelationDefinition {
  module: string;
  /** A new related record can be created from the field, in a dialog. */
  newRecord?: boolean;
  /**
   * Narrows the options to the related records whose fields equal what it returns (`{ customer: 12 }`), from the
   * values of the fields the relation depends on (`dependsOn`, which the screen sends with each search); an entry
   * whose value is null or undefined does not narrow. Keys are field names of the related module.
   */
  filter?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** How the screen opens the linked record (SPEC §3 linkNewTab): true, a new window only; false, a dialog only; absent, both. */
  linkNewTab?: boolean;
  /** Search only once something is typed (SPEC §3 cancel_auto_fetch): for relations to large modules. */
  cancelAutoFetch?: boolean;
  /**
   * With `newRecord`: the new related record's fields (keys) given the values of fields beside the relation (in its
   * row, or the record) as they are on screen (SPEC §3 new_params) — a line's product created from the line.
   */
  newParams?: Record<string, string>;
  /**
   * A field of an inline collection's rows: no two rows of one record hold the same related record. The options of a
   * row leave out what the other rows hold (the screen sends those values with each search), and a save holding one
   * twice is refused on the later row.
   */
  distinctInCollection?: boolean;
  /** The screen asks for the options again at every opening and search (SPEC §3 noSelectOptionCache): they change often. */
  noSelectOptionCache?: boolean;
}

/** A rule a field's value must follow; its message reads '{label} : {message}' when broken (SPEC §5). */
export interface Constraint {
  message: string;
  /** The other fields of the record its check reads: a change of one of them may break or mend it (told at once). */
  reads?: string[];
  /** `row` holds the values the field sits among: its collection row, or the record's values for a record field. */
  check(value: unknown, record: RecordValues, row: Record<string, unknown>): boolean;
}

/**
 * One field of a module or of a collection row. What applies depends on the kind; `f.*` builders in fields.ts set the
 * kind and only accept the options that make sense for it.
 */
export interface FieldDefinition {
  kind: FieldKind;
  label: string;
  required?: boolean;
  readOnly?: boolean;
  /** A value, or a function of the context, given to new records. */
  default?: unknown | ((context: DefaultContext) => unknown);
  maxLength?: number;
  min?: number;
  max?: number;
  /** Digits after the decimal point a number accepts. */
  decimals?: number;
  /** Display format hint for the screen (e.g. 'PPP' for a date). */
  format?: string;
  /** Rules a non-empty value must follow; the first one broken gives the field's error. */
  constraint?: Constraint | Constraint[];
  /** A JSON schema each value must validate against, with the message shown when it does not (e.g. emails). */
  validationSchema?: { schema: Record<string, unknown>; message: string };
  transform?: 'uppercase' | 'uppercase_first';
  /** Recomputes the value from the rest of the record; such a field is read-only and recomputed on save. */
  compute?: (record: RecordValues) => unknown;
  /** Fields (or collections) whose change recomputes this one through the onchange call. */
  dependsOn?: string[];
  /**
   * The control's identity on screen (SPEC §3 fieldKey) from the record's values, asked by the onchange call when a
   * field of `dependsOn` changes: another key than the control had makes the screen build it anew (what was typed in
   * it, the options it remembered and an editor's undo history go). For a field whose former state means nothing
   * once the fields it depends on changed.
   */
  fieldKey?: (values: Record<string, unknown>) => string;
  /**
   * A field that stores nothing (a display kind) whose change still counts as a change of the form (SPEC §3
   * virtual_use_on_compare): unsaved changes, the draft, a save not skipped. Without it such values are not compared.
   */
  useOnCompare?: boolean;
  displayCondition?: DisplayCondition;
  helperText?: string;
  tooltip?: string;
  /** Static options of select, radio, button group and vertical tabs kinds. */
  options?: SelectOption[];
  /** Options read when the form is described or saved (e.g. the client organisations a super admin may switch to). */
  optionsFrom?: (context: OptionsContext) => Promise<SelectOption[]>;
  /** Async selects and treeviews: the module whose records are the options. */
  relation?: RelationDefinition;
  rows?: number;
  /** Content kinds: the HTML shown. */
  content?: string;
  /** Submit kind: the value it writes before saving. */
  changeField?: { field: string; value: unknown };
  /** Cleared when the record is copied (numbers, references that must stay unique). */
  clearOnCopy?: boolean;
  /** No two records of the tenant share a value (a unique index, and a field error on save). */
  unique?: boolean;
  /** Who may change the field, on top of the module's update right. */
  writableBy?: Role[];
  /** Money: the adornment (default €). */
  adornment?: string;
  /**
   * The record the field stands for, in another form (SPEC §3 formName / formRecordId): the screen offers to open
   * form `form` at the record whose id the relation field `recordFrom` of the same record holds, and shows the field
   * again once that record is saved. Fields of the record only, not of collection rows.
   */
  opens?: { form: string; recordFrom: string };
}

/** A field's constraints as a list, however the definition gave them. */
export const constraintsOf = (field: FieldDefinition): Constraint[] => (field.constraint === undefined ? [] : Array.isArray(field.constraint) ? field.constraint : [field.constraint]);
