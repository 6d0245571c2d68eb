import { INCIDENT_MESSAGE_MAX, formatMessage, messages } from '@ossature/contract';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useNotify } from '../../ui/notifications';
import { relativeTime } from '../notifications/relative-time';
import { INCIDENT_COUNTER_KEY, incidentApi, incidentFormPath, incidentThreadKey } from './incident-api';
import { isSendShortcut, olderPageParam, threadMessages } from './incident-thread';
import { SeverityChip } from './SeverityChip';

const text = messages.incident;

interface IncidentThreadDialogProps {
  /** The incidents' module: where 'Ouvrir la fiche' leads. */
  form: string;
  incidentId: number;
  /** The incident's title while its thread loads. */
  title: string;
  onClose(): void;
}

/**
 * An incident's discussion: its messages oldest first (older pages on demand), each with its author and age, and a
 * field to write one — sent with 'Envoyer' or Ctrl+Enter, base64-encoded. A resolved incident's discussion is closed.
 * The thread follows the stream: the card reads it again on INCIDENTS_UPDATED.
 */
export function IncidentThreadDialog({ form, incidentId, title, onClose }: IncidentThreadDialogProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [draft, setDraft] = useState('');
  const thread = useInfiniteQuery({
    queryKey: incidentThreadKey(incidentId),
    queryFn: ({ pageParam, signal }) => incidentApi.thread(incidentId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: olderPageParam,
  });
  const send = useMutation({
    mutationFn: (message: string) => incidentApi.add(incidentId, message),
    onSuccess: () => {
      setDraft('');
      void queryClient.invalidateQueries({ queryKey: incidentThreadKey(incidentId) });
      void queryClient.invalidateQueries({ queryKey: INCIDENT_COUNTER_KEY });
    },
    onError: (error: Error) => notify({ message: formatMessage(text.sendFailed, { message: error.message }), severity: 'error' }),
  });
  const submit = () => {
    if (draft.trim() !== '' && !send.isPending) send.mutate(draft);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isSendShortcut(event)) return;
    event.preventDefault();
    submit();
  };

  const incident = thread.data?.pages[0]?.incident;
  const shown = threadMessages(thread.data?.pages ?? []);
  // Ages are counted from when the thread was last read: rendering stays pure.
  const now = new Date(thread.dataUpdatedAt);
  // The newest message in view: scrolled to when it changes (opening, a message sent or heard of), not on older pages.
  const scroller = useRef<HTMLDivElement>(null);
  const newest = shown.at(-1)?.id;
  useEffect(() => {
    if (newest !== undefined && scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [newest]);
  // Resolved while the user was writing: the field goes, and the focus with it, out of the dialog (Escape would no
  // longer close it). The notice that takes the field's place takes the focus.
  const resolvedNotice = useRef<HTMLDivElement>(null);
  const resolved = incident?.resolved ?? false;
  useEffect(() => {
    if (resolved && (document.activeElement === null || document.activeElement === document.body)) resolvedNotice.current?.focus();
  }, [resolved]);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{incident?.title ?? title}</DialogTitle>
      <DialogContent dividers>
        {incident && (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <SeverityChip incident={incident} />
            <Chip size="small" variant="outlined" label={incident.status_label} />
            <Typography variant="body2" color="text.secondary">
              {formatMessage(text.reported, { age: relativeTime(incident.reported_at, now) })}
            </Typography>
          </Stack>
        )}
        {thread.isPending && <CircularProgress size={24} aria-label={text.loading} />}
        {thread.isError && <Alert severity="error">{thread.error.message}</Alert>}
        {thread.hasNextPage && (
          <Button size="small" onClick={() => void thread.fetchNextPage()} disabled={thread.isFetchingNextPage} sx={{ mb: 1 }}>
            {text.olderMessages}
          </Button>
        )}
        <Box ref={scroller} role="log" aria-label={formatMessage(text.openThread, { title: incident?.title ?? title })} tabIndex={0} sx={{ maxHeight: '45vh', overflow: 'auto' }}>
          {thread.isSuccess && shown.length === 0 && <Typography color="text.secondary">{text.noMessages}</Typography>}
          <List disablePadding>
            {shown.map((message) => (
              <ListItem key={message.id} alignItems="flex-start" disableGutters sx={{ gap: 1.5 }} data-testid="incident-message">
                <Avatar sx={{ width: 32, height: 32, fontSize: 13, bgcolor: message.own ? 'secondary.main' : 'primary.main' }} aria-hidden>
                  {message.author_initials}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" component="p">
                    <strong>{message.own ? text.you : message.author_name}</strong>{' '}
                    <Typography component="span" variant="caption" color="text.secondary">
                      {relativeTime(message.created_at, now)}
                    </Typography>
                  </Typography>
                  {/* Plain text, shown as text: whatever it holds is never read as HTML. */}
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {message.body}
                  </Typography>
                </Box>
              </ListItem>
            ))}
          </List>
        </Box>
        {incident?.resolved && (
          <Alert ref={resolvedNotice} tabIndex={-1} severity="info" sx={{ mt: 2 }}>
            {text.resolvedNotice}
          </Alert>
        )}
        {incident && !incident.resolved && (
          <Stack sx={{ mt: 2, gap: 1 }}>
            <TextField
              label={text.messageLabel}
              helperText={text.sendHint}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              multiline
              minRows={2}
              maxRows={8}
              fullWidth
              slotProps={{ htmlInput: { maxLength: INCIDENT_MESSAGE_MAX } }}
            />
            <Box>
              <Button variant="contained" onClick={submit} disabled={draft.trim() === '' || send.isPending} loading={send.isPending}>
                {text.send}
              </Button>
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to={incidentFormPath(form, incidentId)}>
          {text.openRecord}
        </Button>
        <Button onClick={onClose}>{text.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
