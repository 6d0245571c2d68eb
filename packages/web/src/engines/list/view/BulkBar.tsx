import { type BulkAction, type BulkBatch, formatMessage, messages } from '@ossature/contract';
import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useFormDialog } from '../../../ui/form-dialog-slot';
import { listApi } from '../list-api';
import { bulkParams } from '../state/list-links';
import type { ListController } from '../state/use-list-controller';

const text = messages.listScreen;

/** How often a background run's progress is asked for. */
const PROGRESS_POLL_MS = 1000;

export interface BulkBarProps {
  domain: string;
  params: string | undefined;
  actions: BulkAction[];
  list: ListController;
  /** Where the focus goes when the bar goes from under it: the page's checkbox. */
  pageCheckboxId: string;
}

/**
 * The selection and what can be done with it (SPEC §4: two modes): the rows of this page, or — offered once the page
 * is fully selected — every row matching the query, counted by the server. An action opens its own form in a small
 * dialog with the exact count to confirm; a small run answers at once, a large one is followed until it ends.
 */
export function BulkBar({ domain, params, actions, list, pageCheckboxId }: BulkBarProps) {
  const { state, dispatch, rows, total } = list;
  const FormDialog = useFormDialog();
  const [running, setRunning] = useState<BulkAction | null>(null);
  const [batchId, setBatchId] = useState<number | null>(null);
  const allMatching = 'allMatching' in state.selection;
  const count = allMatching ? total : 'ids' in state.selection ? state.selection.ids.length : 0;
  const pageFull = !allMatching && rows.length > 0 && count === rows.length && total > rows.length;
  const clearButton = useRef<HTMLButtonElement>(null);
  // The bar goes from under the keyboard when the user clears the selection from it or an action's run ends (its
  // dialog closed meanwhile): the focus then goes to the page's checkbox rather than to the page. Only then: a page
  // turned or a sort also clears the selection, and the focus is the user's own business there.
  const shown = count > 0;
  const wasShown = useRef(shown);
  const leavingFromBar = useRef(false);
  const clearFromBar = () => {
    leavingFromBar.current = true;
    dispatch({ type: 'clearSelection' });
  };
  useEffect(() => {
    const hidden = wasShown.current && !shown;
    wasShown.current = shown;
    if (!hidden) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (leavingFromBar.current && lost) document.getElementById(pageCheckboxId)?.focus();
    leavingFromBar.current = false;
  }, [shown, pageCheckboxId]);

  if (count === 0 && batchId === null) return null;
  return (
    <Stack spacing={1} sx={{ mb: 1 }}>
      {count > 0 && (
        <Alert severity="info" icon={false} sx={{ alignItems: 'center' }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}>
            <Typography component="span">{allMatching ? formatMessage(text.allMatchingSelected, { count: total }) : formatMessage(text.selectedRows, { count })}</Typography>
            {pageFull && (
              <Button
                size="small"
                onClick={() => {
                  dispatch({ type: 'selectAllMatching' });
                  // This button goes once every row is selected: the keyboard goes on to the next one.
                  clearButton.current?.focus();
                }}
              >
                {formatMessage(text.selectAllMatching, { count: total })}
              </Button>
            )}
            <Button ref={clearButton} size="small" onClick={clearFromBar}>
              {text.clearSelection}
            </Button>
            <Stack direction="row" spacing={1} role="group" aria-label={text.bulkActions}>
              {actions.map((action) => (
                <Button key={action.name} size="small" variant="contained" onClick={() => setRunning(action)}>
                  {action.label}
                </Button>
              ))}
            </Stack>
          </Stack>
        </Alert>
      )}
      {batchId !== null && <BatchProgress id={batchId} onEnd={() => void list.reload()} onDismiss={() => setBatchId(null)} />}
      {running && (
        <FormDialog
          form={running.name}
          params={bulkParams(domain, params, state, total)}
          title={running.label}
          maxWidth="sm"
          onClose={() => setRunning(null)}
          onSaved={() => {
            setRunning(null);
            clearFromBar();
            void list.reload();
          }}
          onAccepted={(answer) => {
            setRunning(null);
            clearFromBar();
            setBatchId((answer.batch as BulkBatch).id);
          }}
        />
      )}
    </Stack>
  );
}

/** A background run, followed until it ends; the list reloads then. */
function BatchProgress({ id, onEnd, onDismiss }: { id: number; onEnd(): void; onDismiss(): void }) {
  const batch = useQuery({
    queryKey: ['bulk-batch', id],
    queryFn: ({ signal }) => listApi.batch(id, signal),
    refetchInterval: (query) => (query.state.data && !['queued', 'running', 'undoing'].includes(query.state.data.status) ? false : PROGRESS_POLL_MS),
  });
  const data = batch.data;
  const ended = data !== undefined && !['queued', 'running', 'undoing'].includes(data.status);
  useEffect(() => {
    if (ended) onEnd();
  }, [ended, onEnd]);
  if (!data) return <LinearProgress aria-label={messages.list.loading} />;
  if (!ended) {
    return (
      <Stack spacing={0.5}>
        <Typography variant="body2">{formatMessage(text.bulkRunning, { label: data.label, done: data.done, total: data.total })}</Typography>
        <LinearProgress variant="determinate" value={data.total ? (100 * data.done) / data.total : 0} aria-label={data.label} />
      </Stack>
    );
  }
  return (
    <Alert severity={data.status === 'done' ? 'success' : 'error'} onClose={onDismiss}>
      {data.status === 'done' ? formatMessage(text.bulkDone, { label: data.label, done: data.done }) : formatMessage(text.bulkFailed, { label: data.label, error: data.error ?? data.status })}
    </Alert>
  );
}
