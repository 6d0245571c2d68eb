import { type FormResponse, decodeParams } from '@ossature/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useReducer } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LayoutForm } from '../../src/engines/form/jsonforms/LayoutForm';
import { FormRenderersContext } from '../../src/engines/form/jsonforms/renderers-context';
import { fallbackEntries } from '../../src/engines/form/renderers/fallbacks';
import { type FieldProps, fieldEntry } from '../../src/engines/form/renderers/field-entry';
import { basicLayoutEntries } from '../../src/engines/form/renderers/layouts/basic-layouts';
import { formReducer } from '../../src/engines/form/state/form-reducer';
import { initialFormState } from '../../src/engines/form/state/form-state';
import type { FormController } from '../../src/engines/form/state/use-form-controller';
import type { FormDialogProps } from '../../src/ui/form-dialog-slot';
import { recordScope } from '../../src/engines/form/view/form-scope';

/** The dialogs opened, as the form engine's FormDialog received them (the dialog's own form is not loaded here). */
const dialogs: FormDialogProps[] = [];
vi.mock('../../src/engines/form/view/FormDialog', () => ({
  FormDialog: (props: FormDialogProps) => {
    dialogs.push(props);
    return <div role="dialog" aria-label={props.title} />;
  },
}));

function ProbeControl({ property, value }: FieldProps) {
  return <span data-testid={property.name}>{String(value)}</span>;
}
const renderers = [...fallbackEntries, ...basicLayoutEntries, fieldEntry(['probe'], ProbeControl)];

const control = (name: string) => ({ type: 'Control', scope: `#/properties/${name}`, options: { kind: 'probe' } });
const timesheet = (employee: Record<string, unknown>) =>
  ({
    name: 'timesheet',
    title: 'Feuille de temps',
    identifier: 1,
    read_only: false,
    version: 1,
    properties: {
      month: { name: 'month', type: 'probe', label: 'Mois', required: true, read_only: false },
      employee_id: { name: 'employee_id', type: 'probe', label: 'Salarié', required: true, read_only: false, ...employee },
    },
    layout: { type: 'VerticalLayout', elements: [control('month'), control('employee_id')] },
    buttons: [],
    values: { month: '2026-11', employee_id: 7 },
    collection: {},
  }) as unknown as FormResponse;

function renderTimesheet(response: FormResponse) {
  const reloadKeepingEdits = vi.fn<() => Promise<void>>(async () => undefined);
  function Screen() {
    const [state] = useReducer(formReducer, initialFormState, () => formReducer(initialFormState, { type: 'load/done', response }));
    return <LayoutForm layout={response.layout} scope={recordScope({ name: 'timesheet', state, reloadKeepingEdits } as unknown as FormController)} />;
  }
  render(
    <FormRenderersContext.Provider value={renderers}>
      <Screen />
    </FormRenderersContext.Provider>,
  );
  return { reloadKeepingEdits };
}

describe('a field standing for another form’s record (SPEC §3 formName / formRecordId)', () => {
  afterEach(cleanup);
  beforeEach(() => {
    dialogs.length = 0;
  });

  it('offers to open that record beside the field, and only there', () => {
    renderTimesheet(timesheet({ formName: 'employee', formRecordId: 7 }));
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Ouvrir la fiche : Salarié']);
    expect(screen.getByTestId('employee_id').textContent).toBe('7');
  });

  it('offers nothing without a record to open, nor without a form', () => {
    renderTimesheet(timesheet({ formName: 'employee', formRecordId: null }));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTestId('employee_id').textContent).toBe('7');
  });

  it('offers nothing for a field that names no form', () => {
    renderTimesheet(timesheet({ formRecordId: 7 }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens the form at that record in the sub-form dialog, and loads the form again keeping the edits once it is saved there', () => {
    const { reloadKeepingEdits } = renderTimesheet(timesheet({ formName: 'employee', formRecordId: 7 }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir la fiche : Salarié' }));
    expect(screen.getByRole('dialog', { name: 'Salarié' })).toBeTruthy();
    const opened = dialogs.at(-1)!;
    expect(opened.form).toBe('employee');
    expect(Object.fromEntries(decodeParams(opened.params))).toEqual({ primaryKey: '7', copie: '0' });
    expect(reloadKeepingEdits).not.toHaveBeenCalled();
    opened.onSaved!({} as FormResponse);
    expect(reloadKeepingEdits).toHaveBeenCalledOnce();
  });
});

describe('the record a field opens, once the form is loaded again keeping the edits', () => {
  const loaded = timesheet({ formName: 'employee', formRecordId: 7, depends_on: ['employee_id'] });
  const start = formReducer(initialFormState, { type: 'load/done', response: loaded });

  it('stays the one the onchange answer gave for the employee the user chose, whose value wins the merge', () => {
    let state = formReducer(start, { type: 'field/change', name: 'employee_id', value: 9 });
    state = formReducer(state, { type: 'onchange/apply', response: { properties: { employee_id: { formRecordId: 9 } }, collection: {} }, sentKeys: {} });
    expect(state.properties.employee_id!.formRecordId).toBe(9);
    const { values, values_original, collection, collection_original, properties } = state;
    const reloaded = formReducer(state, { type: 'load/done', response: loaded });
    expect(reloaded.properties.employee_id!.formRecordId).toBe(7);
    const reapplied = formReducer(reloaded, { type: 'edits/reapply', edits: { values, values_original, collection, collection_original, properties } });
    expect([reapplied.values.employee_id, reapplied.properties.employee_id!.formRecordId]).toEqual([9, 9]);
    expect(reapplied.description).toBe(reloaded.description);
  });

  it('is the reloaded one when the user did not change the employee', () => {
    const state = formReducer(start, { type: 'field/change', name: 'month', value: '2026-12' });
    const { values, values_original, collection, collection_original, properties } = state;
    const moved = timesheet({ formName: 'employee', formRecordId: 8, depends_on: ['employee_id'] });
    const reloaded = formReducer(state, { type: 'load/done', response: { ...moved, values: { month: '2026-11', employee_id: 8 } } });
    const reapplied = formReducer(reloaded, { type: 'edits/reapply', edits: { values, values_original, collection, collection_original, properties } });
    expect([reapplied.values.month, reapplied.values.employee_id, reapplied.properties.employee_id!.formRecordId]).toEqual(['2026-12', 8, 8]);
  });
});
