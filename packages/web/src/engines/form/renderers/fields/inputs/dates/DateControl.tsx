import { type DateKind, formatDate } from '@ossature/contract';
import type { FieldProps } from '../../../field-entry';
import { fieldLook } from '../input-look';
import { ReadOnlyText } from '../ReadOnlyText';
import { DateInput } from './DateInput';

/** The date kinds (date, date_monthly, year, datetime) as form fields: a French picker, or the date as text when read-only. */
export function DateControl({ property, value, error, readOnly, onChange, onInvalid, id }: FieldProps) {
  const kind = property.type as DateKind;
  if (readOnly) return <ReadOnlyText property={property} error={error} id={id} text={typeof value === 'string' || typeof value === 'number' ? formatDate(kind, String(value)) : ''} />;
  return <DateInput kind={kind} value={value} onChange={onChange} onInvalid={onInvalid} look={fieldLook(property, id, error)} />;
}
