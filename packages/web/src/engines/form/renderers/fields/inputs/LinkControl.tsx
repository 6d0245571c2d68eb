import { isExternalLink, messages, prefixLink } from '@ossature/contract';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import type { FieldProps } from '../../field-entry';

/** Opens an external link in a new tab, never giving that page a handle on this one. */
function OpenLinkButton({ href }: { href: string }) {
  return (
    <InputAdornment position="end">
      <IconButton component="a" href={href} target="_blank" rel="noopener noreferrer" size="small" edge="end" aria-label={messages.formInputs.openLink}>
        <OpenInNew fontSize="small" />
      </IconButton>
    </InputAdornment>
  );
}

/**
 * An external link (SPEC §5): typed freely; leaving the field gives a value without scheme its https:// (http, https,
 * ftp and ssh are kept). Only http(s) links are external, and only those get the button that opens them.
 */
export function LinkControl({ property, value, error, readOnly, onChange, id }: FieldProps) {
  const text = typeof value === 'string' ? value : '';
  const openButton = isExternalLink(text) ? <OpenLinkButton href={text.trim()} /> : undefined;
  return (
    <TextField
      id={id}
      label={property.label}
      required={property.required}
      type="url"
      value={text}
      fullWidth
      size="small"
      error={Boolean(error)}
      helperText={error ?? (readOnly ? undefined : property.helperText)}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      onBlur={() => {
        if (readOnly) return;
        const prefixed = prefixLink(text);
        if (prefixed !== text) onChange(prefixed === '' ? null : prefixed);
      }}
      slotProps={{
        htmlInput: { readOnly, 'aria-readonly': readOnly, maxLength: property.max_length, spellCheck: false },
        input: openButton ? { endAdornment: openButton } : undefined,
      }}
    />
  );
}
