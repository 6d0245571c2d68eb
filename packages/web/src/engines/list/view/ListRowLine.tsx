import { type ListColumn, type ListRow, formatMessage, messages } from '@ossature/contract';
import { FlexRender } from '@tanstack/react-table';
import { type Ref, memo } from 'react';
import { rowPath } from '../state/list-links';
import { cellTextOf } from './ListCellContent';
import type { ListTableRow } from './list-columns';
import type { ListTableMeta } from './list-table-meta';
import { cellClass } from './list-table-styles';

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
 * The name of a row's checkbox: 'Sélectionner la ligne' and what its first cell shows, so that a screen reader's
 * list of checkboxes tells the rows apart; a first cell with no text (an image, nothing) gives the record's number.
 */
function selectRowName(row: ListRow, first: ListColumn | undefined): string {
  const named = (first ? cellTextOf(first, row).trim() : '') || String(row.hidden_values.id ?? '');
  return named ? formatMessage(messages.listScreen.selectRowNamed, { label: named }) : messages.listScreen.selectRow;
}

/**
 * One row of a list, its cells drawn by the table's columns (list-columns.tsx): a click opens its target. Plain
 * elements styled by the table (list-table-styles.ts), memoized on its props: scrolling a long page draws the rows coming into view, not those already there.
 */
export const ListRowLine = memo(function ListRowLine({ row, columns, meta, checked, locked, toggle, indent = 0, index, ref }: ListRowLineProps) {
  const id = Number(row.original.hidden_values.id);
  return (
    <tr ref={ref} className={checked ? 'list-row selected' : 'list-row'} onClick={() => meta.openRow(rowPath(meta.rowTarget, row.original.hidden_values))} data-index={index}>
      {checked !== null && (
        <td className="list-check" onClick={(event) => event.stopPropagation()}>
          <input type="checkbox" checked={checked} disabled={locked} onChange={() => toggle?.(id)} aria-label={selectRowName(row.original, columns[0])} />
        </td>
      )}
      {row.getAllCells().map((cell, position) => {
        const column = columns[position]!;
        return (
          <td key={cell.id} className={cellClass(column)} style={position === 0 && indent > 0 ? { paddingLeft: 16 + indent * 24 } : undefined}>
            <FlexRender cell={cell} />
          </td>
        );
      })}
    </tr>
  );
});
