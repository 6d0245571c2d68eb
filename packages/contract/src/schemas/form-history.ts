import { Type, type Static } from 'typebox';

/** old/new of one field: a text, or an object naming a related record (SPEC §3 History entry). */
const HistoryValue = Type.Union([
  Type.String(),
  Type.Null(),
  Type.Object({ label: Type.Optional(Type.String()), id: Type.Optional(Type.Union([Type.Integer(), Type.String()])) }),
]);

export const FieldChange = Type.Object({ old: HistoryValue, new: HistoryValue });
export type FieldChange = Static<typeof FieldChange>;

export const HistoryType = Type.Union([
  Type.Literal('Création'),
  Type.Literal('Modification'),
  Type.Literal('Suppression'),
  Type.Literal('Bulk'),
]);
export type HistoryType = Static<typeof HistoryType>;

export const HistorySubChange = Type.Object({
  type: Type.Union([Type.Literal('Création'), Type.Literal('Modification'), Type.Literal('Suppression')]),
  collectionLabel: Type.String(),
  id: Type.Union([Type.Integer(), Type.Null()]),
  modification: Type.Record(Type.String(), FieldChange),
});
export type HistorySubChange = Static<typeof HistorySubChange>;

/** SPEC §3 History entry: `modification` is keyed by field label; Bulk entries carry a field → text map. */
export const HistoryEntry = Type.Object({
  main: Type.Object({
    id: Type.Integer(),
    type: HistoryType,
    user: Type.String(),
    username: Type.String(),
    userInitials: Type.String(),
    date: Type.String(),
    modification: Type.Record(Type.String(), Type.Union([FieldChange, Type.String()])),
    /** Column-level old/new, for super admins only. */
    technical_diff: Type.Optional(Type.Record(Type.String(), Type.Object({ old: Type.Unknown(), new: Type.Unknown() }))),
    /** The change overwrote a concurrent one the user had been warned about. */
    conflict: Type.Optional(Type.Boolean()),
    /** A Bulk entry's batch: its history offers to undo the whole batch (GET /proxy/bulk/{id} says whether it still can). */
    bulk_batch_id: Type.Optional(Type.Integer()),
    isLastHistory: Type.Boolean(),
  }),
  sub: Type.Array(HistorySubChange),
});
export type HistoryEntry = Static<typeof HistoryEntry>;

export const HistoryPage = Type.Object({ data: Type.Array(HistoryEntry), isLastHistory: Type.Boolean() });
export type HistoryPage = Static<typeof HistoryPage>;

/** SPEC §9 history page size. */
export const HISTORY_PAGE_SIZE = 15;
