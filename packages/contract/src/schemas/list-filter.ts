import { Type, type Static } from 'typebox';

/** One filter row (SPEC §3 Filters): a column of the list, an operator, a value; `is_update` is the screen's own flag. */
export const ListFilterCondition = Type.Object(
  {
    column: Type.String({ minLength: 1, maxLength: 100 }),
    operator: Type.String({ minLength: 1, maxLength: 20 }),
    value: Type.Optional(
      Type.Union([
        Type.String({ maxLength: 2000 }),
        Type.Number(),
        Type.Boolean(),
        Type.Null(),
        Type.Array(Type.String({ maxLength: 500 }), { maxItems: 200 }),
      ]),
    ),
    is_update: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ListFilterCondition = Static<typeof ListFilterCondition>;

/** The filters of a list: rows joined by AND or OR (default AND, SPEC §9). One level, as the screen edits them. */
export const ListFilters = Type.Object(
  {
    operator: Type.Optional(Type.Union([Type.Literal('AND'), Type.Literal('OR')])),
    filter_model: Type.Array(ListFilterCondition, { maxItems: 50 }),
  },
  { additionalProperties: false },
);
export type ListFilters = Static<typeof ListFilters>;
