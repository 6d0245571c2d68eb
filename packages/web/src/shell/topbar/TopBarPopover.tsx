import { Box, IconButton, Popover, Tooltip, Typography } from '@mui/material';
import { type ReactElement, type ReactNode, useId, useState } from 'react';
import { CountBadge } from '../../ui/CountBadge';

interface TopBarPopoverProps {
  /** The button's name, the count in words ('Mes tâches (2 en cours)'). */
  label: string;
  count: number;
  color: 'primary' | 'error';
  icon: ReactElement;
  /** Shown beside the icon (the activity's running time); the label must contain it, as the button's name. */
  text?: string;
  /** The popover's heading and name. */
  title: string;
  width: number;
  /** The content; `close` closes the popover (a link followed from it). */
  children: (close: () => void) => ReactNode;
}

/** A top bar button with its count, opening a popover under it (SPEC §2: the tasks and notifications popovers). */
export function TopBarPopover({ label, count, color, icon, text, title, width, children }: TopBarPopoverProps) {
  const popoverId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <CountBadge count={count} color={color}>
        <Tooltip title={label}>
          <IconButton
            aria-label={label}
            aria-haspopup="dialog"
            aria-controls={anchor ? popoverId : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
            sx={text ? { borderRadius: 2, gap: 0.5 } : undefined}
          >
            {icon}
            {text && (
              <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {text}
              </Typography>
            )}
          </IconButton>
        </Tooltip>
      </CountBadge>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': title, sx: { width, maxWidth: '100vw', maxHeight: '75vh' } } }}
      >
        <Box sx={{ pt: 2 }}>
          <Typography variant="h6" component="h2" sx={{ px: 2, mb: 1 }}>
            {title}
          </Typography>
          {children(close)}
        </Box>
      </Popover>
    </>
  );
}
