import { PLANNING_SCALES, type PlanningData, type PlanningScale, formatMessage, messages } from '@ossature/contract';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Button, IconButton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { ReactNode } from 'react';

const text = messages.planning;

/** The span in words: 'mercredi 16 mai 2035', 'Semaine 20 · mai 2035', 'mai 2035'. */
export function spanLabel(planning: PlanningData): string {
  const first = planning.days[0];
  const last = planning.days.at(-1);
  if (!first || !last) return '';
  const year = first.date.slice(0, 4);
  if (planning.configuration.scale === 'day') return `${first.day_of_week} ${first.day_number} ${first.month_name} ${year}`;
  if (planning.configuration.scale === 'week') {
    const months = first.month_name === last.month_name ? first.month_name : `${first.month_name} – ${last.month_name}`;
    const years = first.date.slice(0, 4) === last.date.slice(0, 4) ? year : `${year} – ${last.date.slice(0, 4)}`;
    return `${formatMessage(text.weekNumber, { number: first.week_number })} · ${months} ${years}`;
  }
  return `${first.month_name} ${year}`;
}

interface PlanningToolbarProps {
  planning: PlanningData;
  scale: PlanningScale;
  onScale(scale: PlanningScale): void;
  onGo(start: string | null): void;
  children?: ReactNode;
}

/** Previous / today / next, the span's label with its year, the scales (SPEC §2), then the screen's other tools. */
export function PlanningToolbar({ planning, scale, onScale, onGo, children }: PlanningToolbarProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 1, alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <IconButton aria-label={text.previous} onClick={() => onGo(planning.configuration.previous)}>
          <ChevronLeft />
        </IconButton>
        <Button variant="outlined" color="inherit" size="small" onClick={() => onGo(null)}>
          {text.today}
        </Button>
        <IconButton aria-label={text.next} onClick={() => onGo(planning.configuration.next)}>
          <ChevronRight />
        </IconButton>
        <Typography variant="h6" component="p" sx={{ ml: 1, '&::first-letter': { textTransform: 'uppercase' } }} aria-live="polite">
          {spanLabel(planning)}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup size="small" exclusive value={scale} onChange={(_event, value: PlanningScale | null) => value && onScale(value)} aria-label={text.scale}>
          {PLANNING_SCALES.map((candidate) => (
            <ToggleButton key={candidate} value={candidate}>
              {candidate === 'item' ? formatMessage(text.byItem, { item: planning.configuration.item_label.toLowerCase() }) : text.scales[candidate]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {children}
      </Stack>
    </Stack>
  );
}
