import { formatMessage, messages } from '@ossature/contract';
import type { RegisteredModule } from '../../../metadata/registered-module.js';
import type { ListRequest } from '../list-request.js';
import { listSort } from '../list-sort.js';

const text = messages.listExport;

const columnOf = (module: RegisteredModule, name: string) => module.list.columns.find((candidate) => candidate.name === name);

function labelOf(module: RegisteredModule, name: string): string {
  const column = columnOf(module, name);
  return column ? (column.declaration.label ?? column.field.label) : name;
}

/** A filter's value as the user chose it: an option by its label, several joined by commas. */
function valueText(module: RegisteredModule, name: string, value: unknown): string {
  if (value === undefined || value === null) return '';
  const options = columnOf(module, name)?.field.options;
  const one = (each: unknown) => options?.find((option) => option.value === each)?.label ?? String(each);
  if (Array.isArray(value)) return value.map(one).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return one(value);
}

/**
 * The query of an export in French, as the printed page heads it: the search, each filter (column, operator, value,
 * joined by ET or OU), the grouping, the sort. A reader of the paper knows which rows they hold.
 */
export function exportSummary(module: RegisteredModule, request: ListRequest): string[] {
  const lines: string[] = [];
  if (request.globalSearch) lines.push(formatMessage(text.search, { text: request.globalSearch }));
  const { conditions, link } = request.filters;
  if (conditions.length > 0) {
    const each = conditions.map((condition) => {
      const operator = messages.list.operators[condition.operator as keyof typeof messages.list.operators] ?? condition.operator;
      return [labelOf(module, condition.column), operator.toLowerCase(), valueText(module, condition.column, condition.value)].filter(Boolean).join(' ');
    });
    lines.push(formatMessage(text.filters, { filters: each.join(` ${link === 'OR' ? text.or : text.and} `) }));
  }
  if (request.groupBy.length > 0) lines.push(formatMessage(text.groupBy, { columns: request.groupBy.map((name) => labelOf(module, name)).join(', ') }));
  const sort = listSort(module, request);
  if (sort) lines.push(formatMessage(text.sortBy, { column: labelOf(module, sort.column), direction: sort.direction === 'desc' ? text.descending : text.ascending }));
  return lines;
}
