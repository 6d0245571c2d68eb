import { type DateKind, MIN_YEAR } from '@ossature/contract';
import { DatePicker, DateTimePicker } from '@mui/x-date-pickers';
import { FrenchPickers } from './FrenchPickers';
import { pickDate, shownFormat, storedToDate } from './date-values';
import { type InputLook, pickerTextField } from '../input-look';
import { usePickerDraft } from './use-picker-draft';

/** SPEC §5: dates before 1900 are refused; the picker flags them as the person types. */
const EARLIEST = new Date(MIN_YEAR, 0, 1);

/** Which calendar views each kind offers: a month kind picks a year then a month, a year kind only a year. */
const VIEWS = {
  date: ['year', 'month', 'day'],
  date_monthly: ['year', 'month'],
  year: ['year'],
} as const;

export interface DateInputProps {
  kind: DateKind;
  value: unknown;
  onChange(value: unknown): void;
  look: InputLook;
  /** Told the message of a date the field refuses (null once there is none): the form will not save meanwhile. */
  onInvalid?(message: string | null): void;
}

/**
 * A value of the date kinds (date, date_monthly, year, datetime) on MUI X pickers: typed section by section in the
 * French format (15/01/2026, 01/2026, 2026, 15/01/2026 14:30) or picked on the calendar; stored in the SPEC's formats.
 */
export function DateInput({ kind, value, onChange, look, onInvalid }: DateInputProps) {
  const { date, message, pick } = usePickerDraft(value, (stored) => storedToDate(kind, stored), onChange, onInvalid);
  const common = { label: look.label, value: date, format: shownFormat(kind), minDate: EARLIEST, slotProps: { textField: pickerTextField(look, message) } };
  return (
    <FrenchPickers>
      {kind === 'datetime' ? (
        <DateTimePicker {...common} ampm={false} onChange={(next, context) => pick(next, pickDate(kind, next, context.validationError))} />
      ) : (
        <DatePicker
          {...common}
          views={VIEWS[kind]}
          openTo={kind === 'date' ? 'day' : kind === 'date_monthly' ? 'month' : 'year'}
          onChange={(next, context) => pick(next, pickDate(kind, next, context.validationError))}
        />
      )}
    </FrenchPickers>
  );
}
