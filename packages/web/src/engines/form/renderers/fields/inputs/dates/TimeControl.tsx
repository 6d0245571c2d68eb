import { TimePicker } from '@mui/x-date-pickers';
import type { FieldProps } from '../../../field-entry';
import { ReadOnlyText } from '../ReadOnlyText';
import { FrenchPickers } from './FrenchPickers';
import { TIME_FORMAT, pickTime, storedToTime } from './date-values';
import { usePickerDraft } from './use-picker-draft';

/** A time of day, 24-hour French style (14:30), stored 'HH:mm'. */
export function TimeControl({ property, value, error, readOnly, onChange, id }: FieldProps) {
  const { date, message, pick } = usePickerDraft(value, storedToTime, onChange);
  if (readOnly) return <ReadOnlyText property={property} error={error} id={id} text={typeof value === 'string' ? value : ''} />;
  const hint = error ?? message;
  return (
    <FrenchPickers>
      <TimePicker
        label={property.label}
        value={date}
        format={TIME_FORMAT}
        ampm={false}
        onChange={(next, context) => pick(next, pickTime(next, context.validationError))}
        slotProps={{
          textField: { id, size: 'small', fullWidth: true, required: property.required, error: hint ? true : undefined, helperText: hint ?? property.helperText },
        }}
      />
    </FrenchPickers>
  );
}
