import { type ListColumn, type ListRow, conditionHolds, formatMessage, messages } from '@ossature/contract';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import { Checkbox, IconButton, Link, TableCell, TableRow } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useFormDialog } from '../../../ui/form-dialog-slot';
import { alignOf, cellContent } from '../cells/list-cell';
import { fillParams, rowPath } from '../state/list-links';

/** SPEC §9: a row preview is 650 px wide unless its column says otherwise. */
const PREVIEW_WIDTH = 650;

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
  /** Opens a row's target: navigates, or opens a popup form in popup mode. */
  openRow(path: string): void;
  /** The selection checkbox, when the list is selectable here. */
  selection: RowSelection | null;
  /** Cells before the row's own (a group's indentation). */
  indent?: number;
}

/** What a cell shows: its override when the override's condition holds on the row (SPEC §3), else its value. */
export function cellOf(column: ListColumn, row: ListRow): ReactNode {
  if (column.override && conditionHolds(column.override.condition, row.hidden_values)) return column.override.value;
  return cellContent(column, row.values[column.name]);
}

/** A column's read-only preview of a related record (SPEC §2 row-preview popover), opened from a button of the cell. */
function PreviewButton({ column, row }: { column: ListColumn; row: ListRow }) {
  const FormDialog = useFormDialog();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popover = column.popover!;
  if (popover.condition && !conditionHolds(popover.condition, row.hidden_values)) return null;
  const label = formatMessage(messages.listScreen.preview, { label: String(row.values[column.name] ?? column.label) });
  // The preview is a portal, but its clicks still bubble through React to the row, which would open the record.
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <IconButton
        size="small"
        aria-label={label}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        sx={{ ml: 0.5 }}
      >
        <Visibility fontSize="inherit" />
      </IconButton>
      {anchor && (
        <FormDialog
          form={popover.form}
          params={fillParams(popover.params, row.hidden_values)}
          title={label}
          preview={{ anchor, width: popover.width ?? PREVIEW_WIDTH }}
          onClose={() => setAnchor(null)}
        />
      )}
    </span>
  );
}

/**
 * One row of a list: it opens its record on click; its first cell is a link, so that the keyboard reaches it too. A
 * column may show an override, link to another form, or offer a preview of a related record.
 */
export function ListRowLine({ row, columns, rowTarget, openRow, selection, indent = 0 }: ListRowLineProps) {
  const path = rowPath(rowTarget, row.hidden_values);
  const stop = (event: { stopPropagation(): void }) => event.stopPropagation();
  const follow = (event: { preventDefault(): void; stopPropagation(): void }) => {
    event.preventDefault();
    event.stopPropagation();
    openRow(path);
  };
  return (
    <TableRow hover selected={selection?.checked ?? false} onClick={() => openRow(path)} sx={{ cursor: 'pointer' }}>
      {selection && (
        <TableCell padding="checkbox" onClick={stop}>
          <Checkbox checked={selection.checked} disabled={selection.locked} onChange={selection.toggle} slotProps={{ input: { 'aria-label': messages.listScreen.selectRow } }} />
        </TableCell>
      )}
      {columns.map((column, index) => {
        const content = cellOf(column, row);
        return (
          <TableCell key={column.name} align={alignOf(column)} sx={index === 0 && indent > 0 ? { pl: 2 + indent * 3 } : undefined}>
            {index === 0 ? (
              <Link component={RouterLink} to={path} underline="hover" color="inherit" onClick={follow}>
                {content || '—'}
              </Link>
            ) : column.link && content ? (
              <Link component={RouterLink} to={`/form/${column.link.form}/${encodeURIComponent(fillParams(column.link.params, row.hidden_values))}`} onClick={stop}>
                {content}
              </Link>
            ) : (
              content
            )}
            {column.popover && content ? <PreviewButton column={column} row={row} /> : null}
          </TableCell>
        );
      })}
    </TableRow>
  );
}
