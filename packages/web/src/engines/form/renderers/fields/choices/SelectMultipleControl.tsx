import { type SelectOption, messages } from '@ossature/contract';
import { Autocomplete } from '@mui/material';
import type { FieldProps } from '../../field-entry';
import { keepMandatory, listOf, optionText, sameValue, selectedOptions, storedChoice } from './choice-options';
import { renderOptionChips } from './option-chips';
import { OptionContent } from './OptionContent';
import { autocompleteInput } from './autocomplete-input';

/** `select_multiple`: several of the property's options, shown as chips; clearing keeps the mandatory ones. */
export function SelectMultipleControl({ property, value, error, readOnly, onChange, id }: FieldProps) {
  const options = property.values ?? [];
  const values = listOf(value);
  return (
    <Autocomplete<SelectOption, true>
      multiple
      id={id}
      options={options}
      value={selectedOptions(options, values)}
      readOnly={readOnly}
      disableCloseOnSelect
      filterSelectedOptions
      getOptionLabel={optionText}
      getOptionDisabled={(option) => Boolean(option.disabled)}
      isOptionEqualToValue={(option, chosen) => sameValue(option.value, chosen.value)}
      groupBy={options.some((option) => option.group_by) ? (option) => option.group_by ?? '' : undefined}
      noOptionsText={messages.formChoices.noMatch}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <OptionContent option={option} />
        </li>
      )}
      renderValue={(chosen, getItemProps) => renderOptionChips(chosen, getItemProps, readOnly)}
      onChange={(_event, chosen, reason) => {
        onChange(reason === 'clear' ? keepMandatory(options, values) : chosen.map(storedChoice));
      }}
      renderInput={autocompleteInput(property, error)}
    />
  );
}
