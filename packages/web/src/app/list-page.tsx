import { Suspense, lazy } from 'react';
import { ListRoute } from '../engines/list/view/ListRoute';
import { type FormDialogProps, FormDialogSlot } from '../ui/form-dialog-slot';

/** The form engine (its renderers are most of the app's weight) is loaded only when the list first opens a form. */
const LazyFormDialog = lazy(() => import('./form-dialog-with-renderers').then(({ FormDialogWithRenderers }) => ({ default: FormDialogWithRenderers })));

function ListFormDialog(props: FormDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyFormDialog {...props} />
    </Suspense>
  );
}

/**
 * /list/{domain}/{params}: the list screen, given the form engine's dialog for the forms it opens — a bulk action's —
 * without importing it. A script of its own, loaded when first opened.
 */
export function ListPage() {
  return (
    <FormDialogSlot.Provider value={ListFormDialog}>
      <ListRoute />
    </FormDialogSlot.Provider>
  );
}
