import type { FormResponse, OnchangeResponse } from '@ossature/contract';
import { act, render, screen } from '@testing-library/react';
import { type Dispatch, useEffect, useReducer, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LayoutForm } from '../../src/engines/form/jsonforms/LayoutForm';
import { FormRenderersContext } from '../../src/engines/form/jsonforms/renderers-context';
import { fallbackEntries } from '../../src/engines/form/renderers/fallbacks';
import { type FieldProps, fieldEntry } from '../../src/engines/form/renderers/field-entry';
import { basicLayoutEntries } from '../../src/engines/form/renderers/layouts/basic-layouts';
import { type FormAction, formReducer } from '../../src/engines/form/state/form-reducer';
import { initialFormState } from '../../src/engines/form/state/form-state';
import type { FormController } from '../../src/engines/form/state/use-form-controller';
import { recordScope } from '../../src/engines/form/view/form-scope';

/** A control holding state of its own, as a select holds what was typed in it: it shows its text and its mounts. */
let mounts = 0;
function ProbeControl({ property }: FieldProps) {
  const [typed] = useState(() => `montage ${++mounts}`);
  return <span data-testid={property.name}>{typed}</span>;
}
const renderers = [...fallbackEntries, ...basicLayoutEntries, fieldEntry(['probe'], ProbeControl)];

const response = {
  name: 'board',
  title: 'Tableau',
  identifier: 1,
  read_only: false,
  version: 1,
  properties: {
    folder: { name: 'folder', type: 'probe', label: 'Dossier', required: false, read_only: false },
    note: { name: 'note', type: 'probe', label: 'Note', required: false, read_only: false, depends_on: ['folder'] },
  },
  layout: { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/folder', options: { kind: 'probe' } }, { type: 'Control', scope: '#/properties/note', options: { kind: 'probe' } }] },
  buttons: [],
  values: { folder: 1, note: null },
  collection: {},
} as unknown as FormResponse;

/** The form over its real state; `expose` hands the test its dispatch. */
function Screen({ expose }: { expose(dispatch: Dispatch<FormAction>): void }) {
  const [state, dispatch] = useReducer(formReducer, initialFormState, () => formReducer(initialFormState, { type: 'load/done', response }));
  useEffect(() => expose(dispatch), [expose, dispatch]);
  return <LayoutForm layout={response.layout} scope={recordScope({ name: 'board', state } as unknown as FormController)} />;
}

function renderBoard() {
  let send: Dispatch<FormAction> | undefined;
  render(
    <FormRenderersContext.Provider value={renderers}>
      <Screen expose={(dispatch) => (send = dispatch)} />
    </FormRenderersContext.Provider>,
  );
  return (answer: OnchangeResponse) => act(() => send?.({ type: 'onchange/apply', response: answer, sentKeys: {} }));
}

describe('a field’s identity on screen (SPEC §3 fieldKey)', () => {
  it('builds the control anew when an onchange answer gives it another key, and only then', () => {
    mounts = 0;
    const apply = renderBoard();
    expect(screen.getByTestId('folder').textContent).toBe('montage 1');
    expect(screen.getByTestId('note').textContent).toBe('montage 2');
    apply({ properties: { note: { reload: true, fieldKey: 'note@2' } }, collection: {} });
    expect(screen.getByTestId('note').textContent).toBe('montage 3');
    apply({ properties: { note: { reload: true, fieldKey: 'note@2' } }, collection: {} });
    expect(screen.getByTestId('note').textContent).toBe('montage 3');
    apply({ properties: { note: { reload: true } }, collection: {} });
    expect(screen.getByTestId('note').textContent).toBe('montage 3');
    expect(screen.getByTestId('folder').textContent).toBe('montage 1');
  });
});
