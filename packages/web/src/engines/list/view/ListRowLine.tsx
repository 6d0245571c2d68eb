import { type ListColumn, type ListRow, messages } from '@ossature/contract';
import { Checkbox, Link, TableCell, TableRow } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { alignOf, cellContent } from '../cells/list-cell';
import { rowPath } from '../state/list-links';

export interface RowSelection {
  checked: boolean;
  /** Every matching row is selected: a row cannot be left out one by one. */
  locked: boolean;
  toggle(): void;
}

export interface ListRowLineProps {
  row: ListRow;
  columns: ListColumn[];
  rowTarget: string;
  /** The selection checkbox, when the list is selectable here. */
  selection: RowSelection | null;
  /** Cells before the row's own (a group's indentation). */
  indent?: number;
}

/** One row of a list: it opens its record on click; its first cell is a link, so that the keyboard reaches it too. */
export function ListRowLine({ row, columns, rowTarget, selection, indent = 0 }: ListRowLineProps) {
  const navigate = useNavigate();
  const path = rowPath(rowTarget, row.hidden_values);
  return (
    <TableRow hover selected={selection?.checked ?? false} onClick={() => navigate(path)} sx={{ cursor: 'pointer' }}>
      {selection && (
        <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
          <Checkbox checked={selection.checked} disabled={selection.locked} onChange={selection.toggle} slotProps={{ input: { 'aria-label': messages.listScreen.selectRow } }} />
        </TableCell>
      )}
      {columns.map((column, index) => (
        <TableCell key={column.name} align={alignOf(column)} sx={index === 0 && indent > 0 ? { pl: 2 + indent * 3 } : undefined}>
          {index === 0 ? (
            <Link component={RouterLink} to={path} underline="hover" color="inherit" onClick={(event) => event.stopPropagation()}>
              {cellContent(column, row.values[column.name]) || '—'}
            </Link>
          ) : (
            cellContent(column, row.values[column.name])
          )}
        </TableCell>
      ))}
    </TableRow>
  );
}
