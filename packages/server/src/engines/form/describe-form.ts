import { type Button, type CollectionForm, type Property, type SelectOption, type SideToolName, type TreeNode, messages } from '@ossature/contract';
import { type FieldDefinition, constraintsOf } from '../../metadata/field-definition.js';
import { kindOf } from '../../metadata/kinds/index.js';
import type { NamedField, RegisteredCollection, RegisteredModule } from '../../metadata/registered-module.js';
import type { InlineCollectionDefinition } from '../../metadata/module-definition.js';
import { type Role, hasRight } from '../../metadata/roles.js';
import { isWritable } from './parse-submission.js';
import { transitionAllowed } from '../../metadata/workflow.js';

/** What describing a form needs beyond the definition: the caller's roles and what the record points at. */
export interface DescribeContext {
  roles: ReadonlySet<Role>;
  /** The whole form is read-only for the caller. */
  readOnly: boolean;
  /** Labels of related records in use, by target module, for the options of async selects. */
  labels: Map<string, Map<number, string>>;
  trees: Map<string, TreeNode[]>;
  /** The record a field opens (SPEC §3 formRecordId), as this record and the caller allow; none without a record. */
  openedRecord?(opens: NonNullable<FieldDefinition['opens']>): number | null;
  /** The record's values, for what a property says from them (its fieldKey). */
  values?: Record<string, unknown>;
}

function asyncOptions(field: FieldDefinition, context: DescribeContext): SelectOption[] | undefined {
  if (!field.relation || field.kind === 'treeview') return undefined;
  const labels = context.labels.get(field.relation.module) ?? new Map<number, string>();
  return [...labels].map(([value, label]) => ({ value, label }));
}

/**
 * What a field's property says whatever its name, the caller and the record: computed once per field definition
 * (a definition object may serve under two names, so the name is not part of it).
 */
const fixedParts = new WeakMap<FieldDefinition, Omit<Property, 'name' | 'new_field' | 'read_only' | 'values' | 'treeview' | 'treeview_configuration'>>();

function fixedPartOf(field: FieldDefinition) {
  let fixed = fixedParts.get(field);
  if (fixed) return fixed;
  const stored = kindOf(field.kind).storage !== null;
  fixed = {
    type: field.kind,
    label: field.label,
    required: Boolean(field.required),
    ...(field.helperText ? { helperText: field.helperText } : {}),
    ...(field.tooltip ? { tooltip: field.tooltip } : {}),
    // The screen names a field in error by its rules: several are read as one sentence.
    ...(field.constraint ? { constraint: constraintsOf(field).map(({ message }) => message).join(' ; ') } : {}),
    ...(constraintsOf(field).some((rule) => rule.reads?.length) ? { constraint_reads: [...new Set(constraintsOf(field).flatMap((rule) => rule.reads ?? []))] } : {}),
    ...(stored ? {} : { virtual: true }),
    ...(!stored && field.useOnCompare ? { virtual_use_on_compare: true } : {}),
    // The record a field opens follows its recordFrom: the screen asks the onchange call about that field's change.
    ...(field.dependsOn || field.opens ? { depends_on: [...new Set([...(field.dependsOn ?? []), ...(field.opens ? [field.opens.recordFrom] : [])])] } : {}),
    ...(field.format ? { format: field.format } : {}),
    ...(field.maxLength !== undefined ? { max_length: field.maxLength } : {}),
    ...(field.min !== undefined ? { min: field.min } : {}),
    ...(field.max !== undefined ? { max: field.max } : {}),
    ...(field.decimals !== undefined ? { decimals: field.decimals } : {}),
    ...(field.rows !== undefined ? { rows: field.rows } : {}),
    ...(field.transform ? { transform: field.transform } : {}),
    // The related form: where a linked record opens (selects) or where tree nodes are added and edited (treeviews).
    ...(field.relation ? { link: field.relation.module } : {}),
    ...(field.relation?.newRecord ? { new_form: field.relation.module } : {}),
    ...(field.relation?.newRecord && field.relation.newParams ? { new_params: field.relation.newParams } : {}),
    ...(field.relation?.linkNewTab !== undefined ? { linkNewTab: field.relation.linkNewTab } : {}),
    ...(field.relation?.cancelAutoFetch ? { cancel_auto_fetch: true } : {}),
    ...(field.relation?.noSelectOptionCache ? { noSelectOptionCache: true } : {}),
    ...(field.validationSchema ? { validation_schema: field.validationSchema } : {}),
    ...(field.displayCondition ? { display_condition: field.displayCondition } : {}),
    ...(field.kind === 'money' ? { adornment: field.adornment ?? '€' } : {}),
    ...(field.content ? { content: field.content } : {}),
    ...(field.changeField ? { change_field: field.changeField } : {}),
    ...(field.opens ? { formName: field.opens.form } : {}),
  };
  fixedParts.set(field, fixed);
  return fixed;
}

/** SPEC §3 Property of one field: its fixed part, then what depends on the caller and on the record. */
export function propertyOf(name: string, field: FieldDefinition, context: DescribeContext): Property {
  const fixed = fixedPartOf(field);
  const options = field.options ?? asyncOptions(field, context);
  const property: Property = {
    name,
    ...fixed,
    read_only: context.readOnly || (!fixed.virtual && !isWritable(field, context.roles)) || field.kind === 'geometry_map' || field.kind === 'inline_right_html',
  };
  if (fixed.new_form) property.new_field = name;
  if (field.opens) property.formRecordId = context.openedRecord?.(field.opens) ?? null;
  // The key the onchange call would answer for these values: a later answer with another one rebuilds the control.
  if (field.fieldKey && context.values) property.fieldKey = field.fieldKey(context.values);
  if (options) property.values = options;
  if (field.kind === 'treeview' && field.relation) {
    property.treeview = context.trees.get(field.relation.module) ?? [];
    property.treeview_configuration = { types: ['node'], root_actions: context.readOnly ? [] : ['add'] };
  }
  return property;
}

export function propertiesOf(fields: NamedField[], context: DescribeContext): Record<string, Property> {
  return Object.fromEntries(fields.map(({ name, field }) => [name, propertyOf(name, field, context)]));
}

export const requiredOf = (fields: NamedField[]) => fields.filter(({ field }) => field.required).map(({ name }) => name);


/** An item button as the screen takes it (SPEC §2 tabbed collection). */
const itemButtonOf = ({ title, icon, displayCondition, changeField, exclusive }: NonNullable<InlineCollectionDefinition['itemButton']>) => ({
  title,
  ...(icon ? { icon } : {}),
  ...(displayCondition ? { display_condition: displayCondition } : {}),
  change_field: changeField,
  ...(exclusive ? { exclusive } : {}),
});

/** The property of a collection: its label, and in collection_form how its rows are shown and edited. */
export function collectionPropertyOf(
  collection: RegisteredCollection,
  context: DescribeContext,
  registry: { get(name: string): RegisteredModule | undefined },
): Property {
  const { definition } = collection;
  let form: CollectionForm;
  if (collection.kind === 'inline') {
    const readOnly = context.readOnly || definition.element === 'ReadOnlyCollection';
    form = {
      element: definition.element,
      // A nested collection is a property of the row, as a collection is one of the record.
      properties: {
        ...propertiesOf(collection.fields, { ...context, readOnly }),
        ...Object.fromEntries(collection.collections.map((nested) => [nested.name, collectionPropertyOf(nested, { ...context, readOnly }, registry)])),
      },
      required: requiredOf(collection.fields),
      ...(collection.layout ? { layout: collection.layout } : {}),
      ordered: collection.definition.ordered ?? false,
      read_only: readOnly,
      can_add: !readOnly,
      can_delete: !readOnly,
      columns: collection.columns,
      ...(collection.definition.titleTemplate ? { title_template: collection.definition.titleTemplate } : {}),
      ...(collection.definition.imageField ? { image_field: collection.definition.imageField } : {}),
      ...(collection.definition.itemButton && !readOnly ? { item_button: itemButtonOf(collection.definition.itemButton) } : {}),
      ...(collection.definition.attach && !readOnly ? { attach: collection.definition.attach } : {}),
    };
  } else {
    const target = registry.get(collection.definition.module)!;
    const canCreate = hasRight(target.rights.create, context.roles);
    form = {
      element: collection.definition.element,
      properties: propertiesOf(
        target.fields.filter(({ name }) => collection.definition.columns.includes(name)),
        { ...context, readOnly: true },
      ),
      required: [],
      ordered: false,
      read_only: context.readOnly || !canCreate,
      can_add: !context.readOnly && canCreate,
      can_delete: !context.readOnly && hasRight(target.rights.delete, context.roles),
      columns: collection.definition.columns,
      form: target.name,
      parent_field: collection.definition.parentField,
      deferred: true,
    };
  }
  return {
    name: collection.name,
    type: 'collection',
    label: definition.label,
    required: false,
    read_only: form.read_only,
    virtual: collection.kind === 'linked',
    // Rows through a field of the record follow it: its change reloads them (the onchange call's reload_collection).
    ...(collection.kind === 'linked' && collection.definition.through ? { depends_on: [collection.definition.through] } : {}),
    collection_form: form as unknown as Record<string, unknown>,
  };
}

const baseTitles: Record<string, string> = {
  save: messages.form.buttonSave,
  copy: messages.form.buttonCopy,
  del: messages.form.buttonDelete,
  create_task: messages.form.buttonCreateTask,
  history: messages.form.buttonHistory,
};

/**
 * The side tools of a record: comments, documents (when a module declares the document library), tasks and history
 * belong to saved records of modules stored in their own table (the user's profile and preferences, on stores of
 * their own, have none); the status chip to modules with a workflow (a new record's says to save it first); the
 * validation drawer to saved records of modules that declare a validation.
 */
export function sideToolsOf(module: RegisteredModule, exists: boolean, documents: boolean): SideToolName[] {
  const { store, workflow, validation } = module.definition;
  if (store) return [];
  const tools: SideToolName[] = [];
  if (workflow) tools.push('workflow');
  if (!exists) return tools;
  tools.push('comments');
  if (documents) tools.push('documents');
  tools.push('tasks', 'history');
  if (validation) tools.push('validation');
  return tools;
}

/**
 * The toolbar: base buttons the caller may use on this record (create_task opens the record's tasks on a new one:
 * it needs the right to change the record), then the module's extra buttons.
 */
export function buttonsOf(module: RegisteredModule, roles: ReadonlySet<Role>, exists: boolean, record: { locked?: boolean; values?: Record<string, unknown> } = {}): Button[] {
  const { rights } = module;
  // A locked record (a validation in progress) is changed by nobody: no save, no delete, no field-changing button.
  const locked = record.locked === true;
  const allowed: Record<string, boolean> = {
    save: !locked && hasRight(exists ? rights.update : rights.create, roles),
    copy: exists && hasRight(rights.create, roles),
    del: exists && !locked && hasRight(rights.delete, roles),
    create_task: exists && !module.definition.store && hasRight(rights.update, roles),
    history: exists && !module.definition.store,
  };
  const base = (module.definition.buttons?.base ?? ['save', 'copy', 'del', 'create_task', 'history'])
    .filter((name) => allowed[name])
    .map((name) => ({ name, title: baseTitles[name]! }));
  const canWrite = !locked && hasRight(exists ? rights.update : rights.create, roles);
  // A button moving the workflow's field is offered only where the record may move that way (and is not there yet).
  const workflow = module.definition.workflow;
  const reachable = ({ field, value }: { field: string; value: unknown }) =>
    !workflow || !exists || field !== workflow.field || (value !== record.values?.[field] && transitionAllowed(workflow, record.values?.[field] ?? null, value));
  const extra = (module.definition.buttons?.extra ?? [])
    .filter((button) => (!button.existingOnly || exists) && (!button.changeField || (canWrite && reachable(button.changeField))))
    .map(({ changeField, userFeedback, existingOnly: _existingOnly, ...rest }) => ({
      ...rest,
      ...(changeField ? { change_field: changeField } : {}),
      ...(userFeedback ? { user_feedback: userFeedback } : {}),
    }));
  return [...base, ...extra];
}
