import { PlanningRoute } from '../engines/planning/view/PlanningRoute';
import { FormDialogSlot } from '../ui/form-dialog-slot';
import { LazyLoadedFormDialog } from './lazy-form-dialog';

/** /planning/{identifier}: the planning screen, given the form engine's dialog for its events. A script of its own. */
export function PlanningPage() {
  return (
    <FormDialogSlot.Provider value={LazyLoadedFormDialog}>
      <PlanningRoute />
    </FormDialogSlot.Provider>
  );
}
