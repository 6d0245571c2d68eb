import { type DateKind, MONEY_DECIMALS, type Property } from '@ossature/contract';
import { Checkbox, InputAdornment, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { cellText, isNumericKind } from './cell-text';
import { optionText } from '../fields/choices/choice-options';
import { DateInput } from '../fields/inputs/dates/DateInput';
import { TimeInput } from '../fields/inputs/dates/TimeInput';
import { LinkInput } from '../fields/inputs/LinkInput';
import { PhoneInput } from '../fields/inputs/PhoneInput';
import { acceptTyped, amountEditText, editText, parseTyped } from '../fields/inputs/decimal-text';

export interface DenseEditorProps {
  property: Property;
  value: unknown;
  /** The related record's name of a relation value (linked rows). */
  valueLabel?: string;
  error: string | undefined;
  readOnly: boolean;
  /** Accessible name: the column and the line ('Quantité, ligne 2'). */
  label: string;
  onChange(value: unknown): void;
  /** See FieldProps.onInvalid. */
  onInvalid(message: string | null): void;
}

const TEXT_KINDS = new Set(['string', 'textarea', 'memo']);
const CHOICE_KINDS = new Set(['select', 'radio', 'button_group', 'vertical_tabs']);
const DATE_KINDS = new Set(['date', 'date_monthly', 'year', 'datetime']);

/**
 * A number typed the French way, as the number fields take it (their typing rules): keystrokes giving more decimals
 * than the field takes are refused; what is typed stays on screen while the line is edited.
 */
function DecimalEditor({ property, value, error, label, onChange }: DenseEditorProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const decimals = property.type === 'money' ? MONEY_DECIMALS : (property.decimals ?? 0);
  return (
    <TextField
      variant="standard"
      size="small"
      fullWidth
      value={draft ?? (property.type === 'money' ? amountEditText : editText)(typeof value === 'number' ? value : null)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        htmlInput: { 'aria-label': label, inputMode: decimals > 0 ? 'decimal' : 'numeric', autoComplete: 'off', style: { textAlign: 'right' } },
        input: property.type === 'money' ? { endAdornment: <InputAdornment position="end">{property.adornment ?? '€'}</InputAdornment> } : undefined,
      }}
      onChange={(event) => {
        const text = acceptTyped(event.target.value, decimals, property.min === undefined || property.min < 0);
        if (text === null) return;
        setDraft(text);
        onChange(parseTyped(text));
      }}
      onBlur={() => setDraft(null)}
    />
  );
}

/**
 * The inline editor of one cell of a dense table, for the simple kinds (text, number, money, choice, the date kinds,
 * time, phone, link, boolean) — dates, times, phones and links with the same inputs and rules as the form's fields;
 * other kinds, and read-only or computed cells, show their value as text (the line dialog edits them).
 */
export function DenseEditor(props: DenseEditorProps) {
  const { property, value, valueLabel, error, readOnly, label, onChange, onInvalid } = props;
  const kind = property.type;
  if (readOnly || property.read_only) {
    return (
      <Typography variant="body2" sx={{ textAlign: isNumericKind(kind) ? 'right' : 'left', py: 0.5 }} color={error ? 'error' : undefined}>
        {cellText(property, value, valueLabel)}
      </Typography>
    );
  }
  if (kind === 'number' || kind === 'money') return <DecimalEditor {...props} />;
  if (kind === 'boolean') {
    return <Checkbox size="small" checked={value === true || value === 1} onChange={(event) => onChange(event.target.checked)} slotProps={{ input: { 'aria-label': label } }} />;
  }
  const common = {
    variant: 'standard' as const,
    size: 'small' as const,
    fullWidth: true,
    error: Boolean(error),
    helperText: error,
  };
  if (CHOICE_KINDS.has(kind)) {
    const options = property.values ?? [];
    return (
      <TextField
        {...common}
        select
        value={value === null || value === undefined ? '' : String(value)}
        slotProps={{ htmlInput: { 'aria-label': label }, select: { SelectDisplayProps: { 'aria-label': label } } }}
        onChange={(event) => onChange(options.find((option) => String(option.value) === event.target.value)?.value ?? null)}
      >
        {!property.required && <MenuItem value="">&nbsp;</MenuItem>}
        {options.map((option) => (
          <MenuItem key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
            {optionText(option)}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  const look = { ariaLabel: label, dense: true, error, maxLength: property.max_length };
  if (DATE_KINDS.has(kind)) return <DateInput kind={kind as DateKind} value={value} onChange={onChange} onInvalid={onInvalid} look={look} />;
  if (kind === 'time') return <TimeInput value={value} onChange={onChange} onInvalid={onInvalid} look={look} />;
  if (kind === 'phone') return <PhoneInput value={value} onChange={onChange} look={look} />;
  if (kind === 'link') return <LinkInput value={value} onChange={onChange} look={look} />;
  if (TEXT_KINDS.has(kind)) {
    return (
      <TextField
        {...common}
        value={typeof value === 'string' ? value : ''}
        slotProps={{ htmlInput: { 'aria-label': label, maxLength: property.max_length } }}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      />
    );
  }
  return (
    <Typography variant="body2" sx={{ py: 0.5 }} color={error ? 'error' : undefined}>
      {cellText(property, value, valueLabel)}
    </Typography>
  );
}
