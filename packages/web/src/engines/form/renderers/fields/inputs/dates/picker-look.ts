/**
 * How a picker's field looks where it stands: a form field has a visible label; a dense-table cell has none (its
 * column names it), so it is named by `ariaLabel` and drawn without an outline.
 */
export interface PickerLook {
  label?: string;
  ariaLabel?: string;
  id?: string;
  required?: boolean;
  helperText?: string;
  /** The form's error on the value; a typing message of the picker shows when there is none. */
  error?: string;
  dense?: boolean;
}

/** The picker's text field props for a look, given the picker's own message on what is being typed. */
export function pickerTextField(look: PickerLook, message: string | undefined) {
  const hint = look.error ?? message;
  return {
    id: look.id,
    size: 'small' as const,
    fullWidth: true,
    required: look.required,
    variant: look.dense ? ('standard' as const) : ('outlined' as const),
    // Undefined leaves the picker its own red state (sections left half-filled on blur).
    error: hint ? true : undefined,
    helperText: hint ?? look.helperText,
    // Spread by MUI X onto the sections' group, the element that carries the field's name.
    InputProps: look.ariaLabel ? { 'aria-label': look.ariaLabel } : undefined,
  };
}
