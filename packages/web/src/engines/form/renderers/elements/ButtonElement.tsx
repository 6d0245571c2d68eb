import { Box, Button, Tooltip } from '@mui/material';
import { useFormScope } from '../../view/form-scope';
import { useButtonAction } from '../../view/use-button-action';
import type { LayoutElementProps } from '../layouts/layout-entry';

const MUI_COLORS = { danger: 'error', warning: 'warning', info: 'info', success: 'success', rose: 'secondary' } as const;

/** A toolbar button placed in the layout (SPEC §2 'Button'): the form's button of that name, with its action. */
export function ButtonElement({ element }: LayoutElementProps) {
  const { form } = useFormScope();
  const run = useButtonAction(form);
  const button = form.state.description?.buttons.find((candidate) => candidate.name === element.name);
  // A button the caller may not use is not among the form's buttons: nothing to place.
  if (!button) return null;
  return (
    <Box>
      <Tooltip title={button.tooltip ?? ''}>
        <Button variant="outlined" color={button.color ? MUI_COLORS[button.color] : 'primary'} disabled={form.state.submit} onClick={() => void run(button)}>
          {button.title}
        </Button>
      </Tooltip>
    </Box>
  );
}
