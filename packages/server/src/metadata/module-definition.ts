import type { DynamicDb } from '../infra/dynamic-db.js';
import type { ChartData, CollectionElementType, DisplayCondition, FieldError, ListConfigurationBody, PreflightIssue, RowProperty, ValidationStepType } from '@ossature/contract';
import type { FieldDefinition, RecordValues } from './field-definition.js';
import type { KpiDeclaration } from './kpi-declaration.js';
import type { LayoutElement, LayoutNode } from './layout.js';
import type { IncidentsDeclaration } from './incidents-declaration.js';
import type { ListDeclaration } from './list-declaration.js';
import type { PlanningDeclaration } from './planning-declaration.js';
import type { RecordStore } from './record-store.js';
import type { ModuleRights } from './roles.js';
import type { ShortcutsDeclaration } from './shortcut-declaration.js';
import type { TimeLoggingDeclaration } from './time-logging-declaration.js';

/** Rows edited inside the parent's form and saved in the parent's transaction (dense table, tabs, gallery…). */
export interface InlineCollectionDefinition {
  kind: 'inline';
  label: string;
  element: Extract<CollectionElementType, 'TabCollection' | 'ReadOnlyCollection' | 'TableDenseCollection' | 'GridCollection'>;
  /** SQL table of the rows: `{parent table}_{collection name}` unless given. */
  table?: string;
  fields: Record<string, FieldDefinition>;
  /** Rows keep the order the user gives them (an ORDER property, renumbered on reorder). */
  ordered?: boolean;
  /** Tab labels: `$field` placeholders; '#' + identifier otherwise. */
  titleTemplate?: string;
  /** Columns of table-like elements; all fields by default. */
  columns?: string[];
  layout?: LayoutNode;
  /** Gallery: the file field holding each item's image. */
  imageField?: string;
  /**
   * Tabbed collections: a button on each item, shown when `displayCondition` holds on the item's values, writing
   * `changeField` into it; `exclusive` empties that field in the other items (one primary contact).
   */
  itemButton?: { title: string; icon?: string; displayCondition?: DisplayCondition; changeField: { field: string; value: unknown }; exclusive?: boolean };
  /**
   * Tabbed collections of documents (SPEC §2 'attach button when form identifier and attach config exist'): the attach
   * button adds one item per file chosen or dropped, the file in `file` (a file field of the rows) and its name, less
   * its extension, in `title` (a text field) when given.
   */
  attach?: { file: string; title?: string };
  /**
   * A saved row's own properties, by field, from its stored values (SPEC §3 Collection.data 'properties'): a field
   * read-only for this row keeps its stored value whatever a save sends; a helper text explains the row. `today` is
   * the Paris date (yyyy-MM-dd).
   */
  rowProperties?(row: Record<string, unknown>, context: { today: string }): Record<string, RowProperty>;
  /**
   * Collections of each row (SPEC §3 Collection.data 'nested collection'): a contact's means of contact. Each gets a
   * table of its own (`{this collection's table}_{name}`) whose rows point at this collection's rows. One level is
   * built: a TabCollection's rows may hold TableDenseCollections, placed in the row's layout, that hold none.
   */
  collections?: Record<string, InlineCollectionDefinition>;
}

/** Records of another module that point at this one, shown and edited through their own form. */
export interface LinkedCollectionDefinition {
  kind: 'linked';
  label: string;
  element: Extract<CollectionElementType, 'FormCollection' | 'ListCollection'>;
  module: string;
  /** The relation field of the other module that points at this record (or at the record `through` names). */
  parentField: string;
  /**
   * A relation field of this record pointing where `parentField` points: the rows are the records whose `parentField`
   * equals this field's value (an absence shows the employee's other absences), this record left out. They follow
   * the field as the user changes it, saved or not (SPEC §3 reload_collection).
   */
  through?: string;
  columns: string[];
  orderBy?: { field: string; direction: 'asc' | 'desc' };
}

export type CollectionDefinition = InlineCollectionDefinition | LinkedCollectionDefinition;

/** A button of the header toolbar beyond the base ones (SPEC §3 Button). */
export interface ExtraButtonDefinition {
  name: string;
  title: string;
  icon?: string;
  tooltip?: string;
  color?: 'danger' | 'warning' | 'info' | 'success' | 'rose';
  grouped?: boolean;
  changeField?: { field: string; value: unknown };
  path?: string;
  target?: string;
  /**
   * Asked before the action. With `setting`, the dialog offers 'Ne plus me demander': ticking it stores that user
   * setting ('1'), and the question is not asked that user again.
   */
  confirm?: { content: string; accept: string; cancel: string; setting?: string };
  userFeedback?: { title: string; property: string };
  /** Shown only for an existing record. */
  existingOnly?: boolean;
}

export type BaseButtonName = 'save' | 'copy' | 'del' | 'create_task' | 'history';

/** What module hooks get: the record being saved, the tenant and the database (inside the save's transaction). */
export interface HookContext {
  db: DynamicDb;
  clientId: number;
  userId: number;
  identifier: number | null;
  record: RecordValues;
  now: Date;
  /**
   * Serialises concurrent saves on a key until the transaction ends (PostgreSQL advisory lock; SQLite already writes
   * one transaction at a time) — e.g. before reading the last number to give the next one.
   */
  lock(key: string): Promise<void>;
  /**
   * What the list engine finds wrong with a list configuration this caller saves (the configuration forms ask):
   * errors on list_name or configuration, none when it fits its list.
   */
  listConfigurationErrors(listName: string, body: ListConfigurationBody, forEveryOrganisation: boolean): Promise<FieldError[]>;
}

/** What a form validation reads: the record as it is on screen, outside any save (nothing to lock). */
export type FormValidationContext = Pick<HookContext, 'db' | 'clientId' | 'userId' | 'identifier' | 'record' | 'now'>;

/** A chart computed in SQL for the record on screen. */
export interface ChartDefinition {
  /** Modules whose records the chart reads: a caller who may not read them does not get the chart. */
  reads: string[];
  compute(db: DynamicDb, clientId: number, identifier: number | null, now: Date): Promise<ChartData>;
}

/**
 * A record's states along one of its choice fields (SPEC §3 'Workflow / state history'): every option of the field is
 * a state, and a save may move the field only along a declared transition (a new record may take any state).
 */
export interface WorkflowDefinition {
  field: string;
  /** By option value: the label and Material icon the timeline shows. */
  states: Record<string, { label: string; icon?: string }>;
  /** From a state to the states it may move to. */
  transitions: Record<string, string[]>;
}

/** What finds the validators of a step: the record, as stored, and ways to name the organisation's users. */
export interface ValidatorContext {
  db: DynamicDb;
  clientId: number;
  identifier: number;
  values: Record<string, unknown>;
  /** The organisation's active administrators (app_user ids). */
  admins(): Promise<number[]>;
  /** The organisation's active users whose identity name is this one ('LEROY Antoine'). */
  usersNamed(identityName: string): Promise<number[]>;
}

/** One step of a validation: who decides (app_user ids of the organisation; others are ignored) and what it asks. */
export interface ValidationStepDefinition {
  type: ValidationStepType;
  label: string;
  validators(context: ValidatorContext): Promise<number[]>;
}

/**
 * A record asks for a validation (SPEC §2 'Validation workflow', §3 Validation): steps decided in order by their
 * validators; while a request is active nobody changes the record. `required` says when a record calls for one (a
 * request is accepted only then; always without it); `onValidated` / `onRefused` are stored values written on the
 * record when the request ends (e.g. an absence's status).
 */
export interface ValidationDefinition {
  steps: ValidationStepDefinition[];
  required?(values: Record<string, unknown>): boolean;
  onValidated?: Record<string, unknown>;
  onRefused?: Record<string, unknown>;
}

export type { FieldDefinition, RecordValues };

/**
 * A business module, declared: everything the engines derive its table, form and menu entry from. One file per
 * module under src/modules/; docs/MODULES.md shows a worked example.
 */
export interface ModuleDefinition {
  /** Form (and later list) name, as in /front/form/{name}; also the default table name. */
  name: string;
  table?: string;
  /** Plural label: menu entry, list title, messages ('Factures'). */
  label: string;
  /** Singular label ('Facture'). */
  recordName: string;
  /** Which menu group the module appears in, at which rank, with which Material icon. */
  menu?: { group: string; order: number; icon: string };
  /** Form title of an existing record: `{field}` placeholders ('Facture {number}'). */
  title: string;
  /** How a record is named in selects of other modules, and which fields a search looks in. */
  recordLabel: { fields: string[]; template?: string };
  fields: Record<string, FieldDefinition>;
  collections?: Record<string, CollectionDefinition>;
  layout: LayoutElement;
  /** Its list at /list/{name}; without one, the list shows the fields of the record label. */
  list?: ListDeclaration;
  buttons?: { base?: BaseButtonName[]; extra?: ExtraButtonDefinition[] };
  rights?: Partial<ModuleRights>;
  /** Saves are applied by a background job: the form answers 202 (SPEC §4). */
  asyncSave?: boolean;
  afterSave?: { url?: string; goBack?: boolean };
  afterDelete?: { url?: string };
  help?: string;
  charts?: Record<string, ChartDefinition>;
  /** Its calendars at /planning/{name} (SPEC §2 'Planning calendar'). */
  plannings?: PlanningDeclaration[];
  /**
   * Its records are the organisation's closing days (SPEC §3 Day closing, closing_label, closing_reasons): every
   * planning of the organisation shows them. Date fields for the first and last day, a text field for the label and a
   * choice field for the reason.
   */
  closingDays?: { start: string; end: string; label: string; reason?: string };
  /**
   * Its records are the organisation's document library (SPEC §2 attach dialog and document picker, §3 Document): a
   * file attached to any record becomes one of them. A string field for the title, a file field, and a choice field
   * (static options) for the type. One module at most declares it.
   */
  documentLibrary?: { title: string; file: string; type?: string };
  /** Its records are the shortcuts of the top bar's popover (SPEC §3 Shortcut). One module at most declares it. */
  shortcuts?: ShortcutsDeclaration;
  /** The indicators of the home page it gives, each one aggregate query on its table (SPEC §3 'KPI'). */
  kpis?: KpiDeclaration[];
  /**
   * Its records are the organisation's incidents (SPEC §3 Incidents): the home page counts the open ones and each has
   * a thread of messages. One module at most declares it; the incidents side tool finds it by that, never by its name.
   */
  incidents?: IncidentsDeclaration;
  /**
   * Its records are the employees' timesheets, fed by the time users log in the top bar's activity popover (SPEC §2,
   * §3 Activity). One module at most declares it; the time-logging side tool finds it by that, never by its name.
   */
  timeLogging?: TimeLoggingDeclaration;
  /** Its records' states and the moves allowed between them. */
  workflow?: WorkflowDefinition;
  /** Its records may be submitted for validation. */
  validation?: ValidationDefinition;
  /**
   * Open to every user whatever their modules (the user's own profile and preferences, the organisation's settings);
   * in the menu only if it declares `menu`, and only to those its rights let read it.
   */
  alwaysAvailable?: boolean;
  /** Records kept elsewhere than in a table derived from the fields; `table` then names them in the history. */
  store?: (context: { passwordCost: number }) => RecordStore;
  /**
   * Only one record may be opened, any other id answers 404: the user's own ('user': their profile, their
   * preferences, whose id is the user's) or their organisation's ('organisation': its settings, whose id is the
   * organisation's).
   */
  ownRecordOnly?: 'user' | 'organisation';
  /** Findings before a save (SPEC §5 Preflight): errors block it, warnings ask the user to confirm. */
  preflight?(context: HookContext): Promise<{ errors: PreflightIssue[]; warnings: PreflightIssue[] }>;
  /**
   * Findings about the whole record shown above its form while the user edits (SPEC §3 form_validation): given with
   * the form, and by the onchange call after a change of one of `dependsOn` (fields of the record). They block
   * nothing: a preflight warning is the place to ask for confirmation.
   */
  formValidation?: { dependsOn: string[]; check(context: FormValidationContext): Promise<PreflightIssue[]> };
  /** Checks that need the database, run on every save (and preflight): their errors refuse the save like a field's. */
  validate?(context: HookContext): Promise<FieldError[]>;
  /** Last changes inside the save's transaction, e.g. giving a new invoice its number. */
  beforeSave?(context: HookContext): Promise<void>;
}

/** Identity function that gives a module definition its type (and editors their completion). */
export const defineModule = (definition: ModuleDefinition): ModuleDefinition => definition;
