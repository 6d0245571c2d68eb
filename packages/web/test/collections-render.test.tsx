import type { CollectionForm, Property } from '@ossature/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { property, renderForm, responseWith } from './collections-harness';

function collection(name: string, label: string, form: Partial<CollectionForm> & Pick<CollectionForm, 'element' | 'properties'>): Property {
  const collectionForm: CollectionForm = {
    required: [],
    ordered: false,
    read_only: false,
    can_add: true,
    can_delete: true,
    columns: Object.keys(form.properties),
    ...form,
  };
  return { ...property(name, 'collection', { label }), collection_form: collectionForm as unknown as Record<string, unknown> };
}

const contacts = collection('contacts', 'Contacts', {
  element: 'TabCollection',
  title_template: '$first_name $last_name',
  properties: {
    first_name: property('first_name', 'string', { label: 'Prénom', required: true }),
    last_name: property('last_name', 'string', { label: 'Nom', required: true }),
  },
});

const lines = collection('lines', 'Lignes', {
  element: 'TableDenseCollection',
  ordered: true,
  properties: {
    label: property('label', 'string', { label: 'Désignation', required: true }),
    quantity: property('quantity', 'number', { label: 'Quantité', decimals: 2 }),
    line_total: property('line_total', 'money', { label: 'Total HT', read_only: true }),
  },
});

afterEach(cleanup);

describe('a tabbed collection', () => {
  it('titles each tab from its template, shows the open row’s form, and counts each row’s errors in a red badge', () => {
    renderForm(
      responseWith(contacts, [
        { first_name: 'Léa', last_name: 'MARTIN' },
        { first_name: null, last_name: null },
      ]),
      { 'contacts.1.first_name': 'Ce champ est requis', 'contacts.1.last_name': 'Ce champ est requis' },
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs[0]!.textContent).toBe('Léa MARTIN');
    expect(tabs[0]!.getAttribute('data-error')).toBe('0');
    // Saved without names: '#' and its identifier.
    expect(within(tabs[1]!).getByText('#2')).toBeTruthy();
    expect(tabs[1]!.getAttribute('data-error')).toBe('1');
    expect(within(tabs[1]!).getByLabelText('2 champ(s) en erreur').textContent).toBe('2');
    expect((screen.getByLabelText(/Prénom/) as HTMLInputElement).value).toBe('Léa');

    fireEvent.click(tabs[1]!);
    expect(screen.getAllByText('Ce champ est requis')).toHaveLength(2);
  });

  it('adds a row as a new tab, opened, titled as it is typed', () => {
    const { harness } = renderForm(responseWith(contacts, [{ first_name: 'Léa', last_name: 'MARTIN' }]));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    const added = screen.getAllByRole('tab')[1]!;
    expect(added.textContent).toBe('Nouveau');
    expect(added.getAttribute('aria-selected')).toBe('true');
    fireEvent.change(screen.getByLabelText(/Prénom/), { target: { value: 'Paul' } });
    expect(screen.getAllByRole('tab')[1]!.textContent).toBe('Paul');
    expect(harness.form().state.collection.contacts!.map((row) => row.values.first_name)).toEqual(['Léa', 'Paul']);
  });

  it('deletes the open row', () => {
    const { harness } = renderForm(responseWith(contacts, [{ first_name: 'Léa', last_name: 'MARTIN' }, { first_name: 'Paul', last_name: 'DURAND' }]));
    fireEvent.click(screen.getAllByRole('tab')[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer « Paul DURAND »' }));
    expect(harness.form().state.collection.contacts!.map((row) => row.values.last_name)).toEqual(['MARTIN']);
  });
});

const twoLines = () =>
  renderForm(
    responseWith(
      lines,
      [
        { label: 'Pose', quantity: 2, line_total: 80 },
        { label: 'Fourniture', quantity: 1.5, line_total: 30 },
      ],
      { label: null, quantity: 1, line_total: null },
    ),
  );
const labels = () => screen.getAllByRole('textbox', { name: /^Désignation, ligne/ }).map((input) => (input as HTMLInputElement).value);

describe('a dense table', () => {
  it('edits the lines in place, computed columns as text', () => {
    const { harness } = twoLines();
    expect(labels()).toEqual(['Pose', 'Fourniture']);
    expect((screen.getByRole('textbox', { name: 'Quantité, ligne 2' }) as HTMLInputElement).value).toBe('1,5');
    expect(screen.queryByRole('textbox', { name: 'Total HT, ligne 1' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantité, ligne 1' }), { target: { value: '3,25' } });
    expect(harness.form().state.collection.lines![0]!.values.quantity).toBe(3.25);
    // The quantity takes 2 decimals: a 3rd is refused as it is typed.
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantité, ligne 1' }), { target: { value: '3,251' } });
    expect(harness.form().state.collection.lines![0]!.values.quantity).toBe(3.25);
  });

  it('adds a line from the template, moves lines up and down, and removes one', () => {
    const { harness } = twoLines();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    expect(harness.form().state.collection.lines![2]!.values).toEqual({ label: null, quantity: 1, line_total: null });
    fireEvent.click(screen.getByRole('button', { name: 'Descendre la ligne 1' }));
    expect(labels()).toEqual(['Fourniture', 'Pose', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Monter la ligne 3' }));
    expect(labels()).toEqual(['Fourniture', '', 'Pose']);
    expect((screen.getByRole('button', { name: 'Monter la ligne 1' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la ligne 2' }));
    expect(labels()).toEqual(['Fourniture', 'Pose']);
  });

  it('highlights a line in error, its field showing the message', () => {
    renderForm(responseWith(lines, [{ label: null, quantity: 1 }, { label: 'Pose', quantity: 1 }]), { 'lines.0.label': 'Ce champ est requis' });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-error'))).toEqual(['1', '0']);
    expect(within(rows[0]!).getByText('Ce champ est requis')).toBeTruthy();
    expect(within(rows[0]!).getByTitle('Ligne 1 en erreur')).toBeTruthy();
  });

  it('edits a whole line in the line dialog, which Fermer closes', () => {
    const { harness } = twoLines();
    fireEvent.click(screen.getByRole('button', { name: 'Modifier la ligne 2' }));
    const dialog = screen.getByRole('dialog', { name: "Edition d'une ligne de commande" });
    const input = within(dialog).getByLabelText(/Désignation/) as HTMLInputElement;
    expect(input.value).toBe('Fourniture');
    fireEvent.change(input, { target: { value: 'Fourniture et pose' } });
    expect(harness.form().state.collection.lines![1]!.values.label).toBe('Fourniture et pose');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('a read-only collection', () => {
  it('shows its rows as a table, each cell as its field reads', () => {
    const career = collection('career', 'Carrière', {
      element: 'ReadOnlyCollection',
      read_only: true,
      properties: {
        date: property('date', 'date', { label: 'Date' }),
        event: property('event', 'select', { label: 'Événement', values: [{ value: 'hire', label: 'Embauche' }] }),
        salary: property('salary', 'money', { label: 'Salaire' }),
      },
    });
    renderForm(responseWith(career, [{ date: '2016-07-25', event: 'hire', salary: 2100 }]));
    const cells = within(screen.getByRole('table', { name: 'Carrière' })).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['25/07/2016', 'Embauche', new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(2100)]);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

/** A new record's answer (no identifier yet) laying out a sub-form or list collection. */
const unsaved = (element: 'FormCollection' | 'ListCollection', label: string) => {
  const linked = collection('linked', label, { element, form: 'maintenance', parent_field: 'vehicle', deferred: true, properties: { date: property('date', 'date') } });
  return { ...responseWith(linked, []), identifier: null };
};

describe('linked collections of a record not saved yet', () => {

  it('ask to save before sub-form records can be created', () => {
    renderForm(unsaved('FormCollection', 'Interventions'));
    expect(screen.getByText('Vous devez enregistrer avant de pouvoir créer des "Interventions".')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ajouter' })).toBeNull();
  });

  it('ask to save the page before list records can be added', () => {
    renderForm(unsaved('ListCollection', 'Absences'));
    expect(screen.getByText("Il est nécessaire d'enregistrer la page avant de pouvoir ajouter les données")).toBeTruthy();
  });
});
