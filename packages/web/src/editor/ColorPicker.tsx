import { isHexColor, messages } from '@ossature/contract';
import { Box, Button, ButtonBase, Popover, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { COLOR_PICKER_WIDTH, COLOR_PRESETS } from './editor-rules';

const text = messages.formRich;

interface ColorPickerProps {
  anchor: HTMLElement | null;
  color: string;
  onPick(color: string): void;
  onClose(): void;
}

/** SPEC §9: a 214 px wide picker with 15 preset colours and a hex input (#RRGGBB only, SPEC §5). */
export function ColorPicker({ anchor, color, onPick, onClose }: ColorPickerProps) {
  const [typed, setTyped] = useState(color);
  const valid = isHexColor(typed);
  const apply = () => valid && onPick(typed.toLowerCase());
  return (
    <Popover open={anchor !== null} anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <Box sx={{ width: COLOR_PICKER_WIDTH, p: 1, boxSizing: 'border-box' }} role="group" aria-label={text.textColor}>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 0.5, mb: 1 }}>
          {COLOR_PRESETS.map((preset) => (
            <ButtonBase
              key={preset}
              aria-label={preset}
              aria-pressed={preset === color}
              onClick={() => onPick(preset)}
              sx={{ height: 28, borderRadius: 0.5, bgcolor: preset, border: 1, borderColor: preset === color ? 'primary.main' : 'divider' }}
            />
          ))}
        </Box>
        <Stack spacing={0.5}>
          <TextField
            size="small"
            fullWidth
            label={text.colorHex}
            value={typed}
            error={!valid}
            helperText={valid ? undefined : text.colorInvalid}
            onChange={(event) => setTyped(event.target.value.trim())}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                apply();
              }
            }}
            slotProps={{ htmlInput: { maxLength: 7, spellCheck: false } }}
          />
          <Button size="small" variant="outlined" disabled={!valid} onClick={apply} sx={{ alignSelf: 'flex-end' }}>
            {text.colorApply}
          </Button>
        </Stack>
      </Box>
    </Popover>
  );
}
