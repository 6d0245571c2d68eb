import { type BulkAction, type BulkBatch, formatMessage, messages } from '@ossature/contract';
import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useFormDialog } from '../../../ui/form-dialog-slot';
import { listApi } from '../list-api';
import { bulkParams } from '../state/list-links';
import { formatCount } from '../../../ui/cell-formats/cell-formats';
import type { ListController } from '../state/use-list-controller';

const text = messages.listScreen;

/** How often a background run's progress is asked for. */
const PROGRESS_POLL_MS = 1000;
const UNDER_WAY = ['queued', 'running', 'undoing'];

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
  const { state, dispatch, rows, total, totalCapped } = list;
  const FormDialog = useFormDialog();
  const [running, setRunning] = useState<BulkAction | null>(null);
  const [batchId, setBatchId] = useState<number | null>(null);
  const allMatching = 'allMatching' in state.selection;
  const count = allMatching ? total : 'ids' in state.selection ? state.selection.ids.length : 0;
  const pageFull = !allMatching && rows.length > 0 && count === rows.length && total > rows.length;
  // Every matching row is a number the user confirms and the server checks: not the count's floor while it is one.
  const offerAllMatching = pageFull && !totalCapped;
  const countingAllMatching = pageFull && totalCapped && !list.countFailed;
  const uncounted = allMatching && totalCapped;
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
            <Typography component="span">
              {allMatching ? formatMessage(text.allMatchingSelected, { count: formatCount(total) }) : formatMessage(text.selectedRows, { count: formatCount(count) })}
            </Typography>
            {countingAllMatching && (
              <Typography component="span" variant="body2" color="text.secondary">
                {messages.listScreen.countingMatching}
              </Typography>
            )}
            {offerAllMatching && (
              <Button
                size="small"
                onClick={() => {
                  dispatch({ type: 'selectAllMatching' });
                  // This button goes once every row is selected: the keyboard goes on to the next one.
                  clearButton.current?.focus();
                }}
              >
                {formatMessage(text.selectAllMatching, { count: formatCount(total) })}
              </Button>
            )}
            <Button ref={clearButton} size="small" onClick={clearFromBar}>
              {text.clearSelection}
            </Button>
            <Stack direction="row" spacing={1} role="group" aria-label={text.bulkActions}>
              {actions.map((action) => (
                <Button key={action.name} size="small" variant="contained" disabled={uncounted} onClick={() => setRunning(action)}>
                  {action.label}
                </Button>
              ))}
            </Stack>
          </Stack>
        </Alert>
      )}
      {batchId !== null && <BatchProgress key={batchId} id={batchId} onEnd={() => void list.reload()} onDismiss={() => setBatchId(null)} />}
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

/**
 * A background run, followed until it ends; the list reloads then, once. A progress that cannot be read says so
 * (SPEC §8) and is no longer asked for: the run goes on on the server, and the user closes the message.
 */
function BatchProgress({ id, onEnd, onDismiss }: { id: number; onEnd(): void; onDismiss(): void }) {
  const batch = useQuery({
    queryKey: ['bulk-batch', id],
    queryFn: ({ signal }) => listApi.batch(id, signal),
    refetchInterval: (query) => (query.state.status === 'error' || (query.state.data && !UNDER_WAY.includes(query.state.data.status)) ? false : PROGRESS_POLL_MS),
  });
  const data = batch.data;
  const ended = data !== undefined && !UNDER_WAY.includes(data.status);
  // The handler given is a new function at each render of the bar, and the reload it starts renders the bar again:
  // followed as a dependency, it would reload the list over and over until the message is closed. Read from a ref,
  // it runs when the run ends, once (the component is keyed by the batch).
  const endHandler = useRef(onEnd);
  useEffect(() => {
    endHandler.current = onEnd;
  });
  useEffect(() => {
    if (ended) endHandler.current();
  }, [ended]);
  if (batch.isError && !ended) {
    return (
      <Alert severity="error" onClose={onDismiss}>
        {messages.list.fetchFailed}
      </Alert>
    );
  }
  if (!data) return <LinearProgress aria-label={messages.list.loading} />;
  if (!ended) {
    return (
      <Stack spacing={0.5}>
        <Typography variant="body2">{formatMessage(text.bulkRunning, { label: data.label, done: formatCount(data.done), total: formatCount(data.total) })}</Typography>
        <LinearProgress variant="determinate" value={data.total ? (100 * data.done) / data.total : 0} aria-label={data.label} />
      </Stack>
    );
  }
  return (
    <Alert severity={data.status === 'done' ? 'success' : 'error'} onClose={onDismiss}>
      {data.status === 'done' ? formatMessage(text.bulkDone, { label: data.label, done: formatCount(data.done) }) : formatMessage(text.bulkFailed, { label: data.label, error: data.error ?? data.status })}
    </Alert>
  );
}
