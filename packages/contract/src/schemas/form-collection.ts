import { Type, type Static } from 'typebox';
import { COLLECTION_ELEMENT_TYPES, type CollectionElementType, UiElementSchema } from './form-layout.js';
import { DisplayConditionSchema, Property } from './form-property.js';

/** What a row's own properties may change of its collection's (SPEC §3 Collection.data 'properties'). */
export const RowProperty = Type.Object({ read_only: Type.Optional(Type.Boolean()), helperText: Type.Optional(Type.String()) });
export type RowProperty = Static<typeof RowProperty>;

/** What every row of a collection holds (SPEC §3 Collection.data). `identifier` is null for a row not saved yet. */
const rowShape = {
  identifier: Type.Union([Type.Integer(), Type.Null()]),
  values: Type.Record(Type.String(), Type.Unknown()),
  /** The row's own properties, by field, over the collection's: a saved row the module says is read-only, or explains. */
  properties: Type.Optional(Type.Record(Type.String(), RowProperty)),
  title: Type.Optional(Type.String()),
  protected: Type.Optional(Type.Boolean()),
  /**
   * SPEC §3 Collection.data 'added flag': a row the server put in the answer that is not stored yet (a copy's rows):
   * the screen counts it as a change of the form until it is saved.
   */
  added: Type.Optional(Type.Boolean()),
  /** Sub-form rows: 1 when the row's own form is read-only (no delete icon). */
  form_read_only: Type.Optional(Type.Integer()),
  /** Linked rows: how their relation values read (the related records' names), by field. */
  labels: Type.Optional(Type.Record(Type.String(), Type.String())),
};
const updatedAt = Type.Union([Type.String(), Type.Null()]);

/** A row of a nested collection: one level of nesting is built, so its rows hold no collections. */
const NestedCollectionRow = Type.Object(rowShape);

/**
 * One row of a collection (SPEC §3 Collection.data), with its nested collections (`collection`, as the form's own):
 * a contact's means of contact, each collection with its rows and the template of a new one.
 */
export const CollectionRow = Type.Object({
  ...rowShape,
  collection: Type.Optional(
    Type.Record(Type.String(), Type.Object({ data: Type.Array(NestedCollectionRow), new: NestedCollectionRow, updated_at: updatedAt })),
  ),
});
export type CollectionRow = Static<typeof CollectionRow>;

/** SPEC §3 Collection: the rows, the template of a new row, and when it was last changed. */
export const CollectionData = Type.Object({
  data: Type.Array(CollectionRow),
  new: CollectionRow,
  updated_at: updatedAt,
});
export type CollectionData = Static<typeof CollectionData>;

/** How a collection is shown and edited: the `collection_form` of its property. */
export const CollectionForm = Type.Object({
  element: Type.Unsafe<CollectionElementType>({ type: 'string', enum: [...COLLECTION_ELEMENT_TYPES] }),
  properties: Type.Record(Type.String(), Property),
  required: Type.Array(Type.String()),
  layout: Type.Optional(UiElementSchema),
  /** Rows carry an ORDER: their position, renumbered on reorder. */
  ordered: Type.Boolean(),
  read_only: Type.Boolean(),
  can_add: Type.Boolean(),
  can_delete: Type.Boolean(),
  /** Columns shown by table-like collections, in order. */
  columns: Type.Array(Type.String()),
  /** Tab labels: `$field` placeholders filled from the row, else '#' + identifier. */
  title_template: Type.Optional(Type.String()),
  /** Sub-form and list collections: the form of the rows and the field of the row pointing at the parent. */
  form: Type.Optional(Type.String()),
  parent_field: Type.Optional(Type.String()),
  /** Gallery: the file field of each item. */
  image_field: Type.Optional(Type.String()),
  /** Tabbed collections: the optional extra button of each item (SPEC §2), shown when its condition holds. */
  item_button: Type.Optional(
    Type.Object({
      title: Type.String(),
      icon: Type.Optional(Type.String()),
      /** Evaluated on the item's values. */
      display_condition: Type.Optional(DisplayConditionSchema),
      /** The value the button writes into the item. */
      change_field: Type.Object({ field: Type.String(), value: Type.Unknown() }),
      /** The other items get the field's empty value (false for a flag): one item holds it, e.g. the primary contact. */
      exclusive: Type.Optional(Type.Boolean()),
    }),
  ),
  /** Tabbed collections of documents: the attach button adds an item per file, in `file`, its name in `title`. */
  attach: Type.Optional(Type.Object({ file: Type.String(), title: Type.Optional(Type.String()) })),
  /**
   * The rows are not part of the form's answer: the screen fetches them with GET /proxy/form/collection/… when the
   * collection is shown (sub-form and list collections, which may hold many records).
   */
  deferred: Type.Optional(Type.Boolean()),
});
export type CollectionForm = Static<typeof CollectionForm>;
