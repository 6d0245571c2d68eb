import { formatMessage, messages } from '@ossature/contract';
import { Box, Button, Typography } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { newErrorCode } from './error-code';
import { reportError } from './report-error';

/** SPEC §2 error screen: the sentence, the team-notified line and the code of the stored report. */
export function ErrorScreen({ code }: { code: string }) {
  return (
    <Box component="section" role="alert" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {messages.shell.errorTitle}
      </Typography>
      <Typography color="text.secondary">{messages.shell.errorTeamNotified}</Typography>
      <Typography sx={{ my: 3, fontFamily: 'monospace' }} data-testid="error-code">
        {formatMessage(messages.shell.errorCode, { code })}
      </Typography>
      <Button variant="outlined" onClick={() => window.location.reload()}>
        {messages.shell.errorRetry}
      </Button>
    </Box>
  );
}

interface BoundaryProps {
  children: ReactNode;
  username?: string;
}

interface BoundaryState {
  code: string | null;
}

/**
 * Catches render errors below it, shows the error screen and reports the failure once.
 * Give it `key={pathname}` so that a path change resets it (SPEC §2).
 */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { code: null };

  static getDerivedStateFromError(): BoundaryState {
    return { code: newErrorCode() };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError({
      error: error instanceof Error ? error : new Error(String(error)),
      info: info.componentStack ?? undefined,
      username: this.props.username,
      code: this.state.code ?? newErrorCode(),
    });
  }

  override render() {
    return this.state.code ? <ErrorScreen code={this.state.code} /> : this.props.children;
  }
}
