import { FormControl, FormHelperText, FormLabel, Rating } from '@mui/material';
import type { FieldProps } from '../../field-entry';

/** SPEC §2 rating: stars out of the property's max (5 by default); clicking the chosen star again clears it. */
export function RatingControl({ property, value, error, readOnly, onChange, id }: FieldProps) {
  const rating = typeof value === 'number' ? value : null;
  const helper = error ?? property.helperText;
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={property.required}>
      <FormLabel component="legend" sx={{ fontSize: '0.8rem' }}>
        {property.label}
      </FormLabel>
      <Rating
        name={id}
        value={rating}
        max={property.max ?? 5}
        readOnly={readOnly}
        onChange={(_event, next) => onChange(next)}
      />
      {helper && <FormHelperText>{helper}</FormHelperText>}
    </FormControl>
  );
}
