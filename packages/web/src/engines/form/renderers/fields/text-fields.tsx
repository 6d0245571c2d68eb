import { TextField } from '@mui/material';
import type { FieldProps } from '../field-entry';
import { fieldEntry } from '../field-entry';
import { readOnlyLook } from './inputs/input-look';

/** SPEC §9: a textarea shows 3 rows and grows up to 20. */
const MAX_ROWS = 20;

function applyTransform(value: string, transform: string | undefined) {
  if (transform === 'uppercase') return value.toLocaleUpperCase('fr-FR');
  if (transform === 'uppercase_first') return value.charAt(0).toLocaleUpperCase('fr-FR') + value.slice(1);
  return value;
}

/** Text kinds: the transform applies as the user types; an empty text is null (what the server stores for no value). */
export function TextControl({ property, value, error, readOnly, onChange, id }: FieldProps) {
  const multiline = property.type === 'textarea' || property.type === 'memo';
  return (
    <TextField
      id={id}
      label={property.label}
      required={property.required}
      value={typeof value === 'string' ? value : ''}
      fullWidth
      size="small"
      sx={readOnly ? readOnlyLook : undefined}
      multiline={multiline}
      minRows={multiline ? (property.rows ?? 3) : undefined}
      maxRows={multiline ? (property.type === 'memo' ? undefined : Math.max(property.rows ?? 3, MAX_ROWS)) : undefined}
      error={Boolean(error)}
      helperText={error ?? property.helperText}
      slotProps={{
        htmlInput: { maxLength: property.max_length, readOnly, 'aria-readonly': readOnly },
      }}
      onChange={(event) => {
        const next = applyTransform(event.target.value, property.transform);
        onChange(next === '' ? null : next);
      }}
    />
  );
}

export const textFieldEntries = [fieldEntry(['string', 'textarea', 'memo'], TextControl)];
