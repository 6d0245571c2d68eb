import { formatPhone, isValidPhone, messages, normalizePhone } from '@ossature/contract';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { type InputLook, lookProps } from './input-look';

/** SPEC §5: a number longer than one character that is not a valid French (or +international) one is flagged. */
export const phoneLooksWrong = (stored: string) => stored.length > 1 && !isValidPhone(stored);

/**
 * A phone number: stored without spaces, dots or dashes; shown by pairs of digits (06 12 34 56 78) when not being
 * typed. While focused the text stays as the person types it, so the caret never jumps.
 */
export function PhoneInput({ value, onChange, look }: { value: unknown; onChange(value: unknown): void; look: InputLook }) {
  const stored = typeof value === 'string' ? value : '';
  const [editing, setEditing] = useState<string | null>(null);
  const wrong = phoneLooksWrong(stored);
  return (
    <TextField
      {...lookProps(look)}
      type="tel"
      value={editing ?? (stored && formatPhone(stored))}
      onFocus={() => setEditing(stored && formatPhone(stored))}
      onBlur={() => setEditing(null)}
      onChange={(event) => {
        setEditing(event.target.value);
        const next = normalizePhone(event.target.value);
        onChange(next === '' ? null : next);
      }}
      slotProps={{
        htmlInput: { autoComplete: 'tel', maxLength: look.maxLength, 'aria-label': look.ariaLabel },
        input: wrong
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  {/* titleAccess names the icon for screen readers and shows the text on hover. */}
                  <ErrorOutline color="error" titleAccess={messages.form.invalidPhone} />
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    />
  );
}
