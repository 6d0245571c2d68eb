import { messages } from '@ossature/contract';
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** SPEC §2: 'Oops !' with the default sentence or a given message. */
export function NotFoundPage({ message }: { message?: string }) {
  return (
    <Box component="section" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {messages.shell.notFoundTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {message ?? messages.shell.notFoundMessage}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {messages.shell.backHome}
      </Button>
    </Box>
  );
}

/** Routes of the SPEC table whose screen comes with a later capability: said plainly, never faked. */
export function NotYetAvailablePage() {
  return <NotFoundPage message={messages.shell.notYetAvailable} />;
}
