import { messages } from '@ossature/contract';
import Close from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** SPEC §2: the tools' drawers are 400 px wide ('Workflow de validation' 650 px). */
export const SIDE_DRAWER_WIDTH = 400;

interface SideDrawerProps {
  title: string;
  open: boolean;
  onClose(): void;
  width?: number;
  children: ReactNode;
}

/** A drawer of the tools panel, on the right: its title, a close button, its content (mounted only while open). */
export function SideDrawer({ title, open, onClose, width = SIDE_DRAWER_WIDTH, children }: SideDrawerProps) {
  return (
    // The drawer's paper is the dialog (MUI gives it the role): it carries the name.
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': title } }}>
      <Box sx={{ width, maxWidth: '100vw', p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <IconButton aria-label={messages.sideTools.close} onClick={onClose}>
            <Close />
          </IconButton>
        </Stack>
        {open && children}
      </Box>
    </Drawer>
  );
}
