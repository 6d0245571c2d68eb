import { TextField } from '@mui/material';
import { rankWith, uiTypeIs } from '@jsonforms/core';
import { type FieldProps, fieldEntry } from './field-entry';
import { layoutEntry } from './layouts/layout-entry';

/** A kind without a renderer of its own still shows its value (read-only) rather than "No applicable renderer". */
function ReadOnlyValue({ property, value, id }: FieldProps) {
  const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return <TextField id={id} label={property.label} value={text} fullWidth size="small" slotProps={{ htmlInput: { readOnly: true } }} />;
}

export const fallbackEntries = [
  { ...fieldEntry([], ReadOnlyValue), tester: rankWith(1, uiTypeIs('Control')) },
  layoutEntry('VerticalLayout', ({ children }) => <>{children}</>, 0),
];
