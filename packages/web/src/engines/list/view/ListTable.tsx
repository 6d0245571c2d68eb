import { type ListColumn, type ListRow, messages } from '@ossature/contract';
import { Box, Checkbox, Link, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { alignOf, cellContent } from '../cells/list-cell';
import { rowPath } from '../state/list-links';
import type { ListController } from '../state/use-list-controller';

const text = messages.listScreen;

export interface ListTableProps {
  title: string;
  columns: ListColumn[];
  rowTarget: string;
  selectable: boolean;
  list: ListController;
}

/**
 * SPEC §2 table: header (a sortable column sorts on click: ascending, descending, back to the list's order), body at
 * most 65vh high, footer with the list's figures, a selection checkbox per row and for the page. A row opens its
 * record; its first cell is a link, so that the keyboard reaches it too.
 */
export function ListTable({ title, columns, rowTarget, selectable, list }: ListTableProps) {
  const navigate = useNavigate();
  const { state, dispatch, rows, aggregates } = list;
  const selected = 'ids' in state.selection ? new Set(state.selection.ids) : null;
  const pageIds = rows.map((row) => Number(row.hidden_values.id));
  const allOnPage = selected === null || (pageIds.length > 0 && pageIds.every((id) => selected.has(id)));
  const someOnPage = selected !== null && pageIds.some((id) => selected.has(id));
  const toggle = (id: number) => {
    const ids = selected ? [...selected] : [];
    dispatch({ type: 'select', ids: ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id] });
  };
  const figures = columns.filter((column) => column.aggregate);

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
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row: ListRow) => {
            const id = Number(row.hidden_values.id);
            const path = rowPath(rowTarget, row.hidden_values);
            return (
              <TableRow key={id} hover selected={selected === null || selected.has(id)} onClick={() => navigate(path)} sx={{ cursor: 'pointer' }}>
                {selectable && (
                  <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                    <Checkbox
                      checked={selected === null || selected.has(id)}
                      disabled={selected === null}
                      onChange={() => toggle(id)}
                      slotProps={{ input: { 'aria-label': text.selectRow } }}
                    />
                  </TableCell>
                )}
                {columns.map((column, index) => (
                  <TableCell key={column.name} align={alignOf(column)}>
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
          })}
        </TableBody>
        {figures.length > 0 && aggregates && (
          <TableFooter>
            <TableRow>
              {selectable && <TableCell />}
              {columns.map((column) => (
                <TableCell key={column.name} align={alignOf(column)} sx={{ fontWeight: 600, color: 'text.primary' }}>
                  {column.aggregate ? (
                    <Box component="span">
                      {column.aggregate_label ? `${column.aggregate_label} : ` : ''}
                      {cellContent({ ...column, format: column.aggregate === 'count' ? 'number' : column.format }, aggregates[column.name] ?? null)}
                    </Box>
                  ) : null}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        )}
      </Table>
      {rows.length === 0 && !list.loading && (
        <Box sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>{state.search ? messages.list.noMatch : messages.list.noData}</Box>
      )}
      {rows.length === 0 && list.loading && <Box sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>{messages.list.loading}</Box>}
    </TableContainer>
  );
}
