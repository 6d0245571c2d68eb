import { messages } from '@ossature/contract';
import { ListItemText, ListSubheader, MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import type { FieldProps } from '../../field-entry';
import { readOnlyLook } from '../inputs/input-look';
import { optionOf, sameValue, storedChoice } from './choice-options';
import { OptionContent } from './OptionContent';

/** Where a choice stands when there is none: an empty entry, so that a field that is not required can be emptied. */
const NONE = '';

/** `select`: a drop-down of the property's options (labels cut at 100 characters, colours, icons, groups). */
export function SelectControl({ property, value, error, readOnly, onChange, id }: FieldProps) {
  const options = property.values ?? [];
  const current = optionOf(options, value);
  const items: ReactNode[] = [];
  if (!property.required) {
    items.push(
      <MenuItem key={NONE} value={NONE}>
        <em>{messages.formChoices.none}</em>
      </MenuItem>,
    );
  }
  options.forEach((option, index) => {
    if (option.group_by && option.group_by !== options[index - 1]?.group_by) items.push(<ListSubheader key={`group-${option.group_by}`}>{option.group_by}</ListSubheader>);
    items.push(
      <MenuItem key={String(option.value)} value={String(option.value)} disabled={option.disabled} selected={sameValue(option.value, value)}>
        <ListItemText primary={<OptionContent option={option} />} secondary={option.helperText} />
      </MenuItem>,
    );
  });
  return (
    <TextField
      select
      id={id}
      label={property.label}
      required={property.required}
      value={current ? String(current.value) : NONE}
      fullWidth
      size="small"
      sx={readOnly ? readOnlyLook : undefined}
      error={Boolean(error)}
      helperText={error ?? property.helperText}
      slotProps={{
        htmlInput: { readOnly, 'aria-readonly': readOnly },
        select: { renderValue: () => (current ? <OptionContent option={current} /> : null) },
      }}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === event.target.value);
        onChange(chosen ? storedChoice(chosen) : null);
      }}
    >
      {items}
    </TextField>
  );
}
