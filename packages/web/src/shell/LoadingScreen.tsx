import { messages } from '@ossature/contract';
import { Box, CircularProgress, Typography } from '@mui/material';

/** Shown while the user (or a screen's first data) loads. */
export function LoadingScreen() {
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <Box sx={{ textAlign: 'center' }}>
        {/* Named, as every progress bar must be (axe aria-progressbar-name). */}
        <CircularProgress aria-label={messages.shell.loading} />
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {messages.shell.loading}
        </Typography>
      </Box>
    </Box>
  );
}
