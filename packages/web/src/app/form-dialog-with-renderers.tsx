import { FormRenderersContext } from '../engines/form/jsonforms/renderers-context';
import { formRenderers } from '../engines/form/renderers';
import { FormDialog } from '../engines/form/view/FormDialog';
import type { FormDialogProps } from '../ui/form-dialog-slot';

/** The form engine's dialog with its renderer set: what another screen loads when it first opens a form. */
export function FormDialogWithRenderers(props: FormDialogProps) {
  return (
    <FormRenderersContext.Provider value={formRenderers}>
      <FormDialog {...props} />
    </FormRenderersContext.Provider>
  );
}
