import { TextField } from '@mui/material';
import type { ReactNode } from 'react';
import type { FieldProps } from '../../field-entry';
import { readOnlyLook } from './input-look';

/**
 * A read-only field shows its value as people read it (a formatted amount, a French date), in a box that says it
 * cannot be edited: no editor that would accept keystrokes it then ignores. Its help text stays, as a read-only text
 * field's does: it often says why the value cannot be changed (an expired paper, a date stamped by the server).
 */
export function ReadOnlyText({ property, error, id, text, adornment }: Pick<FieldProps, 'property' | 'error' | 'id'> & { text: string; adornment?: ReactNode }) {
  return (
    <TextField
      id={id}
      label={property.label}
      value={text}
      fullWidth
      size="small"
      sx={readOnlyLook}
      error={Boolean(error)}
      helperText={error ?? property.helperText}
      slotProps={{
        htmlInput: { readOnly: true, 'aria-readonly': true },
        input: adornment ? { endAdornment: adornment } : undefined,
        // The label stays above the box even when there is no value: an empty read-only field reads as empty.
        inputLabel: { shrink: true },
      }}
    />
  );
}
