import type { SelectOption } from '@ossature/contract';
import type { AutocompleteRenderValueGetItemProps } from '@mui/material';
import { Chip } from '@mui/material';
import { contrastTextOn } from '../../../../../ui/contrast-text';
import { optionText } from './choice-options';
import { OptionIcon } from './OptionContent';

/** A chip in its option's colour, its text, icon and delete cross in what reads on it. */
function coloredChip(color: string) {
  const text = contrastTextOn(color);
  return { bgcolor: color, color: text, '& .MuiChip-icon': { color: text }, '& .MuiChip-deleteIcon': { color: text, opacity: 0.8 } };
}

/**
 * The chosen options of a multi-select as chips, in their colours. A mandatory option's chip cannot be deleted
 * (SPEC §4), nor any chip of a read-only field.
 */
export function renderOptionChips(chosen: readonly SelectOption[], getItemProps: AutocompleteRenderValueGetItemProps<true>, readOnly: boolean) {
  return chosen.map((option, index) => {
    const { key, onDelete, ...itemProps } = getItemProps({ index });
    return (
      <Chip
        key={key}
        {...itemProps}
        size="small"
        label={optionText(option)}
        icon={option.icon ? <OptionIcon option={option} /> : undefined}
        onDelete={readOnly || option.mandatory ? undefined : onDelete}
        sx={option.color ? coloredChip(option.color) : undefined}
      />
    );
  });
}
