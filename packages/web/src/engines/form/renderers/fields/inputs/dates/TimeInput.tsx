import { TimePicker } from '@mui/x-date-pickers';
import { FrenchPickers } from './FrenchPickers';
import { TIME_FORMAT, pickTime, storedToTime } from './date-values';
import { type InputLook, pickerTextField } from '../input-look';
import { usePickerDraft } from './use-picker-draft';

/** A time of day, 24-hour French style (14:30), stored 'HH:mm'. */
export interface TimeInputProps {
  value: unknown;
  onChange(value: unknown): void;
  look: InputLook;
  /** As DateInput's. */
  onInvalid?(message: string | null): void;
}

export function TimeInput({ value, onChange, look, onInvalid }: TimeInputProps) {
  const { date, message, pick } = usePickerDraft(value, storedToTime, onChange, onInvalid);
  return (
    <FrenchPickers>
      <TimePicker
        label={look.label}
        value={date}
        format={TIME_FORMAT}
        ampm={false}
        onChange={(next, context) => pick(next, pickTime(next, context.validationError))}
        slotProps={{ textField: pickerTextField(look, message) }}
      />
    </FrenchPickers>
  );
}
