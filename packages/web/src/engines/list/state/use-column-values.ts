import { VALUE_SEPARATOR, joinValues, splitValues } from '@ossature/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { listApi } from '../list-api';
import { type ListQueryState, lookupQuery } from './list-query';
import { LIST_REQUEST_DEBOUNCE_MS } from './use-list-controller';

const isEmpty = (text: string) => text === '';

export interface ColumnValue {
  value: string;
  label: string;
}

/**
 * The values a column's filter offers (SPEC §7 column-values lookup): ten distinct values matching what is typed —
 * sent 200 ms after the typing stops, an emptied search at once — with what the cells show for each, and how many more there are. `held`: the
 * values the filter already holds, named as the cells show them even when never offered here (a filter restored
 * from the session or a saved configuration would otherwise show a customer's id or a status's code).
 */
export function useColumnValues(
  domain: string,
  params: string | undefined,
  state: Pick<ListQueryState, 'filters' | 'search'>,
  column: string,
  enabled: boolean,
  held: readonly string[] = [],
) {
  const [typed, setTyped] = useState('');
  // Typing waits for a pause; a search emptied (a field cleared, a popover opened again) offers every value at once,
  // never the last search's values for the debounce's time.
  const search = useDebouncedValue(typed.trim(), LIST_REQUEST_DEBOUNCE_MS, isEmpty);
  const query = lookupQuery(state, column, search);
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
  const unnamed = held.filter((value) => value !== '' && !seen.has(value));
  const heldLabels = useQuery({
    queryKey: ['list-held-labels', domain, params ?? '', column, unnamed.join(VALUE_SEPARATOR)],
    queryFn: ({ signal }) => listApi.columnValues(domain, params, new URLSearchParams({ retrieve_column: column, retrieve_labels: joinValues(unnamed) }), signal),
    enabled: column !== '' && unnamed.length > 0,
    staleTime: Infinity,
  });
  const named = heldLabels.data?.held_value_labels === undefined ? [] : splitValues(heldLabels.data.held_value_labels);
  const learnt = [...options.map((option) => [option.value, option.label] as const), ...unnamed.flatMap((value, index) => (named[index] === undefined ? [] : [[value, named[index]] as const]))];
  if (learnt.some(([value, label]) => seen.get(value) !== label)) setSeen(new Map([...seen, ...learnt]));
  const labelOf = (value: string) => seen.get(value) ?? value;
  return { typed, setTyped, options, labelOf, exceeded: lookup.data?.exceeded_column_values_count ?? 0, loading: lookup.isFetching };
}
