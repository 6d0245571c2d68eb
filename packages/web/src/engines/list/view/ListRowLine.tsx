import { messages } from '@ossature/contract';
import { Checkbox, TableCell, TableRow } from '@mui/material';
import { FlexRender } from '@tanstack/react-table';
import type { Ref } from 'react';
import { alignOf } from '../cells/list-cell';
import { rowPath } from '../state/list-links';
import type { ListColumn } from '@ossature/contract';
import type { ListTableMeta, ListTableRow } from './list-columns';

export interface RowSelection {
  checked: boolean;
  /** Every matching row is selected: a row cannot be left out one by one. */
  locked: boolean;
  toggle(): void;
}

export interface ListRowLineProps {
  row: ListTableRow;
  columns: readonly ListColumn[];
  meta: ListTableMeta;
  /** The selection checkbox, when the list is selectable here. */
  selection: RowSelection | null;
  /** Cells before the row's own (a group's indentation). */
  indent?: number;
  /** Its position among the rows, for the virtual rows' measuring. */
  index?: number;
  ref?: Ref<HTMLTableRowElement>;
}

/** One row of a list, its cells drawn by the table's columns (list-columns.tsx): a click opens its target. */
export function ListRowLine({ row, columns, meta, selection, indent = 0, index, ref }: ListRowLineProps) {
  return (
    <TableRow ref={ref} hover selected={selection?.checked ?? false} onClick={() => meta.openRow(rowPath(meta.rowTarget, row.original.hidden_values))} sx={{ cursor: 'pointer' }} data-index={index}>
      {selection && (
        <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
          <Checkbox checked={selection.checked} disabled={selection.locked} onChange={selection.toggle} slotProps={{ input: { 'aria-label': messages.listScreen.selectRow } }} />
        </TableCell>
      )}
      {row.getAllCells().map((cell, position) => {
        const column = columns[position]!;
        return (
          <TableCell key={cell.id} align={alignOf(column)} sx={position === 0 && indent > 0 ? { pl: 2 + indent * 3 } : undefined}>
            <FlexRender cell={cell} />
          </TableCell>
        );
      })}
    </TableRow>
  );
}
