import { Suspense, lazy } from 'react';
import type { FormDialogProps } from '../ui/form-dialog-slot';

/** The form engine (its renderers are most of the app's weight) is loaded only when a screen first opens a form. */
const LazyFormDialog = lazy(() => import('./form-dialog-with-renderers').then(({ FormDialogWithRenderers }) => ({ default: FormDialogWithRenderers })));

/** The form engine's dialog as the list and planning screens get it, without importing the engine. */
export function LazyLoadedFormDialog(props: FormDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyFormDialog {...props} />
    </Suspense>
  );
}
