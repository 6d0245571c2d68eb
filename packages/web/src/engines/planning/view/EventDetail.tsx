import { type CalendarEvent, clockOfHours, formatDate, messages } from '@ossature/contract';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Box, Button, Popover, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { QuestionDialog } from '../../../ui/QuestionDialog';
import { eventLink } from '../planning-api';

const text = messages.planning;

function when(event: CalendarEvent): string {
  const days = event.date === event.end_date ? formatDate('date', event.date) : `${formatDate('date', event.date)} – ${formatDate('date', event.end_date)}`;
  return event.startTime === null ? `${days} · ${text.fullDay}` : `${days} · ${clockOfHours(event.startTime)} – ${clockOfHours(event.endTime ?? 24)}`;
}

interface EventDetailProps {
  event: CalendarEvent;
  anchor: HTMLElement;
  canUpdate: boolean;
  canDelete: boolean;
  onClose(): void;
  onEdit(): void;
  onDelete(): void;
}

/** SPEC §2: a card opens its detail first — when, who, what — then its form in a dialog, its page in a new tab, or its deletion. */
export function EventDetail({ event, anchor, canUpdate, canDelete, onClose, onEdit, onDelete }: EventDetailProps) {
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 340, maxWidth: '95vw', p: 2 } } }}
    >
      <Box sx={{ borderLeft: 4, borderColor: event.color, pl: 1.5, mb: 1.5 }}>
        <Typography id={titleId} variant="subtitle1" component="h2" fontWeight={600}>
          {event.title}
        </Typography>
        {event.subtitle && <Typography variant="body2">{event.subtitle}</Typography>}
        <Typography variant="body2" color="text.secondary">
          {when(event)}
        </Typography>
      </Box>
      {event.object_linked && <Typography variant="body2">{event.object_linked}</Typography>}
      {event.content && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
          {event.content}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Button size="small" variant="contained" startIcon={<Edit />} onClick={onEdit}>
          {canUpdate ? text.edit : text.open}
        </Button>
        <Button size="small" component="a" href={eventLink(event.object_name, event.object_id)} target="_blank" rel="noopener" startIcon={<OpenInNew />}>
          {text.openInNewTab}
        </Button>
        {canDelete && (
          <Button size="small" color="error" startIcon={<Delete />} onClick={() => setAsking(true)}>
            {text.delete}
          </Button>
        )}
      </Stack>
      {asking && (
        <QuestionDialog question={text.confirmDelete} onClose={() => setAsking(false)}>
          <Button onClick={() => setAsking(false)}>{text.no}</Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => {
              setAsking(false);
              onDelete();
            }}
          >
            {text.yes}
          </Button>
        </QuestionDialog>
      )}
    </Popover>
  );
}
