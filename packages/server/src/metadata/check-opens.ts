import { ModuleDefinitionError } from './normalize-layout.js';
import type { NamedField, RegisteredInlineCollection, RegisteredModule } from './registered-module.js';

const rowFields = (collections: RegisteredInlineCollection[]): NamedField[] => collections.flatMap((collection) => [...collection.fields, ...rowFields(collection.collections)]);

/**
 * A field that opens another form's record (`opens`) names a module and a select_async field of the same record
 * relating to it: its value is the id of the record opened. Rows are not described with the record's values, so a
 * row's field may not open one.
 */
export function checkOpens(module: RegisteredModule, moduleNamed: (name: string) => RegisteredModule | undefined): void {
  const inline = module.collections.filter((collection): collection is RegisteredInlineCollection => collection.kind === 'inline');
  const inRow = rowFields(inline).find(({ field }) => field.opens);
  if (inRow) throw new ModuleDefinitionError(module.name, `field "${inRow.name}" of a collection row opens a record: only the record's fields may`);
  for (const { name, field } of module.fields) {
    if (!field.opens) continue;
    const { form, recordFrom } = field.opens;
    if (!moduleNamed(form)) throw new ModuleDefinitionError(module.name, `field "${name}" opens unknown form "${form}"`);
    const source = module.fieldByName.get(recordFrom);
    if (source?.kind !== 'select_async' || source.relation?.module !== form) {
      throw new ModuleDefinitionError(module.name, `field "${name}" opens "${form}" at the record of "${recordFrom}": it must be a select_async field of this module relating to "${form}"`);
    }
  }
}
