import type { PlanningDay } from '@ossature/contract';
import { Link } from '@mui/material';
import { visuallyHidden } from '../../../ui/visually-hidden';

interface DayButtonProps {
  day: PlanningDay;
  /** 0 for the view's one tab stop among its days, -1 for the others (reached by the arrows). */
  tabIndex: number;
  onOpen(date: string): void;
  onFocus(date: string): void;
  /** What is seen: the whole date ('lundi 14 mai'), its short form ('lun. 14'), or its number ('14'). */
  shown: 'long' | 'short' | 'number';
  /** The id of what the view says of the day beyond its date (its holiday, its closing) where it is not seen. */
  describedBy?: string;
}

/**
 * A day's date in a view's grid: Enter or a click opens the day; the arrows move from it to other days (`useDayKeys`).
 * Its name is always the whole date ('mercredi 16 mai'), the parts not seen read from hidden text, so that what is
 * seen stays part of the name (axe label-content-name-mismatch).
 */
export function DayButton({ day, tabIndex, onOpen, onFocus, shown, describedBy }: DayButtonProps) {
  return (
    <Link
      component="button"
      type="button"
      variant="caption"
      underline="hover"
      aria-current={day.isToday ? 'date' : undefined}
      aria-describedby={describedBy}
      data-day={day.date}
      tabIndex={tabIndex}
      onClick={() => onOpen(day.date)}
      onFocus={() => onFocus(day.date)}
      sx={{
        fontWeight: day.isToday ? 700 : 400,
        color: day.isToday ? 'primary.main' : 'text.secondary',
        // Seen from the keyboard on every background (weekends, holidays, today are shaded).
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2, borderRadius: 0.5 },
      }}
    >
      {shown === 'long' ? (
        `${day.day_of_week} ${day.day_number} ${day.month_name}`
      ) : (
        <>
          {shown === 'short' && <span aria-hidden>{`${day.day_of_week.slice(0, 3)}. `}</span>}
          <span style={visuallyHidden}>{`${day.day_of_week} `}</span>
          {day.day_number}
          <span style={visuallyHidden}>{` ${day.month_name}`}</span>
        </>
      )}
    </Link>
  );
}
