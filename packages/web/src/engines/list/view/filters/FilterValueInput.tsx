import { DURATION_OPTIONS, DURATION_UNITS, type ListColumn, PERIODS, joinValues, messages, splitValues } from '@ossature/contract';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { type FilterRow, type ListQueryState, PICKED_COLUMN_TYPES, isInvalidFilter } from '../../state/list-query';
import { typedFilterNumber } from '../../state/typed-decimal';
import { ColumnValuesField } from './ColumnValuesField';

const text = messages.listScreen;

export interface FilterValueInputProps {
  domain: string;
  params: string | undefined;
  state: Pick<ListQueryState, 'filters' | 'search'>;
  column: ListColumn | undefined;
  row: FilterRow;
  onChange(value: FilterRow['value']): void;
}

const INPUT_TYPES: Partial<Record<ListColumn['type'], string>> = { date: 'date', datetime: 'date', month: 'month', time: 'time' };

/**
 * A value typed as the user writes it ('14 704,32 €', a year), which the row takes once `read` makes a filter value of
 * it, and nothing while the text is not one: the field then says 'Filtre non valide', rather than the server refusing
 * the request and the rows giving way to an error.
 */
function CheckedInput({ row, onChange, read, inputMode }: Pick<FilterValueInputProps, 'row' | 'onChange'> & { read(typed: string): string | null; inputMode: 'decimal' | 'numeric' }) {
  const held = typeof row.value === 'string' ? row.value : '';
  const [typed, setTyped] = useState(held);
  // The row changed from elsewhere (a configuration applied, a row removed above this one): the field shows it.
  const [seen, setSeen] = useState(held);
  if (held !== seen) {
    setSeen(held);
    // What was typed stays if it is what the row now holds; otherwise (text that was no value included) the row wins.
    if ((typed.trim() === '' ? '' : read(typed)) !== held) setTyped(held);
  }
  const invalid = typed.trim() !== '' && read(typed) === null;
  return (
    <TextField
      size="small"
      label={text.value}
      value={typed}
      onChange={(event) => {
        const next = event.target.value;
        setTyped(next);
        if (next.trim() === '') onChange(null);
        else {
          const value = read(next);
          if (value !== null) onChange(value);
        }
      }}
      error={invalid}
      helperText={invalid ? messages.list.invalidFilter : undefined}
      slotProps={{ htmlInput: { inputMode } }}
      sx={{ flex: 1, minWidth: 160 }}
    />
  );
}

const readNumber = (typed: string) => typedFilterNumber(typed, 'number');
/** A whole number column (a rating) compares whole numbers only: '4,5' would be refused by the server. */
const readWholeNumber = (typed: string) => {
  const number = readNumber(typed);
  return number !== null && /^-?\d+$/.test(number) ? number : null;
};
const readAmount = (typed: string) => typedFilterNumber(typed, 'money');
/** A year as the server compares a year column: four digits ('20', a pause while typing, is not one yet). */
const readYear = (typed: string) => (/^\d{4}$/.test(typed.trim()) ? typed.trim() : null);

function DurationInput({ row, onChange }: Pick<FilterValueInputProps, 'row' | 'onChange'>) {
  const parts = typeof row.value === 'string' ? splitValues(row.value) : [];
  const [option = DURATION_OPTIONS[0], amount = '', unit = DURATION_UNITS[0]] = parts;
  const set = (index: number, part: string) => {
    const next = [option, amount, unit];
    next[index] = part;
    onChange(joinValues(next));
  };
  const invalid = isInvalidFilter(row);
  return (
    <Stack direction="row" spacing={1} sx={{ flex: 1 }}>
      <TextField select size="small" label={text.value} value={option} onChange={(event) => set(0, event.target.value)} sx={{ minWidth: 150 }}>
        {DURATION_OPTIONS.map((entry) => (
          <MenuItem key={entry} value={entry}>
            {text.durationOptions[entry]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={text.durationAmount}
        value={amount}
        onChange={(event) => set(1, event.target.value.trim())}
        error={invalid}
        helperText={invalid ? messages.list.invalidFilter : undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ width: 110 }}
      />
      <TextField select size="small" label={text.durationUnit} value={unit} onChange={(event) => set(2, event.target.value)} sx={{ width: 110 }}>
        {DURATION_UNITS.map((entry) => (
          <MenuItem key={entry} value={entry}>
            {text.durationUnits[entry]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/**
 * The value of a filter row, as its column and operator want it: nothing for 'Est vide', a period or a duration by
 * their parts, values picked among the column's own for choices and related records, a date, month or time input for
 * those columns, Oui/Non for a boolean, a number or a year checked as typed, text otherwise.
 */
export function FilterValueInput({ domain, params, state, column, row, onChange }: FilterValueInputProps) {
  const label = text.value;
  const single = typeof row.value === 'string' ? row.value : '';
  if (!column || row.operator === 'empty') return <TextField size="small" label={label} disabled value="" sx={{ flex: 1 }} />;
  if (row.operator === 'duration') return <DurationInput row={row} onChange={onChange} />;
  if (row.operator === 'period') {
    return (
      <TextField select size="small" label={label} value={single} onChange={(event) => onChange(event.target.value)} sx={{ flex: 1, minWidth: 200 }}>
        {PERIODS.map((period) => (
          <MenuItem key={period} value={period}>
            {text.periods[period]}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  const picked = Array.isArray(row.value) ? row.value : single ? [single] : [];
  if (row.operator === 'column_values' || PICKED_COLUMN_TYPES.has(column.type)) {
    const multiple = row.operator === 'column_values';
    return (
      <ColumnValuesField
        domain={domain}
        params={params}
        state={state}
        column={column.name}
        label={label}
        multiple={multiple}
        value={picked}
        labelled={PICKED_COLUMN_TYPES.has(column.type)}
        onChange={(values) => onChange(multiple ? values : (values[0] ?? null))}
      />
    );
  }
  if (column.type === 'boolean') {
    return (
      <TextField select size="small" label={label} value={single} onChange={(event) => onChange(event.target.value)} sx={{ flex: 1, minWidth: 120 }}>
        <MenuItem value="1">{text.yes}</MenuItem>
        <MenuItem value="0">{text.no}</MenuItem>
      </TextField>
    );
  }
  if (column.type === 'number') return <CheckedInput row={row} onChange={onChange} read={column.whole ? readWholeNumber : readNumber} inputMode={column.whole ? 'numeric' : 'decimal'} />;
  if (column.type === 'money') return <CheckedInput row={row} onChange={onChange} read={readAmount} inputMode="decimal" />;
  if (column.type === 'year') return <CheckedInput row={row} onChange={onChange} read={readYear} inputMode="numeric" />;
  const type = INPUT_TYPES[column.type] ?? 'text';
  return (
    <TextField
      size="small"
      label={label}
      type={type}
      value={single}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      slotProps={{ inputLabel: type !== 'text' ? { shrink: true } : undefined }}
      sx={{ flex: 1, minWidth: 160 }}
    />
  );
}
