import type { SelectOption } from '@ossature/contract';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { contrastTextOn } from '../../../../../ui/contrast-text';
import type { FieldProps } from '../../field-entry';
import { ChoiceFieldset } from './ChoiceFieldset';
import { listOf, optionOf, storedChoice } from './choice-options';
import { OptionContent } from './OptionContent';

/** A chosen button takes its option's colour (a status: requested orange, approved green…), its text what reads on it. */
const colored = (option: SelectOption) =>
  option.color
    ? {
        '&.Mui-selected, &.Mui-selected:hover': { bgcolor: option.color, color: contrastTextOn(option.color), borderColor: option.color },
        '&.Mui-selected .MuiSvgIcon-root': { color: contrastTextOn(option.color) },
      }
    : undefined;

/**
 * `button_group` (one choice) and `button_group_multiple` (several): the options as toggle buttons. A required single
 * choice cannot be unpressed; several choices are kept in the options' order.
 */
export function ButtonGroupControl({ property, value, error, readOnly, onChange, id }: FieldProps) {
  const options = property.values ?? [];
  const multiple = property.type === 'button_group_multiple';
  const selected = multiple ? listOf(value).map(String) : optionOf(options, value) ? String(value) : null;
  return (
    <ChoiceFieldset property={property} id={id} error={error}>
      {/* The fieldset's legend names the buttons' group. */}
      <ToggleButtonGroup
        exclusive={!multiple}
        size="small"
        value={selected}
        disabled={readOnly}
        sx={{ flexWrap: 'wrap' }}
        onChange={(_event, next: string | string[] | null) => {
          if (multiple) {
            const chosen = new Set(next as string[]);
            onChange(options.map(storedChoice).filter((choice) => chosen.has(choice)));
          } else if (next !== null || !property.required) onChange(next);
        }}
      >
        {options.map((option) => (
          <ToggleButton key={storedChoice(option)} value={storedChoice(option)} disabled={option.disabled} sx={{ textTransform: 'none', ...colored(option) }}>
            <OptionContent option={option} />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </ChoiceFieldset>
  );
}
