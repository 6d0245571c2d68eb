import { ListRoute } from '../engines/list/view/ListRoute';
import { FormDialogSlot } from '../ui/form-dialog-slot';
import { LazyLoadedFormDialog } from './lazy-form-dialog';

/**
 * /list/{domain}/{params}: the list screen, given the form engine's dialog for the forms it opens — a bulk action's —
 * without importing it. A script of its own, loaded when first opened.
 */
export function ListPage() {
  return (
    <FormDialogSlot.Provider value={LazyLoadedFormDialog}>
      <ListRoute />
    </FormDialogSlot.Provider>
  );
}
