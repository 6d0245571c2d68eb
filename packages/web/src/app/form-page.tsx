import { FormRenderersContext } from '../engines/form/jsonforms/renderers-context';
import { formRenderers } from '../engines/form/renderers';
import { FormDialog } from '../engines/form/view/FormDialog';
import { FormRoute } from '../engines/form/view/FormRoute';
import { FormDialogSlot } from '../ui/form-dialog-slot';

/**
 * /form/{form}/{params}: the form screen with its renderer set — a script of its own, loaded when first opened. Its
 * side tools open forms of their own (the validation request) through the form dialog slot.
 */
export function FormPage() {
  return (
    <FormRenderersContext.Provider value={formRenderers}>
      <FormDialogSlot.Provider value={FormDialog}>
        <FormRoute />
      </FormDialogSlot.Provider>
    </FormRenderersContext.Provider>
  );
}
