import { type ListColumn, messages } from '@ossature/contract';
import { Box, Checkbox, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { alignOf, cellContent } from '../cells/list-cell';
import { useEffect, useState } from 'react';
import { appliedFilters } from '../state/list-query';
import { selectionFigures } from '../state/selection-figures';
import { keepExpandedGroups, readExpandedGroups } from '../state/list-session';
import type { ListController } from '../state/use-list-controller';
import { ListGroups } from './ListGroups';
import { ListRowLine } from './ListRowLine';
import { ColumnFilterPopover } from './filters/ColumnFilterPopover';

const text = messages.listScreen;

export interface ListTableProps {
  domain: string;
  params: string | undefined;
  title: string;
  columns: ListColumn[];
  rowTarget: string;
  /** Opens a row's target: navigates, or opens its form over the list in popup mode. */
  openRow(path: string): void;
  selectable: boolean;
  list: ListController;
}

/** A footer line of figures: the whole list's, or the selected rows' (named by `label` in the first cell). */
function FigureLine({ columns, selectable, figures, label }: { columns: ListColumn[]; selectable: boolean; figures: Record<string, number | null>; label?: string }) {
  return (
    <TableRow>
      {selectable && <TableCell />}
      {columns.map((column, index) => (
        <TableCell key={column.name} align={alignOf(column)} sx={{ fontWeight: 600, color: 'text.primary' }}>
          {index === 0 && label && !column.aggregate ? label : null}
          {column.aggregate ? (
            <Box component="span">
              {label ? `${label} : ` : column.aggregate_label ? `${column.aggregate_label} : ` : ''}
              {cellContent({ ...column, format: column.aggregate === 'count' ? 'number' : column.format }, figures[column.name] ?? null)}
            </Box>
          ) : null}
        </TableCell>
      ))}
    </TableRow>
  );
}

/**
 * SPEC §2 table: header (a sortable column sorts on click: ascending, descending, back to the list's order; a column
 * taking value filters has its filter popover), body at
 * most 65vh high, footer with the list's figures, a selection checkbox per row and for the page. A row opens its
 * record; its first cell is a link, so that the keyboard reaches it too. With rows selected, the footer totals them too.
 */
export function ListTable({ domain, params, title, columns, rowTarget, openRow, selectable: selectableList, list }: ListTableProps) {
  const { state, dispatch, rows, groups, aggregates } = list;
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
  const toggle = (id: number) => {
    const ids = selected ? [...selected] : [];
    dispatch({ type: 'select', ids: ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id] });
  };
  const figures = columns.filter((column) => column.aggregate);
  const selectedFigures = selected !== null && selected.size > 0 && !grouped ? selectionFigures(rows, selected, columns) : null;

  return (
    <TableContainer sx={{ maxHeight: '65vh' }}>
      <Table stickyHeader size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            {selectable && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={rows.length > 0 && allOnPage}
                  indeterminate={!allOnPage && someOnPage}
                  onChange={() => dispatch(allOnPage ? { type: 'clearSelection' } : { type: 'select', ids: pageIds })}
                  slotProps={{ input: { 'aria-label': text.selectPage } }}
                />
              </TableCell>
            )}
            {columns.map((column) => {
              const direction = state.sort?.column === column.name ? state.sort.direction : undefined;
              return (
                <TableCell key={column.name} align={alignOf(column)} sortDirection={direction ?? false} sx={{ whiteSpace: 'nowrap' }}>
                  {column.sortable ? (
                    <TableSortLabel active={direction !== undefined} direction={direction ?? 'asc'} onClick={() => dispatch({ type: 'sort', column: column.name })}>
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                  {column.operators.includes('column_values') && <ColumnFilterPopover domain={domain} params={params} column={column} list={list} />}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {grouped ? (
            <ListGroups groups={groups} context={{ domain, columns, rowTarget, openRow, query: list.query, expanded, toggle: toggleGroup, showPercentage: state.showPercentage }} />
          ) : (
            rows.map((row) => {
              const id = Number(row.hidden_values.id);
              const selection = selectable ? { checked: selected === null || selected.has(id), locked: selected === null, toggle: () => toggle(id) } : null;
              return <ListRowLine key={id} row={row} columns={columns} rowTarget={rowTarget} openRow={openRow} selection={selection} />;
            })
          )}
        </TableBody>
        {figures.length > 0 && (aggregates || selectedFigures) && (
          <TableFooter>
            {selectedFigures && <FigureLine columns={columns} selectable={selectable} figures={selectedFigures} label={text.selectionFigures} />}
            {aggregates && <FigureLine columns={columns} selectable={selectable} figures={aggregates} />}
          </TableFooter>
        )}
      </Table>
      {rows.length === 0 && groups.length === 0 && !list.loading && (
        <Box sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>{state.search || appliedFilters(state.filters).length > 0 ? messages.list.noMatch : messages.list.noData}</Box>
      )}
      {rows.length === 0 && groups.length === 0 && list.loading && <Box sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>{messages.list.loading}</Box>}
    </TableContainer>
  );
}
