import { messages } from '@ossature/contract';
import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import type { RowState } from '../../state/form-state';
import { cellText, isNumericKind } from './cell-text';
import type { CollectionProps } from './collection-entry';
import { visuallyHidden } from '../../../../ui/visually-hidden';

interface RowsTableProps {
  label: string;
  collectionForm: CollectionProps['collectionForm'];
  rows: RowState[];
  /** Opens a row when it is clicked; the row shows as clickable. */
  onOpen?: (row: RowState) => void;
  /** The buttons of a row, in a last column whose header only screen readers read. */
  renderActions?: (row: RowState) => ReactNode;
}

/** Rows shown, not edited: a table of the collection's columns, each cell as its field reads. */
export function RowsTable({ label, collectionForm, rows, onOpen, renderActions }: RowsTableProps) {
  const columns = collectionForm.columns.filter((column) => collectionForm.properties[column]);
  const align = (column: string) => (isNumericKind(collectionForm.properties[column]!.type) ? 'right' : 'left');
  return (
    // Relative: visually hidden column names are clipped by the container instead of widening the page.
    <TableContainer sx={{ position: 'relative' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} align={align(column)}>
                {collectionForm.properties[column]!.label}
              </TableCell>
            ))}
            {renderActions && (
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  {messages.formCollections.actions}
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} hover={Boolean(onOpen)} onClick={onOpen && (() => onOpen(row))} sx={onOpen && { cursor: 'pointer' }}>
              {columns.map((column) => (
                <TableCell key={column} align={align(column)}>
                  {cellText(collectionForm.properties[column], row.values[column], row.labels?.[column])}
                </TableCell>
              ))}
              {renderActions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} onClick={(event) => event.stopPropagation()}>
                  {renderActions(row)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
