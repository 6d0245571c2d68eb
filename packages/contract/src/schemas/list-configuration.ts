import { Type, type Static } from 'typebox';
import { LIST_GROUP_LEVELS_MAX } from '../constants/list-limits.js';
import { ListFilters } from './list-filter.js';

/** Who sees a saved list configuration (SPEC §6): the application, the whole organisation, or its author only. */
export const ConfigurationScope = Type.Union([Type.Literal('APP'), Type.Literal('CLIENT'), Type.Literal('USER')]);
export type ConfigurationScope = Static<typeof ConfigurationScope>;

const ColumnName = Type.String({ minLength: 1, maxLength: 100 });

/**
 * What a saved configuration applies to a list (SPEC §3 List configuration, `configuration`): visible columns and their
 * order, filters, sort, global search, grouping and the groups' order. Column names are checked against the list when
 * the configuration is applied; a column the list no longer has is skipped there, not an error.
 */
export const ListConfigurationBody = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 120 })),
    title: Type.Optional(Type.String({ maxLength: 100 })),
    columns: Type.Optional(Type.Array(Type.Object({ name: ColumnName, hidden: Type.Boolean() }, { additionalProperties: false }), { maxItems: 200 })),
    filters: Type.Optional(ListFilters),
    sort_by: Type.Optional(Type.Array(Type.Object({ id: ColumnName, desc: Type.Boolean() }, { additionalProperties: false }), { maxItems: 10 })),
    column_order: Type.Optional(Type.Array(ColumnName, { maxItems: 200 })),
    global_filter: Type.Optional(Type.String({ maxLength: 200 })),
    group_by: Type.Optional(Type.Array(ColumnName, { maxItems: LIST_GROUP_LEVELS_MAX })),
    show_percentage: Type.Optional(Type.Boolean()),
    /** By grouped column: how its groups are ordered, 'VALUE@ASC' style (SPEC §4 group sort). */
    sort_group_by: Type.Optional(Type.Record(ColumnName, Type.String({ pattern: '^(VALUE|COUNT|PERCENTAGE)@(ASC|DESC)$' }))),
    display_persisted: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ListConfigurationBody = Static<typeof ListConfigurationBody>;

/** A saved configuration as a list offers it (SPEC §3 List configuration), with what the caller may do with it. */
export const ListConfiguration = Type.Object({
  id: Type.Integer(),
  /** The form that saves it: g_list_configuration, or g_list_configuration_app for the application's own. */
  list_configuration_name: Type.String(),
  configuration_name: Type.String(),
  scope: ConfigurationScope,
  list_name: Type.String(),
  order: Type.Integer(),
  title: Type.String(),
  /** Shown in the menu ('Ajouter au menu'); always for an organisation's configurations. */
  display_persisted: Type.Boolean(),
  /** The caller may save the list's current state over it. */
  can_write: Type.Boolean(),
  /** The caller may rename it, reorder it or change its scope (never an application configuration). */
  can_edit: Type.Boolean(),
  can_read_json_configuration: Type.Boolean(),
  /** The stored version: saving over it sends this one, so that a save never overwrites an unseen change. */
  version: Type.Integer(),
  configuration: ListConfigurationBody,
});
export type ListConfiguration = Static<typeof ListConfiguration>;

/**
 * The user's own column choices on a list (hidden columns, order), kept on the server so they follow the user to
 * another browser: the user setting `{domain}-{params}-columns`, JSON of this shape.
 */
export const ListColumnChoices = Type.Object(
  { hidden: Type.Array(ColumnName, { maxItems: 200 }), order: Type.Array(ColumnName, { maxItems: 200 }) },
  { additionalProperties: false },
);
export type ListColumnChoices = Static<typeof ListColumnChoices>;
