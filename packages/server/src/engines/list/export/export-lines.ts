import { formatMessage, messages } from '@ossature/contract';
import type { RegisteredListColumn, RegisteredModule } from '../../../metadata/registered-module.js';
import type { Caller, RecordDeps } from '../../../records/record-access.js';
import { fromColumnArray, fromColumns } from '../../../records/table-store.js';
import { countGroupTuples, groupPage } from '../group-sql.js';
import { groupValueOrder } from '../group-order.js';
import { type PageLabels, cellValue, pageLabels } from '../list-cells.js';
import type { ListQuery } from '../list-query.js';
import type { ListRequest } from '../list-request.js';
import { listSort } from '../list-sort.js';
import { type GroupPath, aggregatedColumns, figure, footer, listScopeOf } from '../list-scope.js';
import { sortedRows } from '../page-sql.js';
import { exportCell, figureCell } from './export-cells.js';
import type { ExportCell, ExportLine } from './export-document.js';

/** Rows are read, labelled and handed to the writer this many at a time. */
const BATCH = 1000;
/** Groups of a level are read this many at a time. */
const GROUP_BATCH = 500;
/** A group's share of its level, French style: 66,67. */
const shareText = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/**
 * The columns an export holds, in the user's order (order[], then the others as declared), without the ones they
 * hid (hidden[]). The screen sends every column it hides, those hidden by default included: an export is of what
 * the user sees.
 */
export function exportedColumns(module: RegisteredModule, request: ListRequest): RegisteredListColumn[] {
  const byName = new Map(module.list.columns.map((column) => [column.name, column]));
  const ordered = [...new Set([...request.order, ...byName.keys()])].map((name) => byName.get(name)!);
  const hidden = new Set(request.hidden);
  return ordered.filter((column) => !hidden.has(column.name));
}

interface Walk {
  deps: RecordDeps;
  caller: Caller;
  query: ListQuery;
  columns: RegisteredListColumn[];
}

/** Where a group line writes its label: the first column that holds no figure (the first one if all do). */
function labelIndex(columns: RegisteredListColumn[]): number {
  const index = columns.findIndex((column) => !column.declaration.aggregate);
  return index === -1 ? 0 : index;
}

function figuresLine(walk: Walk, kind: 'group' | 'total', level: number, label: string, figures: Record<string, number | null>): ExportLine {
  const { module } = walk.query;
  const at = labelIndex(walk.columns);
  const cells: ExportCell[] = walk.columns.map((column, index) =>
    index === at ? { type: 'text', value: label } : column.declaration.aggregate ? figureCell(module, column.name, figures[column.name]) : null,
  );
  return { kind, level, cells };
}

async function* rowsOf(walk: Walk, path: GroupPath): AsyncGenerator<ExportLine[]> {
  const { deps, caller, query } = walk;
  const { module, request } = query;
  const scope = path.length === query.path.length ? query.scope : listScopeOf(deps, caller, module, request, path);
  const sort = listSort(module, request);
  const compiled = sortedRows({ db: deps.db, dialect: deps.dialect, table: module.table, where: scope.where, columns: ['id', ...walk.columns.map((column) => column.name)], sort }).compile();
  const fields = walk.columns.map(({ name, field }) => ({ name, field }));
  const known: PageLabels = new Map();
  for await (const stored of deps.streamRows(compiled, BATCH)) {
    // The stream's rows are arrays in the select's order: the id, then the columns.
    const values = stored.map((row) => fromColumnArray(fields, row, 1));
    const labels = await pageLabels(deps.db, deps.registry, caller.auth.clientId, walk.columns, values, known);
    yield values.map((row) => ({ kind: 'row', level: 0, cells: walk.columns.map((column) => exportCell(column, row[column.name], labels)) }));
  }
}

/** One level of groups, each followed by its sub-groups or its rows (none with group_header_only). */
async function* groupsOf(walk: Walk, path: GroupPath): AsyncGenerator<ExportLine[]> {
  const { deps, caller, query } = walk;
  const { module, request } = query;
  const level = path.length;
  const column = request.groupBy[level]!;
  const target = module.list.columns.find((candidate) => candidate.name === column)!;
  const scope = path.length === query.path.length ? query.scope : listScopeOf(deps, caller, module, request, path);
  const sort = request.sortGroupBy[column] ?? { by: 'VALUE', direction: 'ASC' };
  for (let offset = 0; ; offset += GROUP_BATCH) {
    const page = await groupPage({
      db: deps.db,
      table: module.table,
      where: scope.where,
      column,
      type: target.hook.type,
      aggregates: aggregatedColumns(module),
      valueOrder: (value) => groupValueOrder(deps.registry, deps.dialect, target, value),
      sort: sort.by === 'PERCENTAGE' && !request.showPercentage ? { ...sort, by: 'VALUE' } : sort,
      limit: GROUP_BATCH,
      offset,
    });
    const stored = page.groups.map((group) => fromColumns([{ name: column, field: target.field }], { [column]: group.value })[column]);
    const labels = await pageLabels(deps.db, deps.registry, caller.auth.clientId, [target], stored.map((value) => ({ [column]: value })));
    for (const [index, group] of page.groups.entries()) {
      const label = String(cellValue(target, stored[index], labels) ?? messages.list.emptyGroup);
      const percentage = shareText.format(group.percentage);
      const text = request.showPercentage
        ? formatMessage(messages.listExport.groupLabelWithShare, { label, count: group.count, percentage })
        : formatMessage(messages.listExport.groupLabel, { label, count: group.count });
      const figures = Object.fromEntries(Object.entries(group.aggregates).map(([name, value]) => [name, figure(module, name, value)]));
      yield [figuresLine(walk, 'group', level, text, figures)];
      const inner = [...path, { column, value: group.value === null ? null : (group.value as string | number) }];
      if (level + 1 < request.groupBy.length) yield* groupsOf(walk, inner);
      else if (!request.groupHeaderOnly) yield* rowsOf(walk, inner);
    }
    if (page.groups.length < GROUP_BATCH) return;
  }
}

/**
 * Every line of a list's export, batch by batch: all the rows matching its query (filters, search, sort, enclosing
 * groups), or — grouped — each group's line with its count, share and figures before its sub-groups or rows; then
 * the list's totals when a column has a figure and any line came. Nothing is held but the batch being written.
 */
export async function* exportLines(deps: RecordDeps, caller: Caller, query: ListQuery, columns: RegisteredListColumn[]): AsyncGenerator<ExportLine[]> {
  const walk: Walk = { deps, caller, query, columns };
  const { request } = query;
  let written = false;
  for await (const batch of query.path.length < request.groupBy.length ? groupsOf(walk, query.path) : rowsOf(walk, query.path)) {
    written ||= batch.length > 0;
    yield batch;
  }
  // No rows, no totals: a 'Total' line of blanks, as the screen shows none.
  if (written && columns.some((column) => column.declaration.aggregate)) {
    yield [figuresLine(walk, 'total', 0, messages.list.total, await footer(deps, query.scope))];
  }
}

/**
 * How many lines `exportLines` writes for the same query, counted in SQL beforehand: the rows (`rowCount`, the
 * export's own count; none when grouped with group_header_only), a line per group at each level (the distinct values
 * of the levels down to it), the total when there is any other line.
 */
export async function exportLineCount(deps: RecordDeps, query: ListQuery, columns: RegisteredListColumn[], rowCount: () => Promise<number>): Promise<number> {
  const { module, request, scope } = query;
  const levels = request.groupBy.slice(query.path.length).map((column) => ({ column, type: module.list.columns.find((candidate) => candidate.name === column)!.hook.type }));
  let lines = 0;
  for (let depth = 1; depth <= levels.length; depth += 1) lines += await countGroupTuples(deps.db, module.table, scope.where, levels.slice(0, depth));
  if (levels.length === 0 || !request.groupHeaderOnly) lines += await rowCount();
  return lines > 0 && columns.some((column) => column.declaration.aggregate) ? lines + 1 : lines;
}
