import { cutLabel } from '@ossature/contract';
import { Tab, Tabs } from '@mui/material';
import type { FieldProps } from '../../field-entry';
import { ChoiceFieldset } from './ChoiceFieldset';
import { optionOf, storedChoice } from './choice-options';
import { OptionIcon } from './OptionContent';

/** `vertical_tabs`: one choice among the options shown as vertical tabs; the chosen tab is the value. */
export function VerticalTabsControl({ property, value, error, readOnly, onChange, id }: FieldProps) {
  const options = property.values ?? [];
  const current = optionOf(options, value);
  return (
    <ChoiceFieldset property={property} id={id} error={error}>
      <Tabs
        orientation="vertical"
        aria-labelledby={`${id}-label`}
        value={current ? storedChoice(current) : false}
        onChange={(_event, next: string) => !readOnly && onChange(next)}
        sx={{ borderLeft: 1, borderColor: 'divider', alignSelf: 'flex-start' }}
      >
        {options.map((option) => (
          <Tab
            key={storedChoice(option)}
            value={storedChoice(option)}
            label={cutLabel(option.label)}
            icon={option.icon ? <OptionIcon option={option} /> : undefined}
            iconPosition="start"
            // Read-only, the other tabs cannot be chosen; the chosen one stays readable.
            disabled={option.disabled || (readOnly && option !== current)}
            sx={{ alignItems: 'flex-start', minHeight: 40, textTransform: 'none', ...(option.color ? { '&.Mui-selected': { color: option.color } } : {}) }}
          />
        ))}
      </Tabs>
    </ChoiceFieldset>
  );
}
