import { type ListQueryState } from '../../state/list-query';
import { messages } from '@ossature/contract';
import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { type ColumnValue, useColumnValues } from '../../state/use-column-values';

const text = messages.listScreen;

export interface ColumnValuesFieldProps {
  domain: string;
  params: string | undefined;
  state: Pick<ListQueryState, 'filters' | 'search'>;
  column: string;
  label: string;
  /** Several values (column_values), or one (equal, different). */
  multiple: boolean;
  value: string[];
  onChange(values: string[]): void;
}

/**
 * A filter value picked among the column's own values, shown as the cells show them (an option's label, a related
 * record's name) while the filter keeps the stored value. Typing narrows the values offered (SPEC §7 lookup).
 */
export function ColumnValuesField({ domain, params, state, column, label, multiple, value, onChange }: ColumnValuesFieldProps) {
  const [open, setOpen] = useState(false);
  const lookup = useColumnValues(domain, params, state, column, open);
  const chosen: ColumnValue[] = value.map((entry) => ({ value: entry, label: lookup.labelOf(entry) }));
  const common = {
    size: 'small' as const,
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    options: lookup.options,
    loading: lookup.loading,
    filterOptions: (options: ColumnValue[]) => options,
    getOptionLabel: (option: ColumnValue) => option.label,
    isOptionEqualToValue: (option: ColumnValue, current: ColumnValue) => option.value === current.value,
    inputValue: lookup.typed,
    onInputChange: (_event: unknown, typed: string, reason: string) => {
      if (reason === 'input' || reason === 'clear') lookup.setTyped(typed);
    },
    noOptionsText: text.noValues,
    loadingText: messages.list.loading,
    sx: { minWidth: 200, flex: 1 },
    renderInput: (input: object) => (
      <TextField {...input} label={label} helperText={lookup.exceeded > 0 && open ? messages.list.tooManyValues : undefined} />
    ),
  };
  return multiple ? (
    <Autocomplete multiple {...common} value={chosen} onChange={(_event, picked) => onChange(picked.map((option) => option.value))} />
  ) : (
    <Autocomplete {...common} value={chosen[0] ?? null} onChange={(_event, picked) => onChange(picked ? [picked.value] : [])} />
  );
}
