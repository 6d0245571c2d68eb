import { encodeParams, messages } from '@ossature/contract';
import Add from '@mui/icons-material/Add';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Alert, Box, Button, Chip, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, alpha } from '@mui/material';
import { useState } from 'react';
import { weeksOf } from '../../../../ui/calendar-weeks';
import { formApi } from '../../form-api';
import { FormDialog } from '../../view/FormDialog';
import { useFormScope } from '../../view/form-scope';
import type { LayoutElementProps } from '../layouts/layout-entry';

const text = messages.formRich;

/** SPEC §3 'Calendar event', as far as the month grid shows it. */
interface PlanningEvent {
  title: string;
  subtitle?: string | null;
  color?: string | null;
  object_name?: string | null;
  object_id?: number | null;
}

/** SPEC §3 'Day' with the day's events (the planning engine's element values, engines/planning/planning-element.ts). */
export interface PlanningDay {
  date: string;
  day_number: number;
  weekend: boolean;
  isToday: boolean;
  events?: PlanningEvent[];
}

const EVENT_COLOR = '#0088c8';
const safeColor = (color: string | null | undefined) => (color && /^#[0-9a-fA-F]{6}$/.test(color) ? color : EVENT_COLOR);

/** An event chip; it opens the event's record in a new tab (SPEC §2 'Event cards link to /front/form/…'). */
function EventChip({ event }: { event: PlanningEvent }) {
  const link = event.object_name && event.object_id ? `/front/form/${event.object_name}/${encodeURIComponent(encodeParams({ id: event.object_id }))}` : undefined;
  const color = safeColor(event.color);
  return (
    <Chip
      size="small"
      label={event.title}
      title={event.subtitle ? `${event.title} — ${event.subtitle}` : event.title}
      {...(link ? { component: 'a', href: link, target: '_blank', rel: 'noopener', clickable: true } : {})}
      sx={{ bgcolor: color, color: (theme) => theme.palette.getContrastText(color), maxWidth: '100%', height: 20, fontSize: 11 }}
    />
  );
}

/** Where the span shown sits, for previous / next, and the form events are added with (planning_days_extra_data). */
interface SpanData {
  start: string;
  previous: string;
  next: string;
  form: string;
  form_title: string;
  item_field: string;
}

/**
 * SPEC §2 'Planning': the record's planning values (planning_days, planning_informations_label, planning_scale) as a
 * month grid, Monday to Sunday, weekends shaded, today highlighted, each day's events as coloured chips; previous and
 * next ask the form for the month before or after (planning_action_on_change with direction, scale and start).
 */
export function PlanningElement({ element }: LayoutElementProps) {
  const { form } = useFormScope();
  const description = form.state.description;
  // Another span, for the record as it was loaded: a reload (after a save) shows the record's month again.
  const [moved, setMoved] = useState<{ of: typeof description; values: Record<string, unknown> } | null>(null);
  const [failed, setFailed] = useState(false);
  const planning = (moved?.of === description ? moved.values : null) ?? description?.planning ?? {};
  const days = Array.isArray(planning.planning_days) ? (planning.planning_days as PlanningDay[]) : [];
  const information = typeof planning.planning_informations_label === 'string' ? planning.planning_informations_label : null;
  const span = planning.planning_days_extra_data as SpanData | undefined;
  const label = element.label ?? text.planning;
  const identifier = description?.identifier ?? null;
  // SPEC §2 planning_add_full_day_events / planning_add_day_events: the user may add events from here.
  const canAdd = identifier !== null && span !== undefined && (planning.planning_add_full_day_events === true || planning.planning_add_day_events === true);
  const [adding, setAdding] = useState(false);
  const go = async (direction: 'previous' | 'next' | null) => {
    if (!span) return;
    try {
      const values = await formApi.planning(form.name, {
        action: 'planning_action_on_change',
        identifier,
        direction,
        scale: planning.planning_scale === 'week' || planning.planning_scale === 'day' ? planning.planning_scale : 'month',
        start: span.start,
      });
      setMoved({ of: description, values });
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  return (
    <Box component="section" aria-label={label}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" fontWeight={600}>
          {label}
        </Typography>
        {span && (
          <>
            <IconButton size="small" aria-label={messages.planning.previous} onClick={() => void go('previous')}>
              <ChevronLeft />
            </IconButton>
            <IconButton size="small" aria-label={messages.planning.next} onClick={() => void go('next')}>
              <ChevronRight />
            </IconButton>
          </>
        )}
        {canAdd && (
          <Button size="small" startIcon={<Add />} onClick={() => setAdding(true)} sx={{ ml: 'auto' }}>
            {messages.planning.addEvent}
          </Button>
        )}
      </Stack>
      {adding && canAdd && (
        <FormDialog
          form={span.form}
          params={encodeParams({ [span.item_field]: identifier })}
          title={span.form_title}
          leaveQuestion={messages.planning.leaveWithChanges}
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            // The span shown again, with the new event.
            void go(null);
          }}
        />
      )}
      {failed && <Alert severity="error">{messages.planning.loadFailed}</Alert>}
      {information && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {information}
        </Typography>
      )}
      <Table size="small" aria-label={label} sx={{ tableLayout: 'fixed', '& td, & th': { border: 1, borderColor: 'divider', verticalAlign: 'top', p: 0.5 } }}>
        <TableHead>
          <TableRow>
            {text.weekdays.map((day) => (
              <TableCell key={day} component="th" scope="col" align="center">
                {day}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {weeksOf(days).map((week, index) => (
            <TableRow key={index}>
              {week.map((day, dayIndex) =>
                day ? (
                  <TableCell
                    key={day.date}
                    aria-current={day.isToday ? 'date' : undefined}
                    aria-label={day.isToday ? `${day.day_number} — ${text.today}` : String(day.day_number)}
                    data-weekend={day.weekend ? '1' : '0'}
                    sx={{
                      height: 72,
                      bgcolor: (theme) => (day.isToday ? alpha(theme.palette.primary.main, 0.08) : day.weekend ? theme.palette.grey[100] : undefined),
                      outline: day.isToday ? 2 : 0,
                      outlineColor: 'primary.main',
                      outlineOffset: -2,
                    }}
                  >
                    <Typography variant="caption" fontWeight={day.isToday ? 700 : 400} color={day.isToday ? 'primary' : 'text.secondary'}>
                      {day.day_number}
                    </Typography>
                    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25, mt: 0.25 }}>
                      {(day.events ?? []).map((event, eventIndex) => (
                        <EventChip key={eventIndex} event={event} />
                      ))}
                    </Box>
                  </TableCell>
                ) : (
                  <TableCell key={`empty-${dayIndex}`} sx={{ bgcolor: 'action.hover' }} />
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
