import type { Property } from '@ossature/contract';
import { type AutocompleteRenderInputParams, TextField } from '@mui/material';
import { readOnlyLook } from '../inputs/input-look';

/**
 * The text field of an autocomplete field (selects, addresses, creatable lists): the property's label and required
 * flag, the error or else the help text under it; `maxLength` bounds what is typed when the text is the value.
 */
export const autocompleteInput = (property: Property, error: string | undefined, maxLength?: number) =>
  function AutocompleteInput(params: AutocompleteRenderInputParams) {
    return (
      <TextField
        {...params}
        label={property.label}
        required={property.required}
        size="small"
        sx={params.inputProps.readOnly ? readOnlyLook : undefined}
        error={Boolean(error)}
        helperText={error ?? property.helperText}
        slotProps={maxLength === undefined ? undefined : { htmlInput: { ...params.inputProps, maxLength } }}
      />
    );
  };
