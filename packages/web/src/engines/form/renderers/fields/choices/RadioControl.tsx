import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import type { FieldProps } from '../../field-entry';
import { ChoiceFieldset } from './ChoiceFieldset';
import { optionOf, storedChoice } from './choice-options';
import { OptionContent } from './OptionContent';

/** `radio`: every option as a radio button, side by side. */
export function RadioControl({ property, value, error, readOnly, onChange, id }: FieldProps) {
  const options = property.values ?? [];
  const current = optionOf(options, value);
  return (
    <ChoiceFieldset property={property} id={id} error={error}>
      <RadioGroup
        row
        aria-labelledby={`${id}-label`}
        value={current ? storedChoice(current) : ''}
        onChange={(event) => {
          const chosen = options.find((option) => storedChoice(option) === event.target.value);
          if (chosen) onChange(storedChoice(chosen));
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={storedChoice(option)}
            value={storedChoice(option)}
            control={<Radio size="small" sx={option.color ? { '&.Mui-checked': { color: option.color } } : undefined} />}
            label={<OptionContent option={option} />}
            disabled={readOnly || option.disabled}
          />
        ))}
      </RadioGroup>
    </ChoiceFieldset>
  );
}
