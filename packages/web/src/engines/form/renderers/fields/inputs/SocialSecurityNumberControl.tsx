import { formatSocialSecurityNumber, normalizeSocialSecurityNumber } from '@ossature/contract';
import { TextField } from '@mui/material';
import type { FieldProps } from '../../field-entry';
import { fieldLook, lookProps } from './input-look';
import { ReadOnlyText } from './ReadOnlyText';

/**
 * A French social security number (SPEC §5): only digits and A/B (Corsica) are kept, uppercased, 13 at most; it is
 * stored bare and shown with spaces between its parts (1 85 05 78 006 084) even while typed.
 */
export function SocialSecurityNumberControl({ property, value, error, readOnly, onChange, id }: FieldProps) {
  const text = typeof value === 'string' ? formatSocialSecurityNumber(value) : '';
  if (readOnly) return <ReadOnlyText property={property} error={error} id={id} text={text} />;
  return (
    <TextField
      {...lookProps(fieldLook(property, id, error))}
      value={text}
      onChange={(event) => {
        const next = normalizeSocialSecurityNumber(event.target.value);
        onChange(next === '' ? null : next);
      }}
      slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
    />
  );
}
