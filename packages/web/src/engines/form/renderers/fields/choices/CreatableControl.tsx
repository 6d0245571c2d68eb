import { formatMessage, messages } from '@ossature/contract';
import { Autocomplete, Chip } from '@mui/material';
import { useState } from 'react';
import type { FieldProps } from '../../field-entry';
import { checkCreatable, listOf } from './choice-options';
import { autocompleteInput } from './autocomplete-input';

/**
 * `select_multiple_creatable`: free entries shown as chips. Each typed entry is checked against the field's schema
 * (an e-mail…): an invalid one shows the schema's message in red and is not added; a valid one is offered as
 * 'Ajouter "…"' (SPEC §5).
 */
export function CreatableControl({ property, value, error, readOnly, onChange, id }: FieldProps) {
  const values = listOf(value).map(String);
  const [input, setInput] = useState('');
  const check = checkCreatable(property, input, values);
  const refused = check.kind === 'invalid' ? check.message : undefined;
  const add = () => {
    if (check.kind !== 'valid') return;
    onChange([...values, check.value]);
    setInput('');
  };
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      id={id}
      options={check.kind === 'valid' ? [check.value] : []}
      value={values}
      inputValue={input}
      readOnly={readOnly}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option}
      renderOption={({ key, ...props }) => (
        <li key={key} {...props}>
          {formatMessage(messages.formScreen.createOption, { value: input.trim() })}
        </li>
      )}
      renderValue={(chosen, getItemProps) =>
        chosen.map((entry, index) => {
          const { key, onDelete, ...itemProps } = getItemProps({ index });
          return <Chip key={key} {...itemProps} size="small" label={entry} onDelete={readOnly ? undefined : onDelete} />;
        })
      }
      // The autocomplete resets its text after a choice: an entry refused must stay there to be corrected.
      onInputChange={(_event, next, reason) => (reason === 'input' || reason === 'clear') && setInput(next)}
      onChange={(_event, chosen, reason) => {
        // A typed entry (Enter) or the offered option goes through the check; removing chips needs none.
        if (reason === 'createOption' || reason === 'selectOption') add();
        else onChange(chosen);
      }}
      // A valid entry left typed counts when the user moves on; an invalid one stays, in red.
      onBlur={add}
      renderInput={autocompleteInput(property, refused ?? error)}
    />
  );
}
