import type { DateKind } from '@ossature/contract';
import { shownDate } from '../../../../rules/shown-date';
import type { FieldProps } from '../../../field-entry';
import { fieldLook } from '../input-look';
import { ReadOnlyText } from '../ReadOnlyText';
import { DateInput } from './DateInput';

/**
 * The date kinds (date, date_monthly, year, datetime) as form fields: a French picker (typed in the kind's French
 * format), or the date as text when read-only, in the property's display format when it gives one.
 */
export function DateControl({ property, value, error, readOnly, onChange, onInvalid, id }: FieldProps) {
  const kind = property.type as DateKind;
  if (readOnly) return <ReadOnlyText property={property} error={error} id={id} text={typeof value === 'string' || typeof value === 'number' ? shownDate(kind, String(value), property.format) : ''} />;
  return <DateInput kind={kind} value={value} onChange={onChange} onInvalid={onInvalid} look={fieldLook(property, id, error)} />;
}
