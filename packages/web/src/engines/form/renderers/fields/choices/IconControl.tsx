import { FormControl, FormLabel, Stack, Typography } from '@mui/material';
import type { FieldProps } from '../../field-entry';
import { iconEntry } from '../../../../../ui/icon-catalogue';

/** Icons that name a state are shown in its colour (a product's stock: none, low, enough). */
const STATE_COLORS: Record<string, 'error' | 'warning' | 'success'> = { error: 'error', warning: 'warning', check_circle: 'success' };

/** `icon` (read-only): the icon its value names, titled with its French label; an unknown name shows as text. */
export function IconControl({ property, value, id }: FieldProps) {
  const entry = iconEntry(value);
  return (
    <FormControl>
      <FormLabel id={`${id}-label`} sx={{ mb: 0.5 }}>
        {property.label}
      </FormLabel>
      <Stack id={id} direction="row" aria-labelledby={`${id}-label`} sx={{ alignItems: 'center', minHeight: 32 }}>
        {entry ? (
          <entry.Icon color={STATE_COLORS[entry.name]} titleAccess={entry.label} />
        ) : (
          typeof value === 'string' && <Typography variant="body2">{value}</Typography>
        )}
      </Stack>
    </FormControl>
  );
}
