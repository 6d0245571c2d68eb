import { Type, type Static } from 'typebox';
import { DisplayConditionSchema } from './form-property.js';

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
  /** Shows `value` instead of the cell's when `condition` holds on the row. */
  override: Type.Optional(Type.Object({ condition: DisplayConditionSchema, value: Type.String() })),
  popover: Type.Optional(Type.Object({ form: Type.String(), params: Type.String(), condition: Type.Optional(DisplayConditionSchema), width: Type.Optional(Type.Number()) })),
  link: Type.Optional(FormTarget),
});
export type ListColumn = Static<typeof ListColumn>;
