import { messages } from '@ossature/contract';
import { Autocomplete, Typography } from '@mui/material';
import { useState } from 'react';
import type { FieldProps } from '../../field-entry';
import { ADDRESS_QUERY, type AddressFeature, searchAddresses } from './address-api';
import { useRemoteSearch } from './use-remote-search';
import { autocompleteInput } from './autocomplete-input';

/**
 * `address`: a text with suggestions from the address service, searched 500 ms after typing stops. The value is the
 * text: a chosen suggestion's label, or what was typed when no suggestion fits.
 */
export function AddressControl({ property, value, error, readOnly, onChange, id }: FieldProps) {
  const text = typeof value === 'string' ? value : '';
  const [open, setOpen] = useState(false);
  const { results, loading } = useRemoteSearch(searchAddresses, text, open && !readOnly && text.trim().length >= ADDRESS_QUERY.min);
  return (
    <Autocomplete<AddressFeature, false, false, true>
      freeSolo
      id={id}
      options={results}
      value={text}
      inputValue={text}
      open={open}
      readOnly={readOnly}
      loading={loading}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.properties.label)}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.properties.id)}
      loadingText={messages.formScreen.loadingOptions}
      noOptionsText={text.trim().length < ADDRESS_QUERY.min ? messages.formChoices.addressHint : messages.formChoices.noMatch}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <div>
            <Typography variant="body2">{option.properties.label}</Typography>
            {option.properties.context && (
              <Typography variant="caption" color="text.secondary">
                {option.properties.context}
              </Typography>
            )}
          </div>
        </li>
      )}
      onInputChange={(_event, next, reason) => {
        if (reason === 'input' || reason === 'clear') onChange(next === '' ? null : next);
      }}
      onChange={(_event, chosen) => {
        const label = typeof chosen === 'string' ? chosen : chosen?.properties.label;
        onChange(label ? label : null);
      }}
      renderInput={autocompleteInput(property, error, property.max_length)}
    />
  );
}
