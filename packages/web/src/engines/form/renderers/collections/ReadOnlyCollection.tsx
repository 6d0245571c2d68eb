import type { CollectionProps } from './collection-entry';
import { CollectionFrame } from './CollectionFrame';
import { RowsTable } from './RowsTable';

/** SPEC §2 read-only collection: the rows as a table of the collection's columns, each cell as its field reads. */
export function ReadOnlyCollection({ label, collectionForm, rows }: CollectionProps) {
  return (
    <CollectionFrame label={label} empty={rows.length === 0}>
      <RowsTable label={label} collectionForm={collectionForm} rows={rows} />
    </CollectionFrame>
  );
}
