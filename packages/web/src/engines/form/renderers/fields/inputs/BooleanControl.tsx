import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import type { FieldProps } from '../../field-entry';

/** A yes/no field: a checkbox with its label. A missing value counts as 'no', as the server stores it. */
export function BooleanControl({ property, value, error, readOnly, onChange, id }: FieldProps) {
  const helper = error ?? property.helperText;
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        label={property.label}
        // Read-only shows the state without offering a change: a disabled box cannot be mistaken for an editable one.
        disabled={readOnly}
        control={<Checkbox id={id} checked={value === true || value === 1} onChange={(event) => onChange(event.target.checked)} />}
      />
      {helper && <FormHelperText sx={{ mt: -0.5 }}>{helper}</FormHelperText>}
    </FormControl>
  );
}
