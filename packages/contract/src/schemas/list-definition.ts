import { Type, type Static } from 'typebox';
import { DisplayConditionSchema } from './form-property.js';
import { BulkAction } from './list-bulk.js';
import { ConfigurationScope, ListColumnChoices, ListConfiguration, ListConfigurationBody } from './list-configuration.js';

/** How a cell shows its value (SPEC §3 Column format): money fr-FR EUR, number, time hh:mm:ss, image, text. */
export const ColumnFormat = Type.Union([Type.Literal('money'), Type.Literal('number'), Type.Literal('time'), Type.Literal('image'), Type.Literal('text')]);
export type ColumnFormat = Static<typeof ColumnFormat>;

/**
 * What a column holds, for the filter editor (which operators, which value input) and the sort and group menus:
 * decided by the field's kind on the server.
 */
export const ColumnType = Type.Union([
  Type.Literal('text'),
  Type.Literal('number'),
  Type.Literal('money'),
  Type.Literal('date'),
  Type.Literal('datetime'),
  Type.Literal('month'),
  Type.Literal('year'),
  Type.Literal('time'),
  Type.Literal('boolean'),
  Type.Literal('choice'),
  Type.Literal('choices'),
  Type.Literal('relation'),
  Type.Literal('relations'),
  Type.Literal('image'),
]);
export type ColumnType = Static<typeof ColumnType>;

/** The footer's and group rows' figure of a column. */
export const ColumnAggregate = Type.Union([Type.Literal('sum'), Type.Literal('avg'), Type.Literal('count'), Type.Literal('min'), Type.Literal('max')]);
export type ColumnAggregate = Static<typeof ColumnAggregate>;

/** A link or popover target: a form name and a params template whose {$name} placeholders take row hidden_values. */
const FormTarget = Type.Object({ form: Type.String(), params: Type.String() });

/** SPEC §3 Column, plus what the screen needs to filter, sort and group by it. */
export const ListColumn = Type.Object({
  name: Type.String(),
  label: Type.String(),
  width: Type.Optional(Type.Number()),
  width_unit: Type.Optional(Type.Union([Type.Literal('px'), Type.Literal('%')])),
  /** 1: hidden until the user shows it. */
  hidden: Type.Union([Type.Literal(0), Type.Literal(1)]),
  format: ColumnFormat,
  type: ColumnType,
  /** The operators its filter offers, among the list's filter_operators. */
  operators: Type.Array(Type.String()),
  sortable: Type.Boolean(),
  groupable: Type.Boolean(),
  /** The footer's aggregate of the column, and its label ('Total'). */
  aggregate: Type.Optional(ColumnAggregate),
  aggregate_label: Type.Optional(Type.String()),
  max_length: Type.Optional(Type.Integer({ minimum: 1 })),
  /** A number column holding whole numbers only (a rating): its filter refuses '4,5' as it is typed. */
  whole: Type.Optional(Type.Literal(true)),
  /** Shows `value` instead of the cell's when `condition` holds on the row. */
  override: Type.Optional(Type.Object({ condition: DisplayConditionSchema, value: Type.String() })),
  popover: Type.Optional(Type.Object({ form: Type.String(), params: Type.String(), condition: Type.Optional(DisplayConditionSchema), width: Type.Optional(Type.Number()) })),
  link: Type.Optional(FormTarget),
});
export type ListColumn = Static<typeof ListColumn>;

/** An operator the filter editor offers (SPEC §3 filter_operators), `default` marking the one a new row starts with. */
export const FilterOperatorOption = Type.Object({ operator: Type.String(), label: Type.String(), default: Type.Optional(Type.Boolean()) });

/** GET /proxy/list/{domain}[/{params}]: what the list screen needs to show and query a list (SPEC §3 List definition). */
export const ListDefinition = Type.Object({
  title: Type.String(),
  columns: Type.Array(ListColumn),
  lines_displayed: Type.Integer(),
  filter_operators: Type.Array(FilterOperatorOption),
  /** How groups may be ordered: by their value, their count or their share. */
  group_by_sort_keys: Type.Array(Type.Object({ key: Type.String(), label: Type.String() })),
  /** New-record entries: the list's form, and any other the module declares. */
  new: Type.Array(Type.Object({ name: Type.String(), url: Type.String() })),
  /** The caller may not create or change records here. */
  read_only: Type.Boolean(),
  /** The default order, before the user sorts. */
  sort: Type.Union([Type.Object({ column: Type.String(), direction: Type.Union([Type.Literal('asc'), Type.Literal('desc')]) }), Type.Null()]),
  /** Where a row leads: a path template whose {$name} placeholders take the row's hidden_values. */
  targets: Type.Object({ row: Type.String() }),
  /** Popup mode: rows and new records open their form in a dialog over the list, which reloads after a save. */
  on_popup: Type.Boolean(),
  /**
   * Changes when the list's columns do: a data call made for another version answers 410 (the screen's state is
   * obsolete, SPEC §8 'veuillez rafraîchir la page').
   */
  version: Type.String(),
  /** The saved configurations the caller sees (SPEC §3 List configuration): the application's, the organisation's, their own. */
  list_configuration: Type.Array(ListConfiguration),
  /** The configuration to apply on opening: the one the page's params name, else the user's favourite, else none. */
  current_configuration_id: Type.Union([Type.Integer(), Type.Null()]),
  /** The user's favourite configuration of this list (opened by default), or none. */
  favourite_configuration_id: Type.Union([Type.Integer(), Type.Null()]),
  /** The caller may save configurations of this list. */
  configuration_right: Type.Boolean(),
  /** The scopes the save dialog offers the caller. */
  user_configuration_scope: Type.Array(ConfigurationScope),
  /** The caller may put a configuration in the menu ('Ajouter au menu'). */
  user_configuration_menu: Type.Boolean(),
  /** The list as declared, as a configuration: what 'no configuration' applies. */
  empty_configuration: ListConfigurationBody,
  /** The user's own hidden columns and column order on this list, kept on the server; null when never chosen. */
  column_choices: Type.Union([ListColumnChoices, Type.Null()]),
  /** The spreadsheet formats the export dialog offers (SPEC §3 export_format); printing (pdf) is always offered. */
  export_format: Type.Array(Type.Union([Type.Literal('xlsx'), Type.Literal('xls'), Type.Literal('ods'), Type.Literal('csv')])),
  /** The bulk actions the caller may run on the selected rows (none when they may not change records). */
  bulk_actions: Type.Array(BulkAction),
});
export type ListDefinition = Static<typeof ListDefinition>;

/** A data row: display values by column, and the raw values links and popovers fill their {$name} placeholders with. */
export const ListRow = Type.Object({
  _type: Type.Literal('row'),
  values: Type.Record(Type.String(), Type.Unknown()),
  hidden_values: Type.Record(Type.String(), Type.Unknown()),
});
export type ListRow = Static<typeof ListRow>;

/** SPEC §3 Group row: a group of rows at `level`, its count, share, figures; `params` fetch its rows or sub-groups. */
export const ListGroupRow = Type.Object({
  _type: Type.Literal('group'),
  label: Type.String(),
  level: Type.Integer(),
  /** The page params of the group's sub-list (base64), for the same data call. */
  params: Type.String(),
  values: Type.Object({ column: Type.String(), value: Type.Unknown() }),
  count: Type.Integer(),
  percentage: Type.Number(),
  aggregates: Type.Record(Type.String(), Type.Union([Type.Number(), Type.Null()])),
});
export type ListGroupRow = Static<typeof ListGroupRow>;

/** GET /proxy/list/data/{domain}/{pageSize}/{offset}[/{params}]. */
export const ListData = Type.Object({
  data: Type.Array(Type.Union([ListRow, ListGroupRow])),
  /** Rows (or groups, when grouped) matching; capped when `total_items_capped`. */
  total_items: Type.Integer(),
  /** The count stopped at its cap: the exact one comes from the same call with count_only=1. */
  total_items_capped: Type.Boolean(),
  /**
   * Footer figures of the whole filtered list, by column; null when they would hold the page up (more rows than the
   * count's cap, or groups, whose rows are summed already): they come with the exact count then.
   */
  aggregates: Type.Union([Type.Record(Type.String(), Type.Union([Type.Number(), Type.Null()])), Type.Null()]),
  /** Group sub-lists: the page size inside groups and the number of groups at this level. */
  group_by_page: Type.Optional(Type.Integer()),
  group_by_total_items: Type.Optional(Type.Integer()),
  /** Echoes the request's token: an answer to an out-of-date request is recognisable. */
  request_token: Type.Optional(Type.String()),
});
export type ListData = Static<typeof ListData>;

/** count_only=1: the exact count, under the key the screen caches it by (SPEC §7 count per configuration). */
export const ListCount = Type.Object({
  key: Type.String(),
  total_items: Type.Integer(),
  /** The footer figures of the whole filtered list, which a large first page leaves to this call. */
  aggregates: Type.Record(Type.String(), Type.Union([Type.Number(), Type.Null()])),
  request_token: Type.Optional(Type.String()),
});
export type ListCount = Static<typeof ListCount>;

/** A column-values lookup: up to 10 distinct values joined by ';@@;', and how many more there are. */
export const ListColumnValues = Type.Object({
  all_column_values: Type.String(),
  /** What each value shows as in the cells (an option's label, a related record's name), in the same order. */
  column_value_labels: Type.String(),
  exceeded_column_values_count: Type.Integer(),
  /** Asked with retrieve_labels: what each value a filter holds shows as, in the order asked (no values offered then). */
  held_value_labels: Type.Optional(Type.String()),
  request_token: Type.Optional(Type.String()),
});
export type ListColumnValues = Static<typeof ListColumnValues>;
