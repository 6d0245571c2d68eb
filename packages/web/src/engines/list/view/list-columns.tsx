import type { ListColumn, ListRow } from '@ossature/contract';
import { type CellContext, type Row, createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { ListCellContent } from './ListCellContent';

/** What every cell of a list reads: where a row leads, and how it is opened (navigation, or a popup form). */
export interface ListTableMeta {
  rowTarget: string;
  openRow(path: string): void;
  /** A column's link: the related record's form in a dialog over the list (SPEC §2 link dialog). */
  openLink(link: { form: string; params: string; title: string }): void;
}

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
        header: column.label,
        cell: ({ row, table }: CellContext<typeof listFeatures, ListRow, unknown>) => <ListCellContent column={column} row={row.original} first={index === 0} meta={table.options.meta!} />,
      }),
    ),
  );
}
