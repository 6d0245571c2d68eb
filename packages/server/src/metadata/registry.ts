import { type ColumnFormat, EXPORT_FORMATS } from '@ossature/contract';
import { checkDocumentLibrary } from './document-library.js';
import { checkIncidents } from './check-incidents.js';
import { checkOpens } from './check-opens.js';
import { type FieldDefinition, constraintsOf } from './field-definition.js';
import { kindOf } from './kinds/index.js';
import type { ListHook } from './kinds/list-hook.js';
import type { RegisteredKpi } from './kpi-declaration.js';
import { registerKpis } from './register-kpis.js';
import { elementsOfType, ui } from './layout.js';
import type { BulkActionDeclaration } from './list-declaration.js';
import type { CollectionDefinition, ModuleDefinition } from './module-definition.js';
import { ModuleDefinitionError, normalizeLayout } from './normalize-layout.js';
import { type RegisteredPlanning, checkClosingDays, registerPlanning } from './register-planning.js';
import type { NamedField, RegisteredBulkAction, RegisteredCollection, RegisteredInlineCollection, RegisteredList, RegisteredModule } from './registered-module.js';
import { defaultRights } from './roles.js';
import { checkShortcuts } from './check-shortcuts.js';
import { checkTimeLogging } from './check-time-logging.js';
import { checkValidation, checkWorkflow } from './workflow.js';

const IDENTIFIER = /^[a-z][a-z0-9_]{0,62}$/;
/** Columns every module table has; a field may not take their names. */
export const RESERVED_COLUMNS = new Set(['id', 'client_id', 'version', 'created_at', 'created_by', 'updated_at', 'updated_by', 'parent_id', 'position']);
const CHOICE_KINDS = new Set(['select', 'select_multiple', 'radio', 'button_group', 'button_group_multiple', 'vertical_tabs']);
const RELATION_KINDS = new Set(['select_async', 'select_async_multiple', 'treeview']);

const named = (fields: Record<string, FieldDefinition>): NamedField[] =>
  Object.entries(fields).map(([name, field]) => ({ name, field }));
const storedOf = (fields: NamedField[]) => fields.filter(({ field }) => kindOf(field.kind).storage !== null);

function checkFields(module: string, fields: Record<string, FieldDefinition>, where: string): void {
  for (const [name, field] of Object.entries(fields)) {
    // Reserved names clash with columns only for kinds that have one.
    if (!IDENTIFIER.test(name) || (RESERVED_COLUMNS.has(name) && kindOf(field.kind).storage !== null)) {
      throw new ModuleDefinitionError(module, `${where} field name "${name}" is not a free SQL identifier`);
    }
    if (CHOICE_KINDS.has(field.kind) && !field.options?.length && !field.optionsFrom) {
      throw new ModuleDefinitionError(module, `${where} field "${name}" (${field.kind}) needs options`);
    }
    if (RELATION_KINDS.has(field.kind) && !field.relation) {
      throw new ModuleDefinitionError(module, `${where} field "${name}" (${field.kind}) needs a relation`);
    }
    // The screen sends the values a filter reads only for the fields the relation depends on.
    if (field.relation?.filter && !field.dependsOn?.length) {
      throw new ModuleDefinitionError(module, `${where} field "${name}" filters its options: it needs dependsOn`);
    }
    // The onchange call asks a field's key when a field it depends on changes: without one it is never asked.
    if (field.fieldKey && !field.dependsOn?.length) {
      throw new ModuleDefinitionError(module, `${where} field "${name}" has a fieldKey: it needs dependsOn`);
    }
    // The onchange call answers keys of the record's fields only.
    if (field.fieldKey && where !== '') {
      throw new ModuleDefinitionError(module, `${where} field "${name}" has a fieldKey: only fields of the record have one`);
    }
    if (field.useOnCompare && kindOf(field.kind).storage !== null) {
      throw new ModuleDefinitionError(module, `${where} field "${name}" is stored: useOnCompare is for fields that store nothing`);
    }
  }
}

/**
 * A collection checked against its module. `parentTable` is the table its rows point at: the module's, or for a
 * nested collection (a collection of each row) its parent collection's. One level of nesting is built: a tabbed
 * collection's rows may hold dense tables, placed in the row's layout, which hold no collections of their own.
 */
function registerCollection(module: ModuleDefinition, name: string, definition: CollectionDefinition, parentTable: string, nested = false): RegisteredCollection {
  if (!IDENTIFIER.test(name)) throw new ModuleDefinitionError(module.name, `collection name "${name}" is not an identifier`);
  if (definition.kind === 'linked') return { kind: 'linked', name, definition };
  checkFields(module.name, definition.fields, `collection "${name}"`);
  const fields = named(definition.fields);
  const table = definition.table ?? `${parentTable}_${name}`;
  if (!IDENTIFIER.test(table)) throw new ModuleDefinitionError(module.name, `collection "${name}": table "${table}" is not an identifier of at most 63 characters`);
  const inner = definition.collections ?? {};
  if (Object.keys(inner).length > 0 && (nested || definition.element !== 'TabCollection' || !definition.layout)) {
    throw new ModuleDefinitionError(module.name, `collection "${name}": only a TabCollection with a layout may hold collections, one level deep`);
  }
  for (const [innerName, innerDefinition] of Object.entries(inner)) {
    if (innerName in definition.fields) throw new ModuleDefinitionError(module.name, `collection "${name}": "${innerName}" is both a field and a collection`);
    if (innerDefinition.element !== 'TableDenseCollection') throw new ModuleDefinitionError(module.name, `collection "${name}.${innerName}": a nested collection is a TableDenseCollection`);
  }
  const collections = Object.entries(inner).map(([innerName, innerDefinition]) => registerCollection(module, innerName, innerDefinition, table, true) as RegisteredInlineCollection);
  const normalized = definition.layout
    ? normalizeLayout(definition.layout, { module: module.name, fields: definition.fields, collections: inner, buttons: [] })
    : undefined;
  const unplaced = Object.keys(inner).find((innerName) => !normalized?.placed.has(innerName));
  if (unplaced) throw new ModuleDefinitionError(module.name, `collection "${name}": "${unplaced}" is not placed in its layout`);
  const columns = definition.columns ?? fields.filter(({ field }) => field.kind !== 'hidden').map(({ name: column }) => column);
  for (const column of columns) {
    if (!(column in definition.fields)) throw new ModuleDefinitionError(module.name, `collection "${name}" shows unknown column "${column}"`);
  }
  const button = definition.itemButton;
  if (button && (definition.element !== 'TabCollection' || !(button.changeField.field in definition.fields))) {
    throw new ModuleDefinitionError(module.name, `collection "${name}": an item button needs a TabCollection and a field of its rows`);
  }
  const attach = definition.attach;
  if (
    attach &&
    (definition.element !== 'TabCollection' || definition.fields[attach.file]?.kind !== 'file' || (attach.title !== undefined && definition.fields[attach.title]?.kind !== 'string'))
  ) {
    throw new ModuleDefinitionError(module.name, `collection "${name}": attaching needs a TabCollection, a file field of its rows and, for the title, a string field`);
  }
  return { kind: 'inline', name, definition, table, fields, stored: storedOf(fields), columns, layout: normalized?.layout, collections };
}

/** Every inline collection of a module, nested ones after their parent. */
const inlineTree = (module: RegisteredModule): RegisteredInlineCollection[] =>
  module.collections.flatMap((collection) => (collection.kind === 'inline' ? [collection, ...collection.collections] : []));

/** Rows per page of a list that does not say (SPEC §9). */
const DEFAULT_LINES = 50;

/**
 * The formats a column's values can be shown in: money, number and time (seconds as hh:mm:ss) format numbers, an
 * image shows a file; any value can be shown as text. A time of day ('08:30') shown as seconds would be a blank cell.
 */
function formatFits(format: ColumnFormat, hook: ListHook): boolean {
  if (format === 'text') return true;
  if (format === 'image') return hook.type === 'image';
  return hook.type === 'number' || hook.type === 'money';
}

/** A module's list, checked: every column a field whose kind can be one, once; sort and search on such fields. */
function registerList(module: ModuleDefinition): RegisteredList {
  const declared = module.list?.columns ?? module.recordLabel.fields;
  const seen = new Set<string>();
  const columns = declared.map((entry) => {
    const declaration = typeof entry === 'string' ? { field: entry } : entry;
    const field = module.fields[declaration.field];
    const hook = field && kindOf(field.kind).list;
    if (!field || !hook) throw new ModuleDefinitionError(module.name, `list column "${declaration.field}" is not a field that can be a column`);
    if (seen.has(declaration.field)) throw new ModuleDefinitionError(module.name, `list column "${declaration.field}" is declared twice`);
    seen.add(declaration.field);
    if (declaration.aggregate && !hook.aggregates.includes(declaration.aggregate)) {
      throw new ModuleDefinitionError(module.name, `list column "${declaration.field}": a ${hook.type} column has no ${declaration.aggregate} figure`);
    }
    if (declaration.format && !formatFits(declaration.format, hook)) {
      throw new ModuleDefinitionError(module.name, `list column "${declaration.field}": a ${hook.type} column cannot be shown as ${declaration.format}`);
    }
    return { name: declaration.field, field, hook, declaration };
  });
  const sort = module.list?.sort ?? null;
  if (sort && !columns.some((column) => column.name === sort.field && column.hook.sortable)) {
    throw new ModuleDefinitionError(module.name, `list sort "${sort.field}" is not a sortable column`);
  }
  const search = module.list?.search ?? module.recordLabel.fields.filter((name) => kindOf(module.fields[name]!.kind).list?.type === 'text');
  for (const name of search) {
    const type = kindOf(module.fields[name]?.kind ?? 'content').list?.type;
    if (type !== 'text' && type !== 'relation') throw new ModuleDefinitionError(module.name, `list search field "${name}" is neither a text field nor a relation`);
  }
  const linesDisplayed = module.list?.linesDisplayed ?? DEFAULT_LINES;
  if (![10, 20, 50, 100].includes(linesDisplayed)) throw new ModuleDefinitionError(module.name, 'list linesDisplayed must be 10, 20, 50 or 100');
  const exportFormats = module.list?.exportFormats ?? [...EXPORT_FORMATS];
  const bulkActions = (module.list?.bulkActions ?? []).map((action) => registerBulkAction(module, action));
  return { columns, sort, linesDisplayed, search, exportFormats, bulkActions, onPopup: module.list?.onPopup ?? false };
}

/** A field a bulk action may write: stored in the module's table, typed by the user (not computed, not a secret). */
function bulkWritable(module: ModuleDefinition, name: string): FieldDefinition {
  const field = module.fields[name];
  if (!field || kindOf(field.kind).storage === null || field.compute || kindOf(field.kind).writeOnly) {
    throw new ModuleDefinitionError(module.name, `bulk action field "${name}" is not an editable stored field`);
  }
  return field;
}

function registerBulkAction(module: ModuleDefinition, declaration: BulkActionDeclaration): RegisteredBulkAction {
  if (!IDENTIFIER.test(declaration.name)) throw new ModuleDefinitionError(module.name, `bulk action name "${declaration.name}" is not an identifier`);
  const names = declaration.fields ?? [];
  const fields = names.map((name) => ({ name, field: bulkWritable(module, name) }));
  const set = Object.keys(declaration.set ?? {});
  for (const name of set) bulkWritable(module, name);
  if (fields.length + set.length === 0) throw new ModuleDefinitionError(module.name, `bulk action "${declaration.name}" changes nothing`);
  if (set.some((name) => names.includes(name))) throw new ModuleDefinitionError(module.name, `bulk action "${declaration.name}" both asks for and sets a field`);
  const only = declaration.onlyWhere;
  const onlyField = only ? module.fields[only.field] : undefined;
  if (only && (!onlyField || kindOf(onlyField.kind).storage === null)) {
    throw new ModuleDefinitionError(module.name, `bulk action "${declaration.name}" is limited by "${only.field}", not a stored field`);
  }
  // Declared values are written as they are: each must be one its field's kind accepts as stored.
  const declared = [...Object.entries(declaration.set ?? {}), ...(only ? only.in.map((value) => [only.field, value] as const) : [])];
  for (const [name, value] of declared) {
    const field = module.fields[name]!;
    const parsed = kindOf(field.kind).parse(value, field);
    if (!parsed.ok || parsed.value !== value) throw new ModuleDefinitionError(module.name, `bulk action "${declaration.name}": ${JSON.stringify(value)} is not a stored value of "${name}"`);
  }
  const { layout } = normalizeLayout(ui.vertical(...names), { module: module.name, fields: module.fields, collections: {}, buttons: [] });
  return { name: declaration.name, module: module.name, declaration, fields, layout };
}

/**
 * All module definitions of the application, checked once at start-up: a definition error stops the server with a
 * message naming the module and the problem, rather than surfacing as a broken screen.
 */
export class ModuleRegistry {
  private readonly modules = new Map<string, RegisteredModule>();
  private readonly bulkActions = new Map<string, RegisteredBulkAction>();
  private readonly plannings = new Map<string, RegisteredPlanning>();
  private library: RegisteredModule | undefined;
  private shortcutModule: RegisteredModule | undefined;
  private readonly kpiList: RegisteredKpi[] = [];
  private incidentModule: RegisteredModule | undefined;
  private timeLoggingModule: RegisteredModule | undefined;

  constructor(definitions: ModuleDefinition[]) {
    for (const definition of definitions) this.add(definition);
    this.checkCrossReferences();
    // A bulk action is a form: its name must not be taken by a module or another action.
    for (const module of this.modules.values()) {
      for (const action of module.list.bulkActions) {
        if (this.modules.has(action.name) || this.bulkActions.has(action.name)) throw new ModuleDefinitionError(module.name, `bulk action "${action.name}" takes a name already used`);
        this.bulkActions.set(action.name, action);
      }
      checkClosingDays(module.definition);
      checkWorkflow(module.definition);
      checkValidation(module.definition);
      checkDocumentLibrary(module.definition);
      if (module.definition.documentLibrary) {
        if (this.library) throw new ModuleDefinitionError(module.name, `documentLibrary is already declared by "${this.library.name}"`);
        this.library = module;
      }
      checkIncidents(module.definition);
      if (module.definition.incidents) {
        if (this.incidentModule) throw new ModuleDefinitionError(module.name, `incidents are already declared by "${this.incidentModule.name}"`);
        this.incidentModule = module;
      }
      checkTimeLogging(module, (name) => this.modules.get(name));
      checkOpens(module, (name) => this.modules.get(name));
      if (module.definition.timeLogging) {
        if (this.timeLoggingModule) throw new ModuleDefinitionError(module.name, `timeLogging is already declared by "${this.timeLoggingModule.name}"`);
        this.timeLoggingModule = module;
      }
      checkShortcuts(module.definition);
      if (module.definition.shortcuts) {
        if (this.shortcutModule) throw new ModuleDefinitionError(module.name, `shortcuts are already declared by "${this.shortcutModule.name}"`);
        this.shortcutModule = module;
      }
      for (const kpi of registerKpis(module.definition)) {
        if (this.kpiList.some((other) => other.declaration.name === kpi.declaration.name)) throw new ModuleDefinitionError(module.name, `kpi "${kpi.declaration.name}" takes a name already used`);
        this.kpiList.push(kpi);
      }
      for (const declaration of module.definition.plannings ?? []) {
        if (this.plannings.has(declaration.name)) throw new ModuleDefinitionError(module.name, `planning "${declaration.name}" takes a name already used`);
        this.plannings.set(declaration.name, registerPlanning(module.definition, declaration));
        const people = declaration.people;
        const target = people && this.modules.get(module.fieldByName.get(people.field)!.relation!.module);
        if (people && !(target?.fieldByName.has(people.firstName) && target.fieldByName.has(people.surname))) {
          throw new ModuleDefinitionError(module.name, `planning "${declaration.name}": people need "${people.firstName}" and "${people.surname}" in the related module`);
        }
      }
    }
    this.checkPlanningElements();
  }

  private add(definition: ModuleDefinition): void {
    const { name } = definition;
    if (!IDENTIFIER.test(name)) throw new ModuleDefinitionError(name, 'the name is not an identifier');
    if (this.modules.has(name)) throw new ModuleDefinitionError(name, 'declared twice');
    const table = definition.table ?? name;
    if (!IDENTIFIER.test(table)) throw new ModuleDefinitionError(name, `table "${table}" is not an identifier`);
    checkFields(name, definition.fields, '');
    // SPEC §3 Form state `watchers` is the watcher toggle's field change (engines/form/watchers-change.ts): no field takes it.
    if ('watchers' in definition.fields || 'watchers' in (definition.collections ?? {})) throw new ModuleDefinitionError(name, '"watchers" names the form\'s watchers, not a field');
    const collections = Object.entries(definition.collections ?? {}).map(([key, collection]) => registerCollection(definition, key, collection, table));
    for (const collection of collections) {
      if (collection.name in definition.fields) throw new ModuleDefinitionError(name, `"${collection.name}" is both a field and a collection`);
    }
    const { layout, placed } = normalizeLayout(definition.layout, {
      module: name,
      fields: definition.fields,
      collections: definition.collections ?? {},
      buttons: (definition.buttons?.extra ?? []).map((button) => button.name),
    });
    for (const fieldName of [...Object.keys(definition.fields), ...collections.map((collection) => collection.name)]) {
      const kind = definition.fields[fieldName]?.kind;
      if (!placed.has(fieldName) && kind !== 'hidden') {
        throw new ModuleDefinitionError(name, `"${fieldName}" is not placed in the layout`);
      }
    }
    for (const labelField of definition.recordLabel.fields) {
      if (!(labelField in definition.fields)) throw new ModuleDefinitionError(name, `record label field "${labelField}" is unknown`);
    }
    const fields = named(definition.fields);
    this.modules.set(name, {
      name,
      table,
      definition,
      rights: { ...defaultRights, ...definition.rights },
      fields,
      stored: storedOf(fields),
      fieldByName: new Map(fields.map(({ name: fieldName, field }) => [fieldName, field])),
      collections,
      layout,
      list: registerList(definition),
    });
  }

  /** A form's Planning element names a declared planning whose items are this module's records. */
  private checkPlanningElements(): void {
    for (const module of this.modules.values()) {
      const elements = elementsOfType(module.layout, 'Planning');
      // A form response carries one set of planning values.
      if (elements.length > 1) throw new ModuleDefinitionError(module.name, 'a form shows one Planning element at most');
      for (const element of elements) {
        const planning = this.plannings.get(element.name ?? '');
        const item = planning && this.modules.get(planning.module)!.fieldByName.get(planning.declaration.item);
        if (item?.relation?.module !== module.name) {
          throw new ModuleDefinitionError(module.name, `Planning element "${element.name}" needs a planning whose item relates to this module`);
        }
      }
    }
  }

  /** Relations, linked collections and dependencies must point at things that exist. */
  private checkCrossReferences(): void {
    const tables = new Map<string, string>();
    for (const module of this.modules.values()) {
      const owners = [module.table, ...inlineTree(module).map((collection) => collection.table)];
      for (const table of owners) {
        if (tables.has(table)) throw new ModuleDefinitionError(module.name, `table "${table}" is also used by "${tables.get(table)}"`);
        tables.set(table, module.name);
      }
      // A record's field depends on its fields and collections; a row's field on the other fields of its row.
      const scopes = [
        { fields: module.fields, names: new Set([...module.fieldByName.keys(), ...module.collections.map((collection) => collection.name)]) },
        ...inlineTree(module).map((collection) => ({ fields: collection.fields, names: new Set(collection.fields.map(({ name }) => name)) })),
      ];
      const topLevelRows = new Set(module.collections.flatMap((collection) => (collection.kind === 'inline' ? [collection.fields] : [])));
      for (const scope of scopes) {
        for (const { name, field } of scope.fields) {
          if (field.relation && !this.modules.has(field.relation.module)) {
            throw new ModuleDefinitionError(module.name, `field "${name}" relates to unknown module "${field.relation.module}"`);
          }
          const unknown = (field.dependsOn ?? []).find((dependency) => !scope.names.has(dependency.split('.')[0]!));
          if (unknown) throw new ModuleDefinitionError(module.name, `field "${name}" depends on unknown "${unknown}"`);
          const unread = constraintsOf(field).flatMap((rule) => rule.reads ?? []).find((read) => !scope.names.has(read));
          if (unread) throw new ModuleDefinitionError(module.name, `field "${name}" has a constraint reading unknown "${unread}"`);
          const related = field.relation ? this.modules.get(field.relation.module) : undefined;
          for (const [target, source] of Object.entries(field.relation?.newParams ?? {})) {
            if (!related?.fieldByName.has(target) || !scope.names.has(source)) {
              throw new ModuleDefinitionError(module.name, `field "${name}" gives a new record "${target}" from "${source}": both must be fields`);
            }
          }
          // Rows of one collection are compared, on one related record each: a record's field has no rows beside it, and
          // a nested collection's rows are not compared (neither the save nor the screen's options call reach them).
          if (field.relation?.distinctInCollection && (!topLevelRows.has(scope.fields) || field.kind !== 'select_async')) {
            throw new ModuleDefinitionError(module.name, `field "${name}" is distinctInCollection: only a selectAsync of a (not nested) inline collection's rows may be`);
          }
        }
      }
      const unknownFinding = (module.definition.formValidation?.dependsOn ?? []).find((dependency) => !module.fieldByName.has(dependency));
      if (unknownFinding) throw new ModuleDefinitionError(module.name, `formValidation depends on unknown field "${unknownFinding}"`);
      for (const collection of module.collections) {
        if (collection.kind !== 'linked') continue;
        const target = this.modules.get(collection.definition.module);
        const parentField = target?.fieldByName.get(collection.definition.parentField);
        const { through } = collection.definition;
        // Through a field of this record, the rows point where that field points; else at this record.
        const pointedAt = through === undefined ? module.name : module.fieldByName.get(through)?.relation?.module;
        if (!target || pointedAt === undefined || parentField?.relation?.module !== pointedAt) {
          const what = through === undefined ? 'it' : `what "${through}" relates to`;
          throw new ModuleDefinitionError(module.name, `collection "${collection.name}" needs "${collection.definition.module}.${collection.definition.parentField}" relating to ${what}`);
        }
      }
    }
  }

  get(name: string): RegisteredModule | undefined {
    return this.modules.get(name);
  }

  /** The bulk action submitted as the form `name`, if one is declared. */
  bulkAction(name: string): RegisteredBulkAction | undefined {
    return this.bulkActions.get(name);
  }

  /** The planning shown at /planning/{name}, if one is declared. */
  planning(name: string): RegisteredPlanning | undefined {
    return this.plannings.get(name);
  }

  /** The module declaring `documentLibrary`: the organisation's documents, which any record may have attached. */
  documentLibrary(): RegisteredModule | undefined {
    return this.library;
  }

  /** The module declaring `incidents`: the organisation's incidents, counted on the home page, each with its messages. */
  incidents(): RegisteredModule | undefined {
    return this.incidentModule;
  }

  /** The module declaring `timeLogging`: the employees' timesheets, fed by the time users log in the top bar. */
  timeLogging(): RegisteredModule | undefined {
    return this.timeLoggingModule;
  }

  /** The module declaring `shortcuts`: the top bar's shortcuts, the organisation's and each user's own. */
  shortcuts(): RegisteredModule | undefined {
    return this.shortcutModule;
  }

  /** Every module's KPIs, in the order of the modules, then of their declarations. */
  kpis(): RegisteredKpi[] {
    return this.kpiList;
  }

  allPlannings(): RegisteredPlanning[] {
    return [...this.plannings.values()];
  }

  byTable(table: string): RegisteredModule | undefined {
    return [...this.modules.values()].find((module) => module.table === table);
  }

  all(): RegisteredModule[] {
    return [...this.modules.values()];
  }
}
