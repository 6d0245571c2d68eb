import type { FieldProps } from '../../field-entry';
import { LinkInput } from './LinkInput';

/** A link field of a form (see LinkInput); read-only, it keeps its button that opens the link. */
export function LinkControl({ property, value, error, readOnly, onChange, id }: FieldProps) {
  const look = { id, label: property.label, required: property.required, helperText: readOnly ? undefined : property.helperText, error, maxLength: property.max_length };
  return <LinkInput value={value} onChange={onChange} look={look} readOnly={readOnly} />;
}
