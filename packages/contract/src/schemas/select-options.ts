import { Type, type Static } from 'typebox';
import { SelectOption } from './form-property.js';

const FieldName = Type.String({ pattern: '^[a-z][a-z0-9_]{0,62}$' });
/** A depended-on field's value as the screen has it: text, number, flag, or the values of a multi-valued field. */
const DependedValue = Type.Union([
  Type.String({ maxLength: 2000 }),
  Type.Number(),
  Type.Boolean(),
  Type.Array(Type.Union([Type.String({ maxLength: 200 }), Type.Number()]), { maxItems: 200 }),
]);

/**
 * POST /proxy/form/list/{form}/{field}[/0/0/{params}] (SPEC §7): an async select's search with what the GET variants
 * cannot carry. `values`: the fields its options depend on (long values, lists). `collection_values`: for a field of a
 * collection row, the values this field holds in the collection's other rows as they are on screen (saved or not);
 * a relation declared distinctInCollection leaves them out of its options. `cache`: whether the screen keeps the
 * answer for the form's life (false for a property with noSelectOptionCache); the options are the same either way,
 * and an answer asked with `cache: false` is marked `Cache-Control: no-store`.
 */
export const SelectOptionsRequest = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 200 })),
    values: Type.Optional(Type.Record(FieldName, DependedValue, { maxProperties: 50 })),
    // As many as a collection has rows (FormSubmission's limit).
    collection_values: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), { maxItems: 2000 })),
    cache: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SelectOptionsRequest = Static<typeof SelectOptionsRequest>;

/** The options of an async select, or errors meaning "none" (the caller may not read the related module). */
export const SelectOptionsAnswer = Type.Union([Type.Array(SelectOption), Type.Object({ errors: Type.Array(Type.Object({ text: Type.String() })) })]);
export type SelectOptionsAnswer = Static<typeof SelectOptionsAnswer>;
