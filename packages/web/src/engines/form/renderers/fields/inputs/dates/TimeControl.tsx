import type { FieldProps } from '../../../field-entry';
import { fieldLook } from '../input-look';
import { ReadOnlyText } from '../ReadOnlyText';
import { TimeInput } from './TimeInput';

/** A time of day as a form field: the French 24-hour picker, or the time as text when read-only. */
export function TimeControl({ property, value, error, readOnly, onChange, onInvalid, id }: FieldProps) {
  if (readOnly) return <ReadOnlyText property={property} error={error} id={id} text={typeof value === 'string' ? value : ''} />;
  return <TimeInput value={value} onChange={onChange} onInvalid={onInvalid} look={fieldLook(property, id, error)} />;
}
