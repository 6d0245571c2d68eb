import { type ListColumn, messages, parseDuration, splitValues } from '@ossature/contract';
import { type ListQueryState, PICKED_COLUMN_TYPES } from '../../state/list-query';
import { useColumnValues } from '../../state/use-column-values';

const text = messages.listScreen;

export interface FilterValueTextProps {
  domain: string;
  params: string | undefined;
  state: ListQueryState;
  column: ListColumn | undefined;
  operator: string;
  value: string | null;
}

/**
 * A filter row's value as the configuration summary shows it: a period or a duration in words, options and related
 * records by what the cells show ('Dupont (Lyon)', 'Envoyée'), not by the stored values the filter holds.
 */
export function FilterValueText({ domain, params, state, column, operator, value }: FilterValueTextProps) {
  const values = splitValues(value ?? '');
  const picked = column !== undefined && PICKED_COLUMN_TYPES.has(column.type);
  const lookup = useColumnValues(domain, params, state, picked ? column.name : '', false, picked ? values : []);
  if (operator === 'period') return <>{text.periods[value ?? ''] ?? value}</>;
  if (operator === 'duration') {
    const duration = parseDuration(value ?? '');
    return <>{duration ? `${text.durationOptions[duration.option]} ${duration.amount} ${text.durationUnits[duration.unit]}` : value}</>;
  }
  return <>{(picked ? values.map(lookup.labelOf) : values).join(', ')}</>;
}
