import { messages } from '@ossature/contract';
import { Box, ButtonBase, Popover } from '@mui/material';

const text = messages.formRich;

/** Emoji per row of the picker. */
const EMOJI_COLUMNS = 8;

interface EmojiPickerProps {
  anchor: HTMLElement | null;
  onPick(emoji: string): void;
  onClose(): void;
}

/** SPEC §3 'emoji': a grid of common emoji under the toolbar button, each named in French for screen readers. */
export function EmojiPicker({ anchor, onPick, onClose }: EmojiPickerProps) {
  return (
    <Popover open={anchor !== null} anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <Box
        role="group"
        aria-label={text.emoji}
        sx={{ display: 'grid', gridTemplateColumns: `repeat(${EMOJI_COLUMNS}, 1fr)`, gap: 0.25, p: 1 }}
      >
        {text.emojis.map(([emoji, name]) => (
          <ButtonBase
            key={emoji}
            aria-label={name}
            title={name}
            onClick={() => onPick(emoji)}
            sx={{ width: 32, height: 32, borderRadius: 1, fontSize: 20, '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' } }}
          >
            {emoji}
          </ButtonBase>
        ))}
      </Box>
    </Popover>
  );
}
