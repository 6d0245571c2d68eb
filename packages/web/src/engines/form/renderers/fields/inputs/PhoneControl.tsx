import { formatPhone } from '@ossature/contract';
import type { FieldProps } from '../../field-entry';
import { fieldLook } from './input-look';
import { PhoneInput } from './PhoneInput';
import { ReadOnlyText } from './ReadOnlyText';

/** A phone field of a form (see PhoneInput), or the number by pairs when read-only. */
export function PhoneControl({ property, value, error, readOnly, onChange, id }: FieldProps) {
  const stored = typeof value === 'string' ? value : '';
  if (readOnly) return <ReadOnlyText property={property} error={error} id={id} text={stored && formatPhone(stored)} />;
  return <PhoneInput value={value} onChange={onChange} look={fieldLook(property, id, error)} />;
}
