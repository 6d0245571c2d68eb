import { type ListColumn, type ListRow, messages } from '@ossature/contract';
import { Box, Table } from '@mui/material';
import { aggregateContent } from '../cells/list-cell';
import { useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { selectionFigures } from '../state/selection-figures';
import { keepExpandedGroups, readExpandedGroups } from '../state/list-session';
import type { ListController } from '../state/use-list-controller';
import { ListGroups, asksShares } from './ListGroups';
import { ListRowLine } from './ListRowLine';
import { ListHeader } from './ListHeader';
import { ListIconSymbols } from './list-icons';
import { cellClass, listTableStyles } from './list-table-styles';
import { listColumns, listFeatures } from './list-columns';
import type { ListTableMeta } from './list-table-meta';

const text = messages.listScreen;

export interface ListTableProps {
  domain: string;
  params: string | undefined;
  title: string;
  columns: ListColumn[];
  /** Where a row leads, and how it is opened: navigation, or its form over the list in popup mode. */
  meta: ListTableMeta;
  selectable: boolean;
  /** The id of the page's checkbox (see BulkBar). */
  pageCheckboxId: string;
  list: ListController;
}

const NO_ROWS: ListRow[] = [];

/** Whether a list request narrowed the rows: by the global search or by filters. */
const searched = (query: URLSearchParams) => query.has('global_search') || query.has('multiple_search');

/** Pages longer than this render only the rows in view; the estimate is a small table row's height. */
const VIRTUAL_FROM = 50;
const ROW_HEIGHT = 33;
const HEADER_HEIGHT = 40;

/** Rows added to the page per frame while it is first drawn. */
const ROWS_PER_FRAME = 25;

/**
 * How many of a page's rows to draw yet: ROWS_PER_FRAME more each frame, until all are. A page's rows are many DOM
 * nodes (a checkbox, links, buttons per row): committed at once they block the main thread for one long task, which
 * slow phones feel as a frozen screen; a slice at a time, the first rows show sooner and input is answered in between.
 */
function useProgressiveCount(rows: readonly unknown[], total: number): number {
  const [progress, setProgress] = useState({ rows, count: ROWS_PER_FRAME });
  // New rows (another page, another order): start over from the first slice.
  if (progress.rows !== rows) setProgress({ rows, count: ROWS_PER_FRAME });
  useEffect(() => {
    if (progress.count >= total) return;
    const frame = requestAnimationFrame(() => startTransition(() => setProgress((current) => ({ ...current, count: current.count + ROWS_PER_FRAME }))));
    return () => cancelAnimationFrame(frame);
  }, [progress, total]);
  return progress.rows === rows ? Math.min(progress.count, total) : ROWS_PER_FRAME;
}

/** The room of the rows not rendered, above or below those in view. */
function SpacerRow({ span, height }: { span: number; height: number }) {
  return (
    <tr aria-hidden>
      <td colSpan={span} style={{ padding: 0, border: 0, height }} />
    </tr>
  );
}

/** A footer line of figures: the whole list's, or the selected rows' (named by `label` in the first cell). */
function FigureLine({ columns, selectable, figures, label }: { columns: ListColumn[]; selectable: boolean; figures: Record<string, number | null>; label?: string }) {
  return (
    <tr>
      {selectable && <td className="list-check" />}
      {columns.map((column, index) => (
        <td key={column.name} className={cellClass(column)}>
          {index === 0 && label && !column.aggregate ? label : null}
          {column.aggregate ? (
            <span>
              {label ? `${label} : ` : column.aggregate_label ? `${column.aggregate_label} : ` : ''}
              {aggregateContent(column, figures[column.name])}
            </span>
          ) : null}
        </td>
      ))}
    </tr>
  );
}

/**
 * SPEC §2 table: header (a sortable column sorts on click: ascending, descending, back to the list's order; a column
 * taking value filters has its filter popover), body at
 * most 65vh high, footer with the list's figures, a selection checkbox per row and for the page. A row opens its
 * record; its first cell is a link, so that the keyboard reaches it too. With rows selected, the footer totals them too.
 */
export function ListTable({ domain, params, title, columns, meta, selectable: selectableList, pageCheckboxId, list }: ListTableProps) {
  const { state, dispatch, rows, groups, aggregates } = list;
  const tableColumns = useMemo(() => listColumns(columns), [columns]);
  // The rows are drawn in a transition: React renders them in slices and gives the main thread back between slices,
  // so a page of rows never blocks input (Lighthouse's total blocking time); the previous rows stay until then.
  const drawnRows = useDeferredValue(rows, NO_ROWS);
  // Until the first rows are drawn, the table keeps a page's room: what is below it does not jump.
  const awaitingRows = list.firstLoad || (drawnRows.length === 0 && rows.length > 0);
  const table = useTable({ features: listFeatures, columns: tableColumns, data: drawnRows, getRowId: (row) => String(row.hidden_values.id), meta });
  const tableRows = table.getRowModel().rows;
  const drawnCount = useProgressiveCount(drawnRows, tableRows.length);
  const container = useRef<HTMLDivElement>(null);
  // Long pages render the rows in view only (plus a margin): a 100-row page scrolls without long tasks.
  const virtual = tableRows.length > VIRTUAL_FROM;
  // oxlint-disable-next-line react/incompatible-library -- no React Compiler memoizes this app; the virtualizer is re-read each render.
  const virtualizer = useVirtualizer({ count: tableRows.length, getScrollElement: () => container.current, estimateSize: () => ROW_HEIGHT, overscan: 10, enabled: virtual });
  const items = virtual ? virtualizer.getVirtualItems() : null;
  const padding = items && items.length > 0 ? { top: items[0]!.start, bottom: virtualizer.getTotalSize() - items.at(-1)!.end } : { top: 0, bottom: 0 };
  const span = columns.length + (selectableList ? 1 : 0);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(readExpandedGroups(domain, params)));
  useEffect(() => keepExpandedGroups(domain, params, [...expanded]), [domain, params, expanded]);
  const toggleGroup = (group: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(group)) next.add(group);
      return next;
    });
  // Grouped, the rows sit inside their groups: bulk actions act on a list's rows, not on groups.
  const grouped = state.groupBy.length > 0;
  const selectable = selectableList && !grouped;
  const selected = 'ids' in state.selection ? new Set(state.selection.ids) : null;
  const pageIds = rows.map((row) => Number(row.hidden_values.id));
  const allOnPage = selected === null || (pageIds.length > 0 && pageIds.every((id) => selected.has(id)));
  const someOnPage = selected !== null && pageIds.some((id) => selected.has(id));
  const toggle = useCallback((id: number) => dispatch({ type: 'toggleRow', id }), [dispatch]);
  const figures = columns.filter((column) => column.aggregate);
  const selectedFigures = selected !== null && selected.size > 0 && !grouped ? selectionFigures(rows, selected, columns) : null;
  const empty = rows.length === 0 && groups.length === 0;

  return (
    // A plain element with inline sizes: its room changes while the rows are drawn, and each new value given to a
    // styled component would be a new style rule compiled and inserted.
    <div
      ref={container}
      style={{
        width: '100%',
        overflow: 'auto',
        maxHeight: '65vh',
        minHeight: awaitingRows || drawnCount < tableRows.length ? `min(65vh, ${Math.max(tableRows.length, awaitingRows ? state.pageSize : 0) * ROW_HEIGHT + HEADER_HEIGHT}px)` : undefined,
      }}
    >
      <ListIconSymbols
        icons={meta.icons}
        preview={columns.some((column) => column.popover)}
        sort={columns.some((column) => column.sortable)}
        filter={columns.some((column) => column.operators.includes('column_values'))}
      />
      <Table stickyHeader size="small" aria-label={title} sx={listTableStyles}>
        <ListHeader
          domain={domain}
          params={params}
          columns={columns}
          list={list}
          icons={meta.icons}
          pageSelection={selectable ? { id: pageCheckboxId, checked: rows.length > 0 && allOnPage, mixed: !allOnPage && someOnPage, toggle: () => dispatch(allOnPage ? { type: 'clearSelection' } : { type: 'select', ids: pageIds }) } : null}
        />
        <tbody>
          {grouped ? (
            <ListGroups groups={groups} context={{ domain, columns, tableColumns, meta, query: list.shownQuery, expanded, toggle: toggleGroup, showPercentage: asksShares(list.shownQuery) }} />
          ) : (
            <>
              {padding.top > 0 && <SpacerRow span={span} height={padding.top} />}
              {(items ?? tableRows.slice(0, drawnCount).map((_row, index) => ({ index }))).map(({ index }) => {
                const row = tableRows[index]!;
                const id = Number(row.original.hidden_values.id);
                return (
                  <ListRowLine
                    key={row.id}
                    ref={virtual ? virtualizer.measureElement : undefined}
                    index={index}
                    row={row}
                    columns={columns}
                    meta={meta}
                    checked={selectable ? selected === null || selected.has(id) : null}
                    locked={selected === null}
                    toggle={toggle}
                  />
                );
              })}
              {padding.bottom > 0 && <SpacerRow span={span} height={padding.bottom} />}
            </>
          )}
        </tbody>
        {/* The footer comes once the page's rows are all drawn: put under the first slice, it would move down with each.
            No rows, no figures: a 'Total' of nothing would be a line of blanks. */}
        {figures.length > 0 && (aggregates || selectedFigures) && !empty && drawnCount >= tableRows.length && (
          <tfoot>
            {selectedFigures && <FigureLine columns={columns} selectable={selectable} figures={selectedFigures} label={text.selectionFigures} />}
            {aggregates && <FigureLine columns={columns} selectable={selectable} figures={aggregates} />}
          </tfoot>
        )}
      </Table>
      {/* A failed request says so above the table (ListScreen): it found nothing only when it answered. It was a search
          when the request it answered searched: spaces alone search nothing (they are not sent), filters being typed neither. */}
      {empty && !list.loading && !list.failed && (
        <Box sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>{searched(list.shownQuery) ? messages.list.noMatch : messages.list.noData}</Box>
      )}
      {empty && list.loading && <Box sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>{messages.list.loading}</Box>}
    </div>
  );
}
