import { splitValues } from '@ossature/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { listApi } from '../list-api';
import { type ListQueryState, lookupQuery } from './list-query';
import { LIST_REQUEST_DEBOUNCE_MS } from './use-list-controller';

export interface ColumnValue {
  value: string;
  label: string;
}

/**
 * The values a column's filter offers (SPEC §7 column-values lookup): ten distinct values matching what is typed —
 * sent 200 ms after the typing stops — with what the cells show for each, and how many more there are.
 */
export function useColumnValues(domain: string, params: string | undefined, state: Pick<ListQueryState, 'filters' | 'search'>, column: string, enabled: boolean) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, LIST_REQUEST_DEBOUNCE_MS);
  const query = lookupQuery(state, column, search.trim());
  const lookup = useQuery({
    queryKey: ['list-column-values', domain, params ?? '', query.toString()],
    queryFn: ({ signal }) => listApi.columnValues(domain, params, query, signal),
    enabled: enabled && column !== '',
    placeholderData: keepPreviousData,
  });
  const values = splitValues(lookup.data?.all_column_values ?? '');
  const labels = splitValues(lookup.data?.column_value_labels ?? '');
  const options: ColumnValue[] = values.map((value, index) => ({ value, label: labels[index] ?? value }));
  // Labels seen so far, so that a value chosen keeps its label once the lookup offers others.
  const [seen, setSeen] = useState<ReadonlyMap<string, string>>(new Map());
  if (options.some((option) => seen.get(option.value) !== option.label)) setSeen(new Map([...seen, ...options.map((option) => [option.value, option.label] as const)]));
  const labelOf = (value: string) => seen.get(value) ?? value;
  return { typed, setTyped, options, labelOf, exceeded: lookup.data?.exceeded_column_values_count ?? 0, loading: lookup.isFetching };
}
