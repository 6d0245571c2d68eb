import type { ListColumn, ListRow } from '@ossature/contract';
import { type CellContext, type Row, createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { ListCellContent } from './ListCellContent';
import type { ListTableMeta } from './list-table-meta';

export const listFeatures = tableFeatures({ tableMeta: {} as ListTableMeta });
export type ListTableRow = Row<typeof listFeatures, ListRow>;
const helper = createColumnHelper<typeof listFeatures, ListRow>();

/**
 * The TanStack Table columns of a list: the columns shown, in the order shown (list-configuration.ts decides which),
 * each cell drawn by ListCellContent from the column's format, override, link and preview. Sorting, paging and
 * grouping are the server's: the table is the page's row and column model.
 */
export function listColumns(columns: readonly ListColumn[]) {
  return helper.columns(
    columns.map((column, index) =>
      helper.accessor((row) => row.values[column.name], {
        id: column.name,
        cell: ({ row, table }: CellContext<typeof listFeatures, ListRow, unknown>) => <ListCellContent column={column} row={row.original} first={index === 0} meta={table.options.meta!} />,
      }),
    ),
  );
}
