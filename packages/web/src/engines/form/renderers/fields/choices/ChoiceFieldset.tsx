import type { Property } from '@ossature/contract';
import { FormControl, FormHelperText, FormLabel } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The frame of the choice kinds that show all their options at once (radios, button groups, vertical tabs): a
 * labelled group with the field's error or helper text under it. `labelId` names the group for assistive technology.
 */
export function ChoiceFieldset({ property, id, error, children }: { property: Property; id: string; error: string | undefined; children: ReactNode }) {
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={property.required} fullWidth>
      <FormLabel component="legend" id={`${id}-label`} sx={{ mb: 0.5 }}>
        {property.label}
      </FormLabel>
      {children}
      {(error ?? property.helperText) && <FormHelperText>{error ?? property.helperText}</FormHelperText>}
    </FormControl>
  );
}
