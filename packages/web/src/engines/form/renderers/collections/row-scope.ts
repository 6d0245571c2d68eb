import type { CollectionForm } from '@ossature/contract';
import type { RowState } from '../../state/form-state';
import type { FormScope } from '../../view/form-scope';
import { withRowProperties } from '../../rules/row-properties';

/**
 * The scope of one collection row, for field renderers and LayoutForm: its values, its errors
 * (`{collection}.{index}.{field}`), writes through form.setCell (which asks the server to recompute what depends on
 * the row, such as line totals), read-only when the collection, the form or the row is; the row's own properties
 * over the collection's.
 */
export function rowScope(parent: FormScope, collection: string, form: CollectionForm, row: RowState, index: number, locked = false): FormScope {
  const prefix = `${collection}.${index}.`;
  const { errors } = parent.form.state;
  return {
    properties: withRowProperties(form.properties, row.properties),
    values: row.values,
    errorOf: (name) => errors[`${prefix}${name}`],
    setValue: (name, value) => parent.form.setCell(collection, row.key, name, value),
    readOnly: parent.readOnly || form.read_only || locked,
    prefix,
    idBase: parent.idBase,
    form: parent.form,
  };
}
