import { type RecordWorkflow, type WorkflowHistoryEntry, formatMessage, messages } from '@ossature/contract';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Chip, CircularProgress, List, ListItem, ListItemIcon, ListItemText, Popover, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useId, useState } from 'react';
import { apiRequest } from '../../api/api-client';
import { iconEntry } from '../../ui/icon-catalogue';

const text = messages.workflow;

/** The last time the record entered each state. */
const lastEntries = (history: WorkflowHistoryEntry[]) => new Map(history.map((entry) => [entry.to, entry]));

/**
 * SPEC §2 status popover, §4 Workflow: a chip with the current state's icon and label, opening the states as a
 * timeline — those the record went through and the current one marked, each with who moved it there and when. A new
 * record has no state yet: the popover asks to save it first.
 */
export function StatusChip({ objectName, objectId, version }: { objectName: string; objectId: number | null; version: number | null }) {
  const popoverId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const workflow = useQuery({
    queryKey: ['workflow', objectName, objectId, version],
    queryFn: ({ signal }) => apiRequest<RecordWorkflow>('GET', `/api-internal/workflow/${objectName}/${objectId}`, { signal }),
    enabled: objectId !== null,
  });
  if (objectId !== null && workflow.isPending) return <CircularProgress size={20} aria-label={text.loading} />;
  const data = workflow.data;
  const current = data?.current ? data.states[data.current] : undefined;
  const CurrentIcon = iconEntry(current?.icon)?.Icon;
  const entered = lastEntries(data?.history ?? []);
  const label = current?.label ?? text.empty;

  return (
    <>
      <Chip
        icon={CurrentIcon ? <CurrentIcon /> : undefined}
        label={label}
        aria-label={formatMessage(text.status, { label })}
        aria-haspopup="dialog"
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        color={current ? 'primary' : 'default'}
        variant="outlined"
      />
      <Popover id={popoverId} open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }} slotProps={{ paper: { role: 'dialog', 'aria-label': text.timeline } }}>
        <Box sx={{ p: 2, minWidth: 260 }}>
          {!data || Object.keys(data.states).length === 0 ? (
            <Typography>{text.saveFirst}</Typography>
          ) : (
            <List dense aria-label={text.timeline}>
              {Object.entries(data.states).map(([key, state]) => {
                const entry = entered.get(key);
                const isCurrent = key === data.current;
                const row = (
                  <ListItem key={key} disableGutters>
                    <ListItemIcon sx={{ minWidth: 32 }}>{entry || isCurrent ? <CheckCircle color={isCurrent ? 'primary' : 'success'} fontSize="small" /> : <RadioButtonUnchecked fontSize="small" color="disabled" />}</ListItemIcon>
                    <ListItemText
                      primary={isCurrent ? `${state.label} (${text.current})` : state.label}
                      slotProps={{ primary: { fontWeight: isCurrent ? 700 : 400 } }}
                      secondary={entry ? formatMessage(text.entered, { login: entry.login, date: format(new Date(entry.led), 'dd/MM/yyyy HH:mm') }) : undefined}
                    />
                  </ListItem>
                );
                return entry ? (
                  <Tooltip key={key} title={formatMessage(text.entered, { login: entry.login, date: format(new Date(entry.led), 'dd/MM/yyyy HH:mm') })} placement="left">
                    {row}
                  </Tooltip>
                ) : (
                  row
                );
              })}
            </List>
          )}
        </Box>
      </Popover>
    </>
  );
}
