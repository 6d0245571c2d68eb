import { formatMessage, messages } from '@ossature/contract';
import { Box, FormHelperText, FormLabel, Skeleton, Typography } from '@mui/material';
import type { FocusEvent } from 'react';
import { useFieldEditing } from '../../../../view/record-presence-context';
import type { FieldProps } from '../../../field-entry';
import { lazyRenderer } from '../../../lazy-renderer';

/** Lexical is a script of its own, loaded with the first form that has a rich-text field. */
const HtmlEditor = lazyRenderer(
  () => import('../../../../../../editor/HtmlEditor').then((module) => module.HtmlEditor),
  () => <Skeleton variant="rectangular" height={160} />,
);

const NO_VARIABLES: never[] = [];

/**
 * Whether the focus crossed the field's edge (came from, or went to, outside it): moving between the editor's toolbar
 * and its text stays in the field.
 */
const crossesField = (event: FocusEvent<HTMLElement>) => !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget));

/**
 * html kind: the rich-text editor under the field's label, its error or helper text below. Not a FormControl: the
 * toolbar's own inputs must not take the field's error or required state. The focus entering or leaving a record's
 * editor is told to the others on the record (SPEC §2 'Editor: focus notifies the server'), and who else writes in it
 * now is said under it, before two people write the same text.
 */
export function HtmlField({ property, value, error, readOnly, onChange, id, scope }: FieldProps) {
  const helper = error ?? property.helperText;
  const editing = useFieldEditing(property.name, scope.prefix === '' && !readOnly);
  const names = editing.others.map((viewer) => viewer.name).join(', ');
  return (
    <Box onFocus={(event) => crossesField(event) && editing.onFocusIn()} onBlur={(event) => crossesField(event) && editing.onFocusOut()}>
      <FormLabel htmlFor={id} error={Boolean(error)} required={property.required} sx={{ display: 'block', mb: 0.5 }}>
        {property.label}
      </FormLabel>
      <HtmlEditor
        id={id}
        label={property.label}
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
        readOnly={readOnly}
        variables={property.values ?? NO_VARIABLES}
        error={Boolean(error)}
      />
      {helper && <FormHelperText error={Boolean(error)}>{helper}</FormHelperText>}
      <Typography role="status" variant="body2" sx={{ mt: 0.5, color: 'text.secondary', fontStyle: 'italic', '&:empty': { display: 'none' } }}>
        {names && formatMessage(editing.others.length === 1 ? messages.presence.editingOne : messages.presence.editingMany, { names })}
      </Typography>
    </Box>
  );
}
