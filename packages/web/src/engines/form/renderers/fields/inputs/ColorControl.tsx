import { isHexColor, messages } from '@ossature/contract';
import { Box, InputAdornment, TextField } from '@mui/material';
import type { ChangeEvent } from 'react';
import type { FieldProps } from '../../field-entry';
import { fieldLook, lookProps } from './input-look';

/** The swatch: a native colour input (the browser's own picker), painted with the current colour. */
function Swatch({ color, label, disabled, onPick }: { color: string | null; label: string; disabled: boolean; onPick(color: string): void }) {
  return (
    <Box
      component="input"
      type="color"
      aria-label={label}
      disabled={disabled}
      // A native colour input always holds a colour; black stands for "none yet".
      value={color ?? '#000000'}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onPick(event.target.value)}
      sx={{
        width: 28,
        height: 28,
        p: 0,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        cursor: disabled ? 'default' : 'pointer',
        background: 'none',
        opacity: color ? 1 : 0.35,
        '&::-webkit-color-swatch-wrapper': { p: 0 },
        '&::-webkit-color-swatch': { border: 'none', borderRadius: 1 },
      }}
    />
  );
}

/**
 * A colour, hex #RRGGBB only (SPEC §5): picked on the swatch or typed. A typed text that is not such a colour is
 * flagged at once (the server refuses it with the same words).
 */
export function ColorControl({ property, value, error, readOnly, onChange, id }: FieldProps) {
  const text = typeof value === 'string' ? value : '';
  const valid = isHexColor(text);
  const hint = error ?? (text !== '' && !valid ? messages.form.invalidColor : undefined);
  return (
    <TextField
      {...lookProps(fieldLook(property, id, hint, readOnly))}
      value={text}
      onChange={(event) => onChange(event.target.value.trim() === '' ? null : event.target.value.trim())}
      slotProps={{
        htmlInput: { readOnly, 'aria-readonly': readOnly, maxLength: 7, spellCheck: false, autoComplete: 'off' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Swatch color={valid ? text : null} label={messages.formInputs.pickColor} disabled={readOnly} onPick={onChange} />
            </InputAdornment>
          ),
        },
        inputLabel: { shrink: true },
      }}
    />
  );
}
