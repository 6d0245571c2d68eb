import type { CollectionForm, FormResponse, Property } from '@ossature/contract';
import { ThemeProvider } from '@mui/material';
import { render } from '@testing-library/react';
import { useReducer } from 'react';
import { theme } from '../src/app/theme';
import { LayoutForm } from '../src/engines/form/jsonforms/LayoutForm';
import { FormRenderersContext } from '../src/engines/form/jsonforms/renderers-context';
import { collectionEntries } from '../src/engines/form/renderers/collections';
import { fallbackEntries } from '../src/engines/form/renderers/fallbacks';
import { textFieldEntries } from '../src/engines/form/renderers/fields/text-fields';
import { basicLayoutEntries } from '../src/engines/form/renderers/layouts/basic-layouts';
import { formReducer } from '../src/engines/form/state/form-reducer';
import { initialFormState } from '../src/engines/form/state/form-state';
import type { FormController } from '../src/engines/form/state/use-form-controller';
import { recordScope } from '../src/engines/form/view/form-scope';

/** The collections with the text fields and basic layouts only: these tests do not depend on other families. */
const renderers = [...fallbackEntries, ...basicLayoutEntries, ...textFieldEntries, ...collectionEntries];

export const property = (name: string, type: string, extra: Partial<Property> = {}): Property => ({
  name,
  type,
  label: name,
  required: false,
  read_only: false,
  ...extra,
});

/** A form's answer laying out one collection (by its element), with its rows and the template of a new row. */
export function responseWith(collection: Property, rows: Record<string, unknown>[], template: Record<string, unknown> = {}): FormResponse {
  return {
    name: 'demo',
    title: 'Démo',
    identifier: 1,
    table: 'demo',
    read_only: false,
    version: 1,
    loaded_at: '2026-01-01T00:00:00.000Z',
    side_tools: [],
    properties: { [collection.name]: collection },
    required: [],
    layout: {
      type: 'VerticalLayout',
      elements: [{ type: (collection.collection_form as unknown as CollectionForm).element, scope: `#/properties/${collection.name}` }],
    },
    buttons: [],
    values: {},
    collection: {
      [collection.name]: {
        data: rows.map((values, index) => ({ identifier: index + 1, values })),
        new: { identifier: null, values: template },
        updated_at: null,
      },
    },
  };
}

export interface Harness {
  form: () => FormController;
}

/**
 * Renders a form's layout the way the form screen does, over a real form state (the reducer) with the calls a
 * collection makes: setRows, setCell. The latest controller is readable after each action.
 */
export function renderForm(response: FormResponse, errors: Record<string, string> = {}) {
  const harness: Harness = { form: () => undefined as unknown as FormController };
  function Screen() {
    const [state, dispatch] = useReducer(formReducer, initialFormState, () => {
      const loaded = formReducer(initialFormState, { type: 'load/done', response });
      return formReducer(loaded, { type: 'errors/set', errors });
    });
    const form = {
      name: response.name,
      state,
      setValue: (name: string, value: unknown) => dispatch({ type: 'field/change', name, value }),
      setRows: (collection: string, rows: FormController['state']['collection'][string]) => dispatch({ type: 'rows/set', collection, rows }),
      setCell: (collection: string, key: string, field: string, value: unknown) => dispatch({ type: 'row/change', collection, key, field, value }),
      fetchCollection: async () => undefined,
      ask: async () => 'confirm',
    } as unknown as FormController;
    harness.form = () => form;
    return <LayoutForm layout={response.layout} scope={recordScope(form)} />;
  }
  const view = render(
    <ThemeProvider theme={theme}>
      <FormRenderersContext.Provider value={renderers}>
        <Screen />
      </FormRenderersContext.Provider>
    </ThemeProvider>,
  );
  return { ...view, harness };
}
