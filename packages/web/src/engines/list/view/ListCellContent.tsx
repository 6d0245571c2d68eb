import { type ListColumn, type ListRow, conditionHolds, formatMessage, messages } from '@ossature/contract';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatCell } from '../../../ui/cell-formats/cell-formats';
import { useFormDialog } from '../../../ui/form-dialog-slot';
import { cellContent } from '../cells/list-cell';
import { fillParams, rowPath } from '../state/list-links';
import { ListIcon } from './list-icons';
import type { ListTableMeta } from './list-table-meta';

/** SPEC §9: a row preview is 650 px wide unless its column says otherwise. */
const PREVIEW_WIDTH = 650;

/** What a cell shows: its override when the override's condition holds on the row (SPEC §3), else its value. */
export function cellOf(column: ListColumn, row: ListRow): ReactNode {
  if (column.override && conditionHolds(column.override.condition, row.hidden_values)) return column.override.value;
  return cellContent(column, row.values[column.name]);
}

/** What a cell says as text, whole (a text the cell cuts, uncut; an image, nothing): a row's name for a screen reader. */
export function cellTextOf(column: ListColumn, row: ListRow): string {
  if (column.override && conditionHolds(column.override.condition, row.hidden_values)) return column.override.value;
  return column.format === 'image' ? '' : formatCell(column.format, row.values[column.name]);
}

/** A column's read-only preview of a related record (SPEC §2 row-preview popover), opened from a button of the cell. */
function PreviewButton({ column, row, icon }: { column: ListColumn; row: ListRow; icon: string }) {
  const FormDialog = useFormDialog();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popover = column.popover!;
  if (popover.condition && !conditionHolds(popover.condition, row.hidden_values)) return null;
  const label = formatMessage(messages.listScreen.preview, { label: String(row.values[column.name] ?? column.label) });
  // The preview is a portal, but its clicks still bubble through React to the row, which would open the record.
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <button
        type="button"
        className="list-preview"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <ListIcon id={icon} />
      </button>
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

/** A left click without a modifier: a modified or middle click keeps the browser's own meaning (a new tab or window). */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/**
 * One cell of a list row. The first cell links to the row's target, so that the keyboard reaches it; a column may
 * link to another form, or offer a preview of a related record.
 */
export function ListCellContent({ column, row, first, meta }: { column: ListColumn; row: ListRow; first: boolean; meta: ListTableMeta }) {
  const content = cellOf(column, row);
  let shown: ReactNode = content;
  if (first) {
    const path = rowPath(meta.rowTarget, row.hidden_values);
    shown = (
      <RouterLink
        to={path}
        className="list-link plain"
        onClick={(event) => {
          // The row's own click handler would open the record here as well.
          event.stopPropagation();
          if (!isPlainClick(event)) return;
          event.preventDefault();
          meta.openRow(path);
        }}
      >
        {content || '—'}
      </RouterLink>
    );
  } else if (column.link && content) {
    const { form } = column.link;
    const params = fillParams(column.link.params, row.hidden_values);
    shown = (
      <RouterLink
        to={`/form/${form}/${encodeURIComponent(params)}`}
        className="list-link"
        onClick={(event) => {
          event.stopPropagation();
          if (!isPlainClick(event)) return;
          event.preventDefault();
          meta.openLink({ form, params, title: column.label });
        }}
      >
        {content}
      </RouterLink>
    );
  }
  return (
    <>
      {shown}
      {column.popover && content ? <PreviewButton column={column} row={row} icon={meta.icons.preview} /> : null}
    </>
  );
}
