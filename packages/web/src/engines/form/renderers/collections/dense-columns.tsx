import { type Property, formatMessage, messages } from '@ossature/contract';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/Delete';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Edit from '@mui/icons-material/Edit';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { Box, IconButton, Stack, Tooltip } from '@mui/material';
import { type CellContext, createColumnHelper, tableFeatures } from '@tanstack/react-table';
import type { RowState } from '../../state/form-state';
import { DenseEditor } from './DenseEditor';
import { rowErrorCount } from './row-errors';
import { visuallyHidden } from '../../../../ui/visually-hidden';
import { withRowProperties } from '../../rules/row-properties';

const text = messages.formCollections;

/** What the cells of a dense table read and call: the collection's properties and errors, and the row actions. */
export interface DenseTableMeta {
  collection: string;
  properties: Record<string, Property>;
  errors: Record<string, string>;
  /** Cells are edited (the form and the collection are writable). */
  editable: boolean;
  canDelete: boolean;
  rowCount: number;
  setCell(key: string, field: string, value: unknown): void;
  reportInputError(path: string, message: string | null): void;
  edit(key: string): void;
  move(from: number, to: number): void;
  remove(index: number): void;
  startDrag(index: number): void;
}

export const denseFeatures = tableFeatures({ tableMeta: {} as DenseTableMeta });
type DenseCellContext = CellContext<typeof denseFeatures, RowState, unknown>;
const helper = createColumnHelper<typeof denseFeatures, RowState>();

/** The line's number (its ORDER: its position), its error mark, and the handle to drag it elsewhere. */
function OrderCell({ row, table }: DenseCellContext) {
  const meta = table.options.meta!;
  const line = row.index + 1;
  const inError = rowErrorCount(meta.errors, meta.collection, row.index) > 0;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {meta.editable && (
        <Box
          component="span"
          draggable
          role="img"
          aria-label={formatMessage(text.dragLine, { line })}
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(row.index));
            meta.startDrag(row.index);
          }}
          sx={{ cursor: 'grab', display: 'inline-flex', color: 'text.secondary' }}
        >
          <DragIndicator fontSize="small" />
        </Box>
      )}
      <span>{line}</span>
      {inError && (
        <Tooltip title={formatMessage(text.lineInError, { line })}>
          <ErrorOutline fontSize="small" color="error" titleAccess={formatMessage(text.lineInError, { line })} />
        </Tooltip>
      )}
    </Stack>
  );
}

/** One value of the line, edited in place (see DenseEditor). */
function ValueCell({ row, column, table }: DenseCellContext) {
  const meta = table.options.meta!;
  const property = withRowProperties(meta.properties, row.original.properties)[column.id]!;
  const line = row.index + 1;
  return (
    <DenseEditor
      property={property}
      value={row.original.values[column.id] ?? null}
      valueLabel={row.original.labels?.[column.id]}
      error={meta.errors[`${meta.collection}.${row.index}.${column.id}`]}
      readOnly={!meta.editable || property.read_only}
      label={formatMessage(text.cellLabel, { label: property.label, line })}
      onChange={(value) => meta.setCell(row.original.key, column.id, value)}
      onInvalid={(message) => meta.reportInputError(`${meta.collection}.${row.index}.${column.id}`, message)}
    />
  );
}

/** The line's actions: its whole form in the dialog, moves up and down (the keyboard's drag and drop), delete. */
function ActionsCell({ row, table }: DenseCellContext) {
  const meta = table.options.meta!;
  const line = row.index + 1;
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <IconButton size="small" aria-label={formatMessage(text.editLine, { line })} onClick={() => meta.edit(row.original.key)}>
        <Edit fontSize="small" />
      </IconButton>
      {meta.editable && (
        <>
          <IconButton size="small" aria-label={formatMessage(text.moveUp, { line })} disabled={row.index === 0} onClick={() => meta.move(row.index, row.index - 1)}>
            <ArrowUpward fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={formatMessage(text.moveDown, { line })}
            disabled={row.index === meta.rowCount - 1}
            onClick={() => meta.move(row.index, row.index + 1)}
          >
            <ArrowDownward fontSize="small" />
          </IconButton>
        </>
      )}
      {meta.editable && meta.canDelete && (
        <IconButton size="small" color="error" aria-label={formatMessage(text.deleteLine, { line })} onClick={() => meta.remove(row.index)}>
          <Delete fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}

function ActionsHeader() {
  return (
    <Box component="span" sx={visuallyHidden}>
      {text.actions}
    </Box>
  );
}

/** The columns of a dense table: the line number, the collection's columns, the actions. */
export function denseColumns(columns: string[], properties: Record<string, Property>) {
  return helper.columns([
    helper.display({ id: '__order', header: text.lineNumber, cell: OrderCell }),
    ...columns
      .filter((column) => properties[column] && properties[column].type !== 'hidden')
      .map((column) => helper.accessor((row) => row.values[column], { id: column, header: properties[column]!.label, cell: ValueCell })),
    helper.display({ id: '__actions', header: ActionsHeader, cell: ActionsCell }),
  ]);
}
