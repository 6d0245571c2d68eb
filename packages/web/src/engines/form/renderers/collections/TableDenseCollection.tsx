import { messages } from '@ossature/contract';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTable } from '@tanstack/react-table';
import { useMemo, useRef, useState } from 'react';
import type { CollectionProps } from './collection-entry';
import { CollectionFrame } from './CollectionFrame';
import { newRow } from './new-row';
import { type DenseTableMeta, denseColumns, denseFeatures } from './dense-columns';
import { LineEditDialog } from './LineEditDialog';
import { rowErrorCount } from './row-errors';
import { moveRow } from './row-order';

const text = messages.formCollections;

/** Room for what a cell holds: texts need more than numbers; the order and action columns take what they need. */
/**
 * The line's buttons stay in view when the table is wider than its card (it scrolls sideways inside it): their column
 * sticks to the right edge, over the cells that scroll under it.
 */
const ACTIONS_COLUMN = '__actions';
const stickyActions = { position: 'sticky', right: 0, zIndex: 1, bgcolor: 'background.paper' } as const;
const cellSx = (columnId: string, extra: object) => (columnId === ACTIONS_COLUMN ? { ...extra, ...stickyActions } : extra);

const minWidthOf = (kind: string | undefined) => (kind === undefined ? undefined : ['string', 'textarea', 'memo', 'link'].includes(kind) ? 200 : 110);

/**
 * SPEC §2 dense table: the lines edited in place (TanStack Table renders the rows; cells are DenseEditors), each
 * line's whole form in the 'Edition d'une ligne de commande' dialog, lines added, removed and reordered (drag and
 * drop, or the move buttons) — the order sent is the order stored. Computed columns (line totals) are read-only and
 * follow the server's recomputation; lines in error are highlighted.
 */
export function TableDenseCollection({ name, label, collectionForm, rows, scope }: CollectionProps) {
  const { form } = scope;
  // The record's collection, or a row's nested one (a contact's means of contact, inside the contact's tab).
  const setRows = scope.rows.set;
  const path = `${scope.prefix}${name}`;
  const [editing, setEditing] = useState<string | null>(null);
  const dragged = useRef<number | null>(null);
  const editable = !scope.readOnly && !collectionForm.read_only;
  const columns = useMemo(() => denseColumns(collectionForm.columns, collectionForm.properties), [collectionForm]);

  const meta: DenseTableMeta = {
    collection: path,
    properties: collectionForm.properties,
    errors: form.state.errors,
    editable,
    canDelete: collectionForm.can_delete,
    rowCount: rows.length,
    setCell: (key, field, value) => scope.rows.setCell(name, key, field, value),
    reportInputError: form.reportInputError,
    edit: setEditing,
    move: (from, to) => setRows(name, moveRow(rows, from, to)),
    remove: (index) => setRows(name, rows.filter((_row, position) => position !== index)),
    startDrag: (index) => {
      dragged.current = index;
    },
  };
  const table = useTable({ features: denseFeatures, columns, data: rows, getRowId: (row) => row.key, meta });

  const add = () => {
    setRows(name, [...rows, newRow(scope.rows, name)]);
  };
  const editedIndex = rows.findIndex((row) => row.key === editing);

  return (
    <CollectionFrame
      label={label}
      add={editable && collectionForm.can_add ? { label: text.addLine, onClick: add } : undefined}
      empty={rows.length === 0}
      heading={scope.prefix !== ''}
    >
      {/* Relative: the visually hidden column names are clipped by the container instead of widening the page. */}
      <TableContainer sx={{ position: 'relative' }}>
        <Table size="small" aria-label={label} sx={{ '& td, & th': { px: 1 } }}>
          <TableHead>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => (
                  <TableCell key={header.id} sx={cellSx(header.column.id, { whiteSpace: 'nowrap' })}>
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableHead>
          <TableBody>
            {table.getRowModel().rows.map((row) => {
              const inError = rowErrorCount(form.state.errors, path, row.index) > 0;
              return (
                <TableRow
                  key={row.id}
                  data-error={inError ? '1' : '0'}
                  sx={inError ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) } : undefined}
                  onDragOver={(event) => {
                    if (dragged.current !== null) event.preventDefault();
                  }}
                  onDrop={(event) => {
                    event.preventDefault();
                    if (dragged.current !== null) setRows(name, moveRow(rows, dragged.current, row.index));
                    dragged.current = null;
                  }}
                  onDragEnd={() => {
                    dragged.current = null;
                  }}
                >
                  {row.getAllCells().map((cell) => (
                    <TableCell key={cell.id} sx={cellSx(cell.column.id, { verticalAlign: 'top', minWidth: minWidthOf(collectionForm.properties[cell.column.id]?.type) })}>
                      <table.FlexRender cell={cell} />
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {editedIndex >= 0 && (
        <LineEditDialog
          collection={name}
          collectionForm={collectionForm}
          row={rows[editedIndex]!}
          index={editedIndex}
          scope={scope}
          onClose={() => setEditing(null)}
        />
      )}
    </CollectionFrame>
  );
}
