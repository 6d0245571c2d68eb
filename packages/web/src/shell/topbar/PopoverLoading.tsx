import { Box, CircularProgress } from '@mui/material';

/**
 * What a top-bar popover shows while its content's script loads: the lists behind the bell and the tasks (their
 * pickers, dates and HTML sanitiser) are loaded when first opened, not with every page.
 */
export function PopoverLoading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
      <CircularProgress size={24} aria-label={label} />
    </Box>
  );
}
