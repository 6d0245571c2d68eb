import { Box, FormHelperText, FormLabel, Skeleton } from '@mui/material';
import type { FieldProps } from '../../../field-entry';
import { lazyRenderer } from '../../../lazy-renderer';

/** Lexical is a script of its own, loaded with the first form that has a rich-text field. */
const HtmlEditor = lazyRenderer(
  () => import('../../../../../../editor/HtmlEditor').then((module) => module.HtmlEditor),
  () => <Skeleton variant="rectangular" height={160} />,
);

const NO_VARIABLES: never[] = [];

/**
 * html kind: the rich-text editor under the field's label, its error or helper text below. Not a FormControl: the
 * toolbar's own inputs must not take the field's error or required state.
 */
export function HtmlField({ property, value, error, readOnly, onChange, id }: FieldProps) {
  const helper = error ?? property.helperText;
  return (
    <Box>
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
    </Box>
  );
}
