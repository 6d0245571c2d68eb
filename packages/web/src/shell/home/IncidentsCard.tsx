import { type IncidentSummary, formatMessage, messages } from '@ossature/contract';
import { Alert, Box, Card, CardContent, Chip, Link, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useRealtimeEvent } from '../../realtime/use-realtime-event';
import { useRealtimeResync } from '../../realtime/use-realtime-resync';
import { visuallyHidden } from '../../ui/visually-hidden';
import { relativeTime } from '../notifications/relative-time';
import { INCIDENTS_KEY, INCIDENT_COUNTER_KEY, incidentApi, incidentListPath } from './incident-api';
import { IncidentThreadDialog } from './IncidentThreadDialog';
import { SeverityChip } from './SeverityChip';

const text = messages.incident;

/**
 * SPEC §3 Incidents (a count; messages) on the home page: the organisation's incidents not resolved, counted, the
 * latest listed with their severity and age; one opens its discussion. Everything follows the stream: on
 * INCIDENTS_UPDATED the counter and any thread on screen are read again. Nothing shows to a user who may not read
 * incidents.
 */
export function IncidentsCard() {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<IncidentSummary | null>(null);
  const counter = useQuery({ queryKey: INCIDENT_COUNTER_KEY, queryFn: ({ signal }) => incidentApi.counter(signal) });
  const form = counter.data?.form ?? null;
  const unreadable = counter.isSuccess && form === null;
  useRealtimeEvent('INCIDENTS_UPDATED', () => {
    // Whoever may not read incidents has nothing to read again.
    if (!unreadable) void queryClient.invalidateQueries({ queryKey: INCIDENTS_KEY });
  });
  useRealtimeResync(unreadable ? [] : [INCIDENTS_KEY]);
  // Drawn once the counter says whether the user reads incidents at all: no card flashes for those who do not.
  if (counter.isPending || unreadable) return null;
  const count = counter.data?.count ?? 0;
  const open = counter.data?.open ?? [];
  // Ages are counted from when the list was last read: rendering stays pure.
  const now = new Date(counter.dataUpdatedAt);
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" id={headingId}>
            {text.cardTitle}
          </Typography>
          {counter.isSuccess && <Chip size="small" color={count > 0 ? 'error' : 'default'} label={count} aria-hidden data-testid="incident-count" />}
          {counter.isSuccess && (
            <Box component="span" sx={visuallyHidden}>
              {formatMessage(text.counter, { count })}
            </Box>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {form && (
            <Link component={RouterLink} to={incidentListPath(form)} variant="body2">
              {text.allIncidents}
            </Link>
          )}
        </Stack>
        {counter.isError && <Alert severity="error">{text.loadFailed}</Alert>}
        {counter.isSuccess && open.length === 0 && <Typography color="text.secondary">{text.empty}</Typography>}
        {open.length > 0 && (
          <List aria-labelledby={headingId} disablePadding>
            {open.map((incident) => (
              <ListItem key={incident.id} disablePadding>
                <ListItemButton onClick={() => setOpened(incident)} aria-haspopup="dialog" sx={{ gap: 2 }}>
                  <ListItemText
                    primary={incident.title}
                    secondary={`${formatMessage(text.reported, { age: relativeTime(incident.reported_at, now) })} · ${incident.status_label} · ${formatMessage(text.messageCount, { count: incident.message_count })}`}
                  />
                  <SeverityChip incident={incident} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      {opened && form && <IncidentThreadDialog form={form} incidentId={opened.id} title={opened.title} onClose={() => setOpened(null)} />}
    </Card>
  );
}
