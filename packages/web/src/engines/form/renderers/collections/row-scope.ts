import type { CollectionForm, FormResponse } from '@ossature/contract';
import type { RowState } from '../../state/form-state';
import type { FormScope } from '../../view/form-scope';
import { withRowProperties } from '../../rules/row-properties';

/**
 * The scope of one collection row, for field renderers and LayoutForm: its values, its errors
 * (`{collection}.{index}.{field}` under the parent's prefix), writes through the parent's rows (the record's ask the
 * server to recompute what depends on the row, such as line totals), read-only when the collection, the form or the
 * row is; the row's own properties over the collection's. Its own rows are its nested collections' (a contact's
 * means of contact), kept in the row: one level of nesting is built, so a row of the record holds them.
 */
export function rowScope(parent: FormScope, collection: string, form: CollectionForm, row: RowState, index: number, locked = false): FormScope {
  const prefix = `${parent.prefix}${collection}.${index}.`;
  const { errors } = parent.form.state;
  const { form: controller } = parent;
  return {
    properties: withRowProperties(form.properties, row.properties),
    values: row.values,
    errorOf: (name) => errors[`${prefix}${name}`],
    setValue: (name, value) => parent.rows.setCell(collection, row.key, name, value),
    readOnly: parent.readOnly || form.read_only || locked,
    prefix,
    idBase: parent.idBase,
    form: controller,
    rows: {
      of: (nested) => row.collection?.[nested] ?? [],
      set: (nested, rows) => controller.setNestedRows(collection, row.key, nested, rows),
      setCell: (nested, key, field, value) => controller.setNestedCell(collection, row.key, nested, key, field, value),
      template: (nested) => nestedTemplate(controller.state.description, collection, nested),
    },
  };
}

/** A nested collection's new row, from the template of its parent collection's new row. */
function nestedTemplate(description: FormResponse | null, collection: string, nested: string): Record<string, unknown> {
  return description?.collection[collection]?.new.collection?.[nested]?.new.values ?? {};
}
