import { type ListColumn, type ListGroupRow, type ListRow, formatMessage, messages } from '@ossature/contract';
import ExpandMore from '@mui/icons-material/ExpandMore';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { Alert, IconButton, LinearProgress } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTable } from '@tanstack/react-table';
import { useState } from 'react';
import { aggregateContent } from '../cells/list-cell';
import { listApi } from '../list-api';
import { formatCell, formatCount } from '../../../ui/cell-formats/cell-formats';
import { listErrorMessage } from '../state/use-list-controller';
import { ListRowLine } from './ListRowLine';
import { PageControls } from './PageControls';
import { type listColumns, listFeatures } from './list-columns';
import type { ListTableMeta } from './list-table-meta';
import { cellClass } from './list-table-styles';

const text = messages.listScreen;
/** SPEC §2: a group's rows come by pages of 10, 20, 50 or 100 ('Éléments par groupe'). */
const GROUP_PAGE_SIZE = 10;

export interface GroupsContext {
  domain: string;
  columns: ListColumn[];
  /** The list's TanStack columns and what its cells read: a group's rows are a table of their own. */
  tableColumns: ReturnType<typeof listColumns>;
  meta: ListTableMeta;
  /** The list's query (with group_by): each level adds its own group_level and page size. */
  query: URLSearchParams;
  /** The groups opened, by their params (kept for the tab: SPEC §4). */
  expanded: ReadonlySet<string>;
  toggle(group: string): void;
  /**
   * Group lines show their share of the rows: as the answer drawn was asked for, not as the user has just chosen (the
   * groups on screen until the new answer comes have no shares to show).
   */
  showPercentage: boolean;
  /** The labels of the groups enclosing these ones, outermost first: an open group's controls are named by them all. */
  trail?: readonly string[];
}

/** Whether the answer to these parameters carries the groups' shares. */
export const asksShares = (query: URLSearchParams) => query.get('show_percentage') === '1';

/** The groups of one level: each a line with its count and figures, expanding into its sub-groups or rows. */
export function ListGroups({ groups, context }: { groups: ListGroupRow[]; context: GroupsContext }) {
  return groups.map((group) => <GroupLine key={group.params} group={group} context={context} />);
}

function GroupLine({ group, context }: { group: ListGroupRow; context: GroupsContext }) {
  const open = context.expanded.has(group.params);
  const [first, ...others] = context.columns;
  const count = formatCount(group.count);
  const label = context.showPercentage
    ? formatMessage(text.groupLabelWithShare, { label: group.label, count, percentage: formatCell('number', group.percentage) })
    : formatMessage(text.groupLabel, { label: group.label, count });
  return (
    <>
      <tr className="list-group">
        {/* Each level is indented 24 px further: three spacing units of 8 px. */}
        <td className="list-cell list-group-head" style={{ paddingLeft: 8 * (1 + group.level * 3) }}>
          <IconButton size="small" aria-expanded={open} aria-label={label} onClick={() => context.toggle(group.params)} sx={{ mr: 1 }}>
            {open ? <ExpandMore fontSize="small" /> : <KeyboardArrowRight fontSize="small" />}
          </IconButton>
          {label}
          {first?.aggregate && group.aggregates[first.name] !== undefined ? ` · ${String(aggregateContent(first, group.aggregates[first.name]))}` : ''}
        </td>
        {others.map((column) => (
          <td key={column.name} className={cellClass(column)}>
            {column.aggregate ? aggregateContent(column, group.aggregates[column.name]) : null}
          </td>
        ))}
      </tr>
      {open && <GroupContent group={group} context={context} />}
    </>
  );
}

/** The part of the list's query that says which rows there are and in what order: not the columns shown. */
function rowsQuery(query: URLSearchParams): string {
  const rows = new URLSearchParams(query);
  rows.delete('hidden[]');
  rows.delete('order[]');
  return rows.toString();
}

/** The rows of a group at its deepest level, as a table model of their own. */
function GroupRows({ rows, level, context }: { rows: ListRow[]; level: number; context: GroupsContext }) {
  const table = useTable({ features: listFeatures, columns: context.tableColumns, data: rows, getRowId: (row) => String(row.hidden_values.id), meta: context.meta });
  return table.getRowModel().rows.map((row) => <ListRowLine key={row.id} row={row} columns={context.columns} meta={context.meta} checked={null} indent={level} />);
}

/** An open group's sub-groups or rows, fetched with a progress bar, with its own pages. */
function GroupContent({ group, context }: { group: ListGroupRow; context: GroupsContext }) {
  // A group's page belongs to the rows it was turned on: a new filter, search or order starts the group again at its
  // first page (SPEC §4), as the list does, instead of a page past its new end, empty and with no pages to go back.
  const rows = rowsQuery(context.query);
  const [paging, setPaging] = useState({ rows, pageIndex: 0 });
  const pageIndex = paging.rows === rows ? paging.pageIndex : 0;
  const setPageIndex = (index: number) => setPaging({ rows, pageIndex: index });
  const [pageSize, setPageSize] = useState(GROUP_PAGE_SIZE);
  const query = new URLSearchParams(context.query);
  query.set('group_level', String(group.level + 1));
  query.set('group_by_page', String(pageSize));
  const asked = query.toString();
  const page = useQuery({
    queryKey: ['list-data', context.domain, group.params, pageSize, pageIndex, asked],
    queryFn: ({ signal }) => listApi.data(context.domain, group.params, pageSize, pageIndex * pageSize, query, signal),
    placeholderData: keepPreviousData,
  });
  // The parameters of the sub-groups drawn: while the next answer comes, the previous one stays with its own.
  const [shown, setShown] = useState(asked);
  if (page.data && !page.isPlaceholderData && shown !== asked) setShown(asked);
  const span = context.columns.length;
  const trail = [...(context.trail ?? []), group.label];
  if (!page.data && page.isError) {
    // Said in the group's place, as the list says its own failure; closing the group and opening it again asks again.
    return (
      <tr>
        <td colSpan={span} className="list-cell">
          <Alert severity="error">{listErrorMessage(page.error)}</Alert>
        </td>
      </tr>
    );
  }
  if (!page.data) {
    return (
      <tr>
        <td colSpan={span} className="list-cell">
          <LinearProgress aria-label={messages.list.loading} />
        </td>
      </tr>
    );
  }
  const subGroups = page.data.data.filter((row): row is ListGroupRow => row._type === 'group');
  const total = page.data.group_by_total_items ?? page.data.total_items;
  return (
    <>
      {subGroups.length > 0 ? (
        <ListGroups groups={subGroups} context={{ ...context, showPercentage: asksShares(new URLSearchParams(shown)), trail }} />
      ) : (
        <GroupRows rows={page.data.data.filter((row): row is ListRow => row._type === 'row')} level={group.level + 1} context={context} />
      )}
      {/* Shown as long as a smaller page would cut the group: a size chosen larger can still be taken back. */}
      {total > GROUP_PAGE_SIZE && (
        <tr>
          <td colSpan={span} className="list-cell" style={{ padding: 0 }}>
            <PageControls
              sizeLabel={text.groupPageSize}
              group={trail.join(' › ')}
              total={total}
              pageIndex={pageIndex}
              pageSize={pageSize}
              onPage={setPageIndex}
              onPageSize={(size) => {
                setPageSize(size);
                setPageIndex(0);
              }}
            />
          </td>
        </tr>
      )}
    </>
  );
}
