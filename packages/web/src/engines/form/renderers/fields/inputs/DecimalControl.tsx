import { MONEY_DECIMALS, formatMessage, messages } from '@ossature/contract';
import { InputAdornment, TextField } from '@mui/material';
import { useLayoutEffect, useRef, useState } from 'react';
import type { FieldProps } from '../../field-entry';
import { fieldLook, lookProps } from './input-look';
import { ReadOnlyText } from './ReadOnlyText';
import { acceptTyped, editText, formatAmount, formatNumber, parseTyped } from './decimal-text';

const asNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The bound a value breaks, in the server's words, so the person knows before saving. */
function boundMessage(value: number | null, min: number | undefined, max: number | undefined): string | undefined {
  if (value === null) return undefined;
  if (min !== undefined && value < min) return formatMessage(messages.form.tooSmall, { min: formatNumber(min, 6) });
  if (max !== undefined && value > max) return formatMessage(messages.form.tooLarge, { max: formatNumber(max, 6) });
  return undefined;
}

/**
 * Number and money fields. The input is a text box (decimal keyboard on phones), not `type="number"`: a French comma
 * is accepted as typed, and the mouse wheel cannot step the value (SPEC §5). While focused the value is edited as a
 * plain number ('1234,5'); otherwise it is shown formatted ('1 234,5', or '1 234,50 €' for money). Keystrokes that
 * would give more decimals than the field takes are refused.
 */
export function DecimalControl({ property, value, error, readOnly, onChange, id }: FieldProps) {
  const money = property.type === 'money';
  const decimals = money ? MONEY_DECIMALS : (property.decimals ?? 0);
  const adornment = property.adornment ?? '€';
  const amount = asNumber(value);
  const [editing, setEditing] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const entering = useRef(false);
  // Entering the field swaps the formatted text for the plain number, which loses the selection the browser (or a
  // tab key) made: select it all again, so typing replaces the amount instead of appending to it.
  useLayoutEffect(() => {
    if (!entering.current || editing === null) return;
    entering.current = false;
    input.current?.select();
  }, [editing]);
  const shown = amount === null ? '' : money ? formatAmount(amount, adornment) : formatNumber(amount, decimals);

  if (readOnly) return <ReadOnlyText property={property} error={error} id={id} text={shown} />;

  const hint = error ?? boundMessage(amount, property.min, property.max);
  return (
    <TextField
      {...lookProps(fieldLook(property, id, hint))}
      value={editing ?? shown}
      inputRef={input}
      onFocus={() => {
        entering.current = true;
        setEditing(editText(amount));
      }}
      onBlur={() => setEditing(null)}
      onChange={(event) => {
        const text = acceptTyped(event.target.value, decimals, property.min === undefined || property.min < 0);
        if (text === null) return;
        entering.current = false;
        setEditing(text);
        onChange(parseTyped(text));
      }}
      slotProps={{
        htmlInput: { inputMode: decimals > 0 ? 'decimal' : 'numeric', autoComplete: 'off' },
        input: money && editing !== null ? { endAdornment: <InputAdornment position="end">{adornment}</InputAdornment> } : undefined,
      }}
    />
  );
}
