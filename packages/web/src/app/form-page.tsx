import { FormRenderersContext } from '../engines/form/jsonforms/renderers-context';
import { formRenderers } from '../engines/form/renderers';
import { FormRoute } from '../engines/form/view/FormRoute';

/** /form/{form}/{params}: the form screen with its renderer set — a script of its own, loaded when first opened. */
export function FormPage() {
  return (
    <FormRenderersContext.Provider value={formRenderers}>
      <FormRoute />
    </FormRenderersContext.Provider>
  );
}
