import { messages } from '@ossature/contract';
import { Checkbox, TableCell, TableRow } from '@mui/material';
import { FlexRender } from '@tanstack/react-table';
import { type Ref, memo } from 'react';
import { alignOf } from '../cells/list-cell';
import { rowPath } from '../state/list-links';
import type { ListColumn } from '@ossature/contract';
import type { ListTableMeta, ListTableRow } from './list-columns';

export interface ListRowLineProps {
  row: ListTableRow;
  columns: readonly ListColumn[];
  meta: ListTableMeta;
  /** Whether its checkbox is ticked; null: the list is not selectable here (no checkbox). */
  checked: boolean | null;
  locked?: boolean;
  /** The same function for every row (the list's dispatch), so that a row's props stay equal between renders. */
  toggle?(id: number): void;
  /** Cells before the row's own (a group's indentation). */
  indent?: number;
  /** Its position among the rows, for the virtual rows' measuring. */
  index?: number;
  ref?: Ref<HTMLTableRowElement>;
}

/**
 * One row of a list, its cells drawn by the table's columns (list-columns.tsx): a click opens its target. Memoized on
 * its props: scrolling a long page draws the rows coming into view, not those already there.
 */
export const ListRowLine = memo(function ListRowLine({ row, columns, meta, checked, locked, toggle, indent = 0, index, ref }: ListRowLineProps) {
  const id = Number(row.original.hidden_values.id);
  return (
    <TableRow ref={ref} hover selected={checked ?? false} onClick={() => meta.openRow(rowPath(meta.rowTarget, row.original.hidden_values))} sx={{ cursor: 'pointer' }} data-index={index}>
      {checked !== null && (
        <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
          <Checkbox checked={checked} disabled={locked} onChange={() => toggle?.(id)} slotProps={{ input: { 'aria-label': messages.listScreen.selectRow } }} />
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
});
