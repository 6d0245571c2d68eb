import type { FieldProps } from '../../field-entry';
import { fieldLook } from './input-look';
import { LinkInput } from './LinkInput';

/** A link field of a form (see LinkInput); read-only, it keeps its button that opens the link. */
export function LinkControl({ property, value, error, readOnly, onChange, id }: FieldProps) {
  return <LinkInput value={value} onChange={onChange} look={fieldLook(property, id, error, readOnly)} readOnly={readOnly} />;
}
