import type { Property } from '@ossature/contract';

/**
 * How an input looks where it stands: a form field has a visible label; a dense-table cell has none (its column
 * names it), so it is named by `ariaLabel` and drawn without an outline.
 */
export interface InputLook {
  label?: string;
  ariaLabel?: string;
  id?: string;
  required?: boolean;
  helperText?: string;
  /** The form's error on the value; a typing message of the picker shows when there is none. */
  error?: string;
  dense?: boolean;
  maxLength?: number;
}

/**
 * The look of a form field: its property's label, required flag, help text (hidden when read-only) and length, its
 * DOM id, and the error to show (the server's, or the field's own warning on what is typed).
 */
export const fieldLook = (property: Property, id: string, error: string | undefined, readOnly = false): InputLook => ({
  id,
  label: property.label,
  required: property.required,
  helperText: readOnly ? undefined : property.helperText,
  error,
  maxLength: property.max_length,
});

/** The text field props every input takes from its look (MUI TextField). */
export const lookProps = (look: InputLook) => ({
  id: look.id,
  label: look.label,
  required: look.required,
  size: 'small' as const,
  fullWidth: true,
  variant: look.dense ? ('standard' as const) : ('outlined' as const),
  error: Boolean(look.error),
  helperText: look.error ?? look.helperText,
});

/** A date picker's text field props for a look, given the picker's own message on what is being typed. */
export function pickerTextField(look: InputLook, message: string | undefined) {
  // The picker takes the label itself.
  const { label: _label, ...field } = lookProps(look);
  const hint = look.error ?? message;
  return {
    ...field,
    // Undefined leaves the picker its own red state (sections left half-filled on blur).
    error: hint ? true : undefined,
    helperText: hint ?? look.helperText,
    // Spread by MUI X onto the sections' group, the element that carries the field's name.
    InputProps: look.ariaLabel ? { 'aria-label': look.ariaLabel } : undefined,
  };
}

/**
 * Read-only boxes must not look like the editable ones beside them: a tinted background, a dashed border, no text
 * cursor. The text keeps its full colour (it is read, not disabled).
 */
export const readOnlyLook = {
  '& .MuiInputBase-root': { bgcolor: 'grey.100', cursor: 'default' },
  '& .MuiInputBase-input': { cursor: 'default' },
  '& .MuiOutlinedInput-notchedOutline': { borderStyle: 'dashed' },
} as const;
