import { messages } from '@ossature/contract';
import Clear from '@mui/icons-material/Clear';
import { Box, Button, FormControl, FormHelperText, FormLabel, IconButton, Popover, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import type { FieldProps } from '../../field-entry';
import { iconEntry, searchIcons } from '../../../../../ui/icon-catalogue';

/** SPEC §2: the picker shows the chosen icon, 'room' when there is none. */
const DEFAULT_ICON = 'room';
/** SPEC §2: a grid of 4 icons per row, at most 300 × 200, scrolling. */
const GRID_COLUMNS = 4;
const GRID_MAX = { width: 300, height: 200 };

const text = messages.formChoices;

/** `icon_picker`: a button showing the chosen icon; its popover searches the icons by their French labels and stores the English Material name. */
export function IconPickerControl({ property, value, error, readOnly, onChange, id }: FieldProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [search, setSearch] = useState('');
  const chosen = iconEntry(value);
  const shown = chosen ?? iconEntry(DEFAULT_ICON)!;
  const found = searchIcons(search);
  const close = () => {
    setAnchor(null);
    setSearch('');
  };
  return (
    <FormControl error={Boolean(error)} required={property.required}>
      <FormLabel id={`${id}-label`} sx={{ mb: 0.5 }}>
        {property.label}
      </FormLabel>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Tooltip title={chosen?.label ?? ''}>
          <Button
            id={id}
            variant="outlined"
            aria-haspopup="dialog"
            aria-label={chosen ? `${property.label} : ${chosen.label}` : property.label}
            disabled={readOnly}
            onClick={(event) => setAnchor(event.currentTarget)}
            sx={{ minWidth: 56, color: chosen ? 'text.primary' : 'text.disabled' }}
          >
            <shown.Icon />
          </Button>
        </Tooltip>
        {chosen && !readOnly && !property.required && (
          <IconButton size="small" aria-label={`${text.clear} : ${property.label}`} onClick={() => onChange(null)}>
            <Clear fontSize="small" />
          </IconButton>
        )}
      </Stack>
      {(error ?? property.helperText) && <FormHelperText>{error ?? property.helperText}</FormHelperText>}
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': text.iconPickerTitle, sx: { p: 1.5 } } }}
      >
        <TextField label={messages.formScreen.search} value={search} onChange={(event) => setSearch(event.target.value)} size="small" fullWidth autoFocus sx={{ mb: 1 }} />
        <Box
          role="listbox"
          aria-label={text.iconPickerTitle}
          sx={{ display: 'grid', gridTemplateColumns: `repeat(${GRID_COLUMNS}, 1fr)`, gap: 0.5, maxWidth: GRID_MAX.width, maxHeight: GRID_MAX.height, overflowY: 'auto' }}
        >
          {/* A native title rather than a Tooltip each: the grid holds some 150 icons. */}
          {found.map((entry) => (
            <IconButton
              key={entry.name}
              role="option"
              aria-selected={entry === chosen}
              aria-label={entry.label}
              title={entry.label}
              color={entry === chosen ? 'primary' : 'default'}
              onClick={() => {
                onChange(entry.name);
                close();
              }}
            >
              <entry.Icon />
            </IconButton>
          ))}
        </Box>
        {found.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ maxWidth: GRID_MAX.width }}>
            {text.noIcon}
          </Typography>
        )}
      </Popover>
    </FormControl>
  );
}
