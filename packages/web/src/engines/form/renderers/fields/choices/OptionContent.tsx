import type { SelectOption } from '@ossature/contract';
import { Box, Stack } from '@mui/material';
import { optionText } from './choice-options';
import { iconEntry } from '../../../../../ui/icon-catalogue';

/** An option's icon, in its colour when it has one. */
export function OptionIcon({ option }: { option: SelectOption }) {
  const entry = iconEntry(option.icon);
  if (!entry) return null;
  return <entry.Icon fontSize="small" sx={{ color: option.color }} aria-hidden />;
}

/** A coloured dot, the mark of an option's colour where the option has no icon to carry it. */
export function ColorDot({ color }: { color: string }) {
  return <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, flexShrink: 0 }} />;
}

/** An option as lists show it: icon or colour dot, then the label cut at 100 characters. */
export function OptionContent({ option }: { option: SelectOption }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      {option.icon && iconEntry(option.icon) ? <OptionIcon option={option} /> : option.color ? <ColorDot color={option.color} /> : null}
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {optionText(option)}
      </Box>
    </Stack>
  );
}
