import { type PlanningDay, formatMessage, messages } from '@ossature/contract';
import { Box, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { DayButton } from './DayButton';

const text = messages.planning;

/** A day's background: weekends, public holidays and closings shaded, today tinted. */
export function dayShade(day: PlanningDay) {
  return (theme: Theme) =>
    day.closing ? theme.palette.grey[200] : day.holliday ? theme.palette.grey[100] : day.isToday ? theme.palette.action.selected : day.weekend ? theme.palette.grey[50] : undefined;
}

/** What marks a day beyond its date: its public holiday, its closing. */
export function dayNotes(day: PlanningDay): string[] {
  return [
    ...(day.holliday_label ? [formatMessage(text.holiday, { name: day.holliday_label })] : []),
    ...(day.closing_label ? [formatMessage(text.closing, { label: [day.closing_label, ...day.closing_reasons].join(' — ') })] : []),
  ];
}

/** 'lun. 14' with its holiday or closing under it; today in the primary colour. The date is the day's button. */
export function DayHeader({ day, long = false, tabIndex, onOpen, onFocus }: { day: PlanningDay; long?: boolean; tabIndex: number; onOpen(date: string): void; onFocus(date: string): void }) {
  const notes = dayNotes(day);
  return (
    <Box sx={{ textAlign: 'center', py: 0.5, px: 0.25, bgcolor: dayShade(day), overflow: 'hidden' }}>
      <DayButton day={day} tabIndex={tabIndex} onOpen={onOpen} onFocus={onFocus} shown={long ? 'long' : 'short'} />
      {notes.map((note) => (
        <Typography key={note} variant="caption" component="div" sx={{ fontSize: 10, lineHeight: 1.2, color: 'text.secondary', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }} title={note}>
          {note}
        </Typography>
      ))}
    </Box>
  );
}
