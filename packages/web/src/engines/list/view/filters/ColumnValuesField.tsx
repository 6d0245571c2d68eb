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
  /** The column shows other than its values (options, related records): the values held are named as its cells. */
  labelled: boolean;
  onChange(values: string[]): void;
}

/**
 * A filter value picked among the column's own values, shown as the cells show them (an option's label, a related
 * record's name) while the filter keeps the stored value. Typing narrows the values offered (SPEC §7 lookup).
 */
export function ColumnValuesField({ domain, params, state, column, label, multiple, value, labelled, onChange }: ColumnValuesFieldProps) {
  const [open, setOpen] = useState(false);
  // The values held are named as the cells show them even when the lookup never offered them (a restored filter).
  const lookup = useColumnValues(domain, params, state, column, open, labelled ? value : []);
  // One value: the field shows what the user is typing while they search, and the value chosen otherwise (the
  // option's label, as a select does). Several: the chosen ones are chips, the field only ever holds the search.
  const [searching, setSearching] = useState(false);
  const chosen: ColumnValue[] = value.map((entry) => ({ value: entry, label: lookup.labelOf(entry) }));
  const common = {
    size: 'small' as const,
    open,
    onOpen: () => setOpen(true),
    onClose: (_event: unknown, reason: string) => {
      setOpen(false);
      // A search left behind would narrow the values offered at the next opening: it ends with the picker, except
      // while several values are picked one after another among the same search's.
      if (!multiple || (reason !== 'selectOption' && reason !== 'removeOption')) lookup.setTyped('');
      setSearching(false);
    },
    options: lookup.options,
    loading: lookup.loading,
    filterOptions: (options: ColumnValue[]) => options,
    getOptionLabel: (option: ColumnValue) => option.label,
    isOptionEqualToValue: (option: ColumnValue, current: ColumnValue) => option.value === current.value,
    inputValue: multiple || searching ? lookup.typed : (chosen[0]?.label ?? ''),
    // Only the user's typing searches: MUI's own resets of the text (a value picked, the field left) do not.
    onInputChange: (_event: unknown, typed: string, reason: string) => {
      if (reason !== 'input' && reason !== 'clear') return;
      lookup.setTyped(typed);
      setSearching(reason === 'input');
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
