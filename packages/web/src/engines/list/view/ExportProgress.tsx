import { formatMessage, messages } from '@ossature/contract';
import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '../../../api/api-client';
import { useNotify } from '../../../ui/notifications';
import { listApi } from '../list-api';
import { formatCount } from '../../../ui/cell-formats/cell-formats';
import { openInNewWindow } from '../../../ui/new-window';

const text = messages.listScreen;
const POLL_MS = 1000;
const UNDER_WAY = ['queued', 'running'];

/** A background export of the list, followed every second: its rows written, then its file to download. */
export function ExportProgress({ id, onDismiss }: { id: number; onDismiss(): void }) {
  const notify = useNotify();
  const exports = useQuery({
    queryKey: ['list-exports'],
    queryFn: ({ signal }) => listApi.recentExports(signal),
    refetchInterval: (query) => (query.state.data?.some((entry) => entry.id === id && !UNDER_WAY.includes(entry.status)) ? false : POLL_MS),
  });
  const [stopping, setStopping] = useState(false);
  // 'Arrêter' may come too late (the export finished meanwhile: 409) or fail: the server's reason is told, and the
  // export read again shows where it really is.
  const stop = async () => {
    setStopping(true);
    try {
      await listApi.cancelExport(id);
    } catch (error) {
      notify({ message: error instanceof ApiRequestError ? error.message : messages.list.fetchFailed, severity: 'error' });
    } finally {
      setStopping(false);
      void exports.refetch();
    }
  };
  const entry = exports.data?.find((candidate) => candidate.id === id);
  if (!entry && exports.isError) {
    // The progress cannot be read (SPEC §8): said, rather than a bar that never moves; the file is not lost.
    return (
      <Alert severity="error" onClose={onDismiss}>
        {messages.list.fetchFailed}
      </Alert>
    );
  }
  if (!entry) return <LinearProgress aria-label={messages.list.loading} />;
  if (UNDER_WAY.includes(entry.status)) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Stack spacing={0.5} sx={{ flex: 1 }}>
          <Typography variant="body2">{formatMessage(text.exportRunning, { title: entry.title, done: formatCount(entry.rows_written), total: entry.rows_total === null ? '…' : formatCount(entry.rows_total) })}</Typography>
          <LinearProgress variant={entry.rows_total ? 'determinate' : 'indeterminate'} value={entry.rows_total ? (100 * entry.rows_written) / entry.rows_total : 0} aria-label={entry.title} />
        </Stack>
        <Button size="small" disabled={stopping} onClick={() => void stop()}>
          {text.stopExport}
        </Button>
      </Stack>
    );
  }
  if (entry.status !== 'done') {
    return (
      <Alert severity="warning" onClose={onDismiss}>
        {entry.error ?? messages.listExport.failed}
      </Alert>
    );
  }
  return (
    <Alert
      severity="success"
      onClose={onDismiss}
      action={
        <Button color="inherit" size="small" onClick={() => void openInNewWindow(() => listApi.exportFileLink(id).then(({ url }) => url), notify, messages.list.fetchFailed)}>
          {text.download}
        </Button>
      }
    >
      {formatMessage(text.exportReady, { title: entry.title })}
    </Alert>
  );
}
