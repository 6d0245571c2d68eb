import type { ListDefinition } from '@ossature/contract';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { theme } from '../src/app/theme';
import { ListScreen } from '../src/engines/list/view/ListScreen';
import { type FormDialogProps, FormDialogSlot } from '../src/ui/form-dialog-slot';
import { withQueries } from './query-wrapper';

/** The invoices' list screen as the app draws it (theme, router, data layer), its forms opened by `formDialog`. */
export function renderListScreen(definition: ListDefinition, formDialog: ComponentType<FormDialogProps>) {
  const Queries = withQueries();
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <Queries>
          <FormDialogSlot.Provider value={formDialog}>
            <ListScreen domain="invoice" params={undefined} definition={definition} />
          </FormDialogSlot.Provider>
        </Queries>
      </MemoryRouter>
    </ThemeProvider>,
  );
}
