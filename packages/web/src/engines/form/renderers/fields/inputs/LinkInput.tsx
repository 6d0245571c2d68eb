import { isExternalLink, messages, prefixLink } from '@ossature/contract';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { type InputLook, lookProps, readOnlyLook } from './input-look';

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
export function LinkInput({ value, onChange, look, readOnly = false }: { value: unknown; onChange(value: unknown): void; look: InputLook; readOnly?: boolean }) {
  const text = typeof value === 'string' ? value : '';
  const openButton = isExternalLink(text) ? <OpenLinkButton href={text.trim()} /> : undefined;
  return (
    <TextField
      {...lookProps(look)}
      sx={readOnly ? readOnlyLook : undefined}
      type="url"
      value={text}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      onBlur={() => {
        if (readOnly) return;
        const prefixed = prefixLink(text);
        if (prefixed !== text) onChange(prefixed === '' ? null : prefixed);
      }}
      slotProps={{
        htmlInput: { readOnly, 'aria-readonly': readOnly, maxLength: look.maxLength, spellCheck: false, 'aria-label': look.ariaLabel },
        input: openButton ? { endAdornment: openButton } : undefined,
      }}
    />
  );
}
