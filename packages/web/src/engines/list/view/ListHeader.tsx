import { type ListColumn, messages } from '@ossature/contract';
import { type CSSProperties, useLayoutEffect, useRef } from 'react';
import type { ListController } from '../state/use-list-controller';
import { ColumnFilterPopover } from './filters/ColumnFilterPopover';
import { type ListIcons, ListIcon } from './list-icons';
import { cellClass } from './list-table-styles';

const text = messages.listScreen;

/** The page's checkbox: ticked when all its rows are, mixed when some are (a native checkbox's `indeterminate`). */
function PageCheckbox({ id, checked, mixed, onChange }: { id: string; checked: boolean; mixed: boolean; onChange(): void }) {
  const input = useRef<HTMLInputElement>(null);
  // Before the paint: a page opening with some of its rows ticked never shows an unticked box first.
  useLayoutEffect(() => {
    input.current!.indeterminate = mixed;
  }, [mixed]);
  return <input ref={input} id={id} type="checkbox" checked={checked} onChange={onChange} aria-label={text.selectPage} />;
}

/**
 * The width a column is declared with (SPEC §3 width, width_unit: px unless said), given to its header, which sizes
 * the column. In pixels it is also a floor: the table's automatic layout would otherwise narrow it to its content.
 */
export function columnWidth(column: Pick<ListColumn, 'width' | 'width_unit'>): CSSProperties | undefined {
  if (column.width === undefined || !(column.width > 0)) return undefined;
  const width = `${column.width}${column.width_unit === '%' ? '%' : 'px'}`;
  return column.width_unit === '%' ? { width } : { width, minWidth: width };
}

export interface ListHeaderProps {
  domain: string;
  params: string | undefined;
  /** The columns shown, in their order. */
  columns: ListColumn[];
  list: ListController;
  icons: ListIcons;
  /** The page's checkbox, when rows can be selected; its id lets the selection bar give it the focus back. */
  pageSelection: { id: string; checked: boolean; mixed: boolean; toggle(): void } | null;
}

/**
 * SPEC §2 table header: a sortable column sorts on click (ascending, descending, back to the list's order, which the
 * header shows when no sort is chosen), its
 * `aria-sort` saying how; a column taking value filters has its filter popover. Plain elements styled by the table
 * (list-table-styles.ts), like the rows: MUI's TableCell, TableSortLabel and IconButton were three styled components
 * per column to draw before the first rows.
 */
export function ListHeader({ domain, params, columns, list, icons, pageSelection }: ListHeaderProps) {
  const { state, dispatch } = list;
  return (
    <thead>
      <tr>
        {pageSelection && (
          <th scope="col" className="list-head list-check">
            <PageCheckbox id={pageSelection.id} checked={pageSelection.checked} mixed={pageSelection.mixed} onChange={pageSelection.toggle} />
          </th>
        )}
        {columns.map((column) => {
          const shown = state.sort ?? list.listSort;
          const direction = shown?.column === column.name ? shown.direction : undefined;
          return (
            <th
              key={column.name}
              scope="col"
              className={cellClass(column, 'list-head')}
              style={columnWidth(column)}
              aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
            >
              {column.sortable ? (
                <button type="button" className={`list-sort ${direction ?? 'asc'}${direction ? ' active' : ''}`} onClick={() => dispatch({ type: 'sort', column: column.name, listSort: list.listSort })}>
                  {column.label}
                  <ListIcon id={icons.sort} />
                </button>
              ) : (
                column.label
              )}
              {column.operators.includes('column_values') && <ColumnFilterPopover domain={domain} params={params} column={column} list={list} icon={icons.filter} />}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
