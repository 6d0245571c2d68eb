import { createHash } from 'node:crypto';
import { FILTER_OPERATORS, type ListColumn, type ListConfigurationBody, type ListDefinition, encodeParams, messages } from '@ossature/contract';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import { kindOf } from '../../metadata/kinds/index.js';
import { hasRight } from '../../metadata/roles.js';
import { offeredScopes } from '../../records/list-configurations.js';
import type { Caller } from '../../records/record-access.js';
import type { ListChoices } from './list-choices.js';
import { isReadOnlyList } from './list-columns.js';

/** A column as the screen receives it (SPEC §3 Column), from its declaration and its field's kind. */
function columnOf({ name, field, hook, declaration }: RegisteredModule['list']['columns'][number]): ListColumn {
  return {
    name,
    label: declaration.label ?? field.label,
    ...(declaration.width !== undefined ? { width: declaration.width, width_unit: declaration.widthUnit ?? 'px' } : {}),
    hidden: declaration.hidden ? 1 : 0,
    format: declaration.format ?? hook.format,
    type: hook.type,
    operators: [...hook.operators],
    sortable: hook.sortable,
    groupable: hook.groupable,
    ...(declaration.aggregate ? { aggregate: declaration.aggregate, aggregate_label: declaration.aggregateLabel ?? messages.list.total } : {}),
    ...(declaration.maxLength ? { max_length: declaration.maxLength } : {}),
    ...(hook.type === 'number' && kindOf(field.kind).storage === 'integer' ? { whole: true as const } : {}),
    ...(declaration.override ? { override: declaration.override } : {}),
    ...(declaration.popover ? { popover: declaration.popover } : {}),
    ...(declaration.link ? { link: declaration.link } : {}),
  };
}

/** The columns' shape, hashed: the version a data call must name (a change of columns makes old screens obsolete). */
export const listVersion = (columns: ListColumn[]) =>
  createHash('sha256').update(JSON.stringify(columns.map(({ name, type, operators }) => [name, type, operators]))).digest('base64url').slice(0, 16);

/** The version of a module's list as describeList answers it. */
export const definitionVersion = (module: RegisteredModule) => listVersion(module.list.columns.map(columnOf));

/** The list as declared, as a configuration: declared columns and order, no filter, the default sort, no groups. */
function emptyConfiguration(module: RegisteredModule, columns: ListColumn[]): ListConfigurationBody {
  const sort = module.list.sort;
  return {
    columns: columns.map((column) => ({ name: column.name, hidden: column.hidden === 1 })),
    filters: { operator: 'AND', filter_model: [] },
    sort_by: sort ? [{ id: sort.field, desc: sort.direction === 'desc' }] : [],
    column_order: columns.map((column) => column.name),
    global_filter: '',
    group_by: [],
    show_percentage: false,
    sort_group_by: {},
  };
}

/**
 * GET /proxy/list/{domain}: the list of a module as its definition declares it, for this caller (a caller who may not
 * create records gets no new entry and a read-only list), with the user's saved choices.
 */
export function describeList(module: RegisteredModule, caller: Caller, choices: ListChoices): ListDefinition {
  const columns = module.list.columns.map(columnOf);
  const canCreate = hasRight(module.rights.create, caller.roles);
  const canUpdate = hasRight(module.rights.update, caller.roles);
  return {
    title: module.definition.label,
    columns,
    lines_displayed: module.list.linesDisplayed,
    filter_operators: FILTER_OPERATORS.map((operator) => ({
      operator,
      label: messages.list.operators[operator],
      ...(operator === 'contains' ? { default: true } : {}),
    })),
    group_by_sort_keys: (['VALUE', 'COUNT', 'PERCENTAGE'] as const).map((key) => ({ key, label: messages.list.groupSorts[key] })),
    new: canCreate && !module.definition.ownRecordOnly ? [{ name: messages.list.newRecord, url: `/form/${module.name}` }] : [],
    read_only: isReadOnlyList(module, caller),
    sort: module.list.sort ? { column: module.list.sort.field, direction: module.list.sort.direction } : null,
    // The row's id is base64-encoded by the screen into the form's params: the template names it.
    targets: { row: `/form/${module.name}/${encodeParams({ id: '{$id}' })}` },
    on_popup: module.list.onPopup,
    version: listVersion(columns),
    list_configuration: choices.configurations,
    current_configuration_id: choices.currentId,
    favourite_configuration_id: choices.favouriteId,
    configuration_right: true,
    user_configuration_scope: offeredScopes(caller.auth),
    user_configuration_menu: true,
    empty_configuration: emptyConfiguration(module, columns),
    column_choices: choices.columnChoices,
    export_format: module.list.exportFormats,
    // A bulk action changes records: offered to those who may change them.
    bulk_actions: canUpdate
      ? module.list.bulkActions.map(({ name, declaration, fields }) => ({ name, label: declaration.label, ...(declaration.icon ? { icon: declaration.icon } : {}), asks_values: fields.length > 0 }))
      : [],
  };
}
