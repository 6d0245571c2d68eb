import { type Property, type SelectOption, messages } from '@ossature/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formApi } from '../src/engines/form/form-api';
import { AsyncSelectControl } from '../src/engines/form/renderers/fields/choices/AsyncSelectControl';
import { ButtonGroupControl } from '../src/engines/form/renderers/fields/choices/ButtonGroupControl';
import { CreatableControl } from '../src/engines/form/renderers/fields/choices/CreatableControl';
import { IconControl } from '../src/engines/form/renderers/fields/choices/IconControl';
import { IconPickerControl } from '../src/engines/form/renderers/fields/choices/IconPickerControl';
import { RadioControl } from '../src/engines/form/renderers/fields/choices/RadioControl';
import { SelectControl } from '../src/engines/form/renderers/fields/choices/SelectControl';
import { SelectMultipleControl } from '../src/engines/form/renderers/fields/choices/SelectMultipleControl';
import { TreeviewControl } from '../src/engines/form/renderers/fields/choices/TreeviewControl';
import { VerticalTabsControl } from '../src/engines/form/renderers/fields/choices/VerticalTabsControl';
import { checkCreatable, keepMandatory } from '../src/engines/form/renderers/fields/choices/choice-options';
import { ICONS, searchIcons } from '../src/ui/icon-catalogue';
import { relationFieldPath } from '../src/engines/form/renderers/fields/choices/relation-path';
import { pathLabel, treePath } from '../src/engines/form/renderers/fields/choices/tree-nodes';
import type { FormScope } from '../src/engines/form/view/form-scope';
import { renderChoice } from './fields-choices-harness';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const statuses: SelectOption[] = [
  { value: 'requested', label: 'Demandée', color: '#f0ad4e' },
  { value: 'approved', label: 'Validée', color: '#5cb85c' },
  { value: 'refused', label: 'Refusée', color: '#d9534f' },
];
/** MUI's clear button ('Vider' in French) shows on a focused autocomplete. */
function clearField() {
  fireEvent.focus(screen.getByRole('combobox', { name: 'Champ' }));
  fireEvent.click(screen.getByRole('button', { name: 'Vider' }));
}
const email: Property['validation_schema'] = { schema: { type: 'string', format: 'email' }, message: messages.form.invalidEmail };

describe('select fields', () => {
  it('cut option labels at 100 characters plus an ellipsis, in the list and in the field', () => {
    const long = 'Un libellé très long '.repeat(8);
    renderChoice(SelectControl, { type: 'select', values: [{ value: 'a', label: long }, { value: 'b', label: 'Court' }] }, 'a');
    expect(screen.getByRole('combobox', { name: 'Champ' }).textContent).toBe(`${long.slice(0, 100)}…`);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Champ' }));
    expect(screen.getByRole('option', { name: `${long.slice(0, 100)}…` })).toBeTruthy();
  });

  it('store the chosen option as text, and offer an empty choice only when not required', () => {
    const { changes } = renderChoice(SelectControl, { type: 'select', values: [{ value: 5.5, label: '5,5 %' }, { value: 20, label: '20 %' }] }, null);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Champ' }));
    fireEvent.click(screen.getByRole('option', { name: '5,5 %' }));
    expect(changes).toEqual(['5.5']);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Champ' }));
    fireEvent.click(screen.getByRole('option', { name: messages.formChoices.none }));
    expect(changes).toEqual(['5.5', null]);
    cleanup();
    renderChoice(SelectControl, { type: 'select', required: true, values: [{ value: 'a', label: 'A' }] }, 'a');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Champ/ }));
    expect(screen.queryByRole('option', { name: messages.formChoices.none })).toBeNull();
  });
});

describe('radios, button groups and vertical tabs', () => {
  it('radios choose one option of a labelled group', () => {
    const { changes } = renderChoice(RadioControl, { type: 'radio', values: statuses }, 'requested');
    const group = screen.getByRole('radiogroup', { name: 'Champ' });
    expect(within(group).getByRole('radio', { name: 'Demandée' })).toHaveProperty('checked', true);
    fireEvent.click(within(group).getByRole('radio', { name: 'Validée' }));
    expect(changes).toEqual(['approved']);
  });

  it('a single button group takes its option colour when chosen, and a required one cannot be emptied', () => {
    const { changes } = renderChoice(ButtonGroupControl, { type: 'button_group', values: statuses, required: true }, 'requested');
    const approved = screen.getByRole('button', { name: 'Validée' });
    fireEvent.click(approved);
    expect(changes).toEqual(['approved']);
    expect(approved.getAttribute('aria-pressed')).toBe('true');
    expect(getComputedStyle(approved).backgroundColor).toBe('#5cb85c');
    fireEvent.click(approved);
    expect(changes).toEqual(['approved']);
  });

  it('a multiple button group keeps the options’ order whatever the order of the clicks', () => {
    const days = ['mon', 'tue', 'wed'].map((value, index) => ({ value, label: ['Lun', 'Mar', 'Mer'][index]! }));
    const { changes } = renderChoice(ButtonGroupControl, { type: 'button_group_multiple', values: days }, ['wed']);
    fireEvent.click(screen.getByRole('button', { name: 'Lun' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mer' }));
    expect(changes).toEqual([['mon', 'wed'], ['mon']]);
  });

  it('vertical tabs choose one option; read-only, the other tabs cannot be chosen', () => {
    const { changes } = renderChoice(VerticalTabsControl, { type: 'vertical_tabs', values: statuses }, 'requested');
    expect(screen.getByRole('tablist', { name: 'Champ' }).getAttribute('aria-orientation')).toBe('vertical');
    fireEvent.click(screen.getByRole('tab', { name: 'Refusée' }));
    expect(changes).toEqual(['refused']);
    cleanup();
    renderChoice(VerticalTabsControl, { type: 'vertical_tabs', values: statuses }, 'requested', { readOnly: true });
    expect(screen.getByRole('tab', { name: 'Refusée' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('tab', { name: 'Demandée' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('multi-selects', () => {
  const sectors: SelectOption[] = [
    { value: 'sante', label: 'Santé', mandatory: true },
    { value: 'education', label: 'Éducation' },
    { value: 'commerce', label: 'Commerce' },
  ];

  it('keep the mandatory options when cleared (SPEC §4)', () => {
    expect(keepMandatory(sectors, ['education', 'sante', 'commerce'])).toEqual(['sante']);
    const { changes } = renderChoice(SelectMultipleControl, { type: 'select_multiple', values: sectors }, ['sante', 'education']);
    clearField();
    expect(changes).toEqual([['sante']]);
  });

  it('add an option as a chip, and give no delete to the chip of a mandatory option', () => {
    const { changes } = renderChoice(SelectMultipleControl, { type: 'select_multiple', values: sectors }, ['sante']);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Champ' }));
    fireEvent.click(screen.getByRole('option', { name: 'Commerce' }));
    expect(changes).toEqual([['sante', 'commerce']]);
    const chips = document.querySelectorAll('.MuiChip-root');
    expect([...chips].map((chip) => [chip.textContent, chip.querySelector('.MuiChip-deleteIcon') !== null])).toEqual([
      ['Santé', false],
      ['Commerce', true],
    ]);
  });
});

describe('creatable multi-selects', () => {
  const property = { type: 'select_multiple_creatable', validation_schema: email } as const;

  it('check each entry against the schema', () => {
    const full = { name: 'emails', label: 'E-mails', required: false, read_only: false, ...property };
    expect(checkCreatable(full, '  compta@exemple.fr ', [])).toEqual({ kind: 'valid', value: 'compta@exemple.fr' });
    expect(checkCreatable(full, 'compta@', [])).toEqual({ kind: 'invalid', message: messages.form.invalidEmail });
    expect(checkCreatable(full, 'compta@exemple.fr', ['compta@exemple.fr'])).toEqual({ kind: 'none' });
    expect(checkCreatable({ ...full, validation_schema: undefined }, 'anything', [])).toEqual({ kind: 'valid', value: 'anything' });
  });

  it('show the schema message in red for an invalid entry and do not add it', () => {
    const { changes } = renderChoice(CreatableControl, property, ['a@exemple.fr']);
    const input = screen.getByRole('combobox', { name: 'Champ' });
    fireEvent.change(input, { target: { value: 'pas-un-email' } });
    const message = screen.getByText(messages.form.invalidEmail);
    expect(message.className).toContain('Mui-error');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(changes).toEqual([]);
    expect((input as HTMLInputElement).value).toBe('pas-un-email');
  });

  it('offer a valid entry as ‘Ajouter "…"’ and add it', () => {
    const { changes } = renderChoice(CreatableControl, property, ['a@exemple.fr']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Champ' }), { target: { value: 'b@exemple.fr' } });
    fireEvent.click(screen.getByRole('option', { name: 'Ajouter "b@exemple.fr"' }));
    expect(changes).toEqual([['a@exemple.fr', 'b@exemple.fr']]);
    expect(screen.getByText('b@exemple.fr')).toBeTruthy();
  });
});

describe('async selects', () => {
  const employees: SelectOption[] = [
    { value: 3, label: 'MARTIN Julie' },
    { value: 7, label: 'MARTINEZ Paul' },
  ];

  it('name the field of a collection row as collection.field for the options call', () => {
    expect(relationFieldPath({ prefix: 'lines.2.' } as FormScope, 'product')).toBe('lines.product');
    expect(relationFieldPath({ prefix: '' } as FormScope, 'customer')).toBe('customer');
  });

  it('show the current value’s label from the property, and search 200 ms after typing stops', async () => {
    const options = vi.spyOn(formApi, 'options').mockResolvedValue(employees);
    const { changes } = renderChoice(AsyncSelectControl, { type: 'select_async', name: 'employee_id', values: [{ value: 1, label: 'DURAND Marc' }] }, 1);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Champ' });
    expect(input.value).toBe('DURAND Marc');
    fireEvent.mouseDown(input);
    await waitFor(() => expect(options).toHaveBeenCalledWith('absence', 'employee_id', '', expect.anything(), undefined));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(input, { target: { value: 'ma' } });
    act(() => void vi.advanceTimersByTime(150));
    fireEvent.change(input, { target: { value: 'mart' } });
    act(() => void vi.advanceTimersByTime(199));
    expect(options).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(1));
    vi.useRealTimers();
    expect(options).toHaveBeenCalledTimes(2);
    expect(options).toHaveBeenLastCalledWith('absence', 'employee_id', 'mart', expect.anything(), undefined);
    fireEvent.click(await screen.findByRole('option', { name: 'MARTINEZ Paul' }));
    expect(changes).toEqual([7]);
    expect(input.value).toBe('MARTINEZ Paul');
  });

  it('with cancel_auto_fetch, search nothing on opening, say to type, and search once something is typed', async () => {
    const options = vi.spyOn(formApi, 'options').mockResolvedValue(employees);
    renderChoice(AsyncSelectControl, { type: 'select_async', name: 'employee_id', cancel_auto_fetch: true }, null);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Champ' });
    fireEvent.mouseDown(input);
    expect(await screen.findByText(messages.formChoices.typeToSearch)).toBeTruthy();
    expect(options).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'mart' } });
    await waitFor(() => expect(options).toHaveBeenCalledWith('absence', 'employee_id', 'mart', expect.anything(), undefined));
  });

  it('multiple: clearing keeps the mandatory options', () => {
    const quotes = [
      { value: 3, label: 'Devis DE-1', mandatory: true },
      { value: 4, label: 'Devis DE-2' },
    ];
    const { changes } = renderChoice(AsyncSelectControl, { type: 'select_async_multiple', values: quotes }, [3, 4]);
    clearField();
    expect(changes).toEqual([[3]]);
    expect([...document.querySelectorAll('.MuiChip-root')].map((chip) => chip.textContent)).toEqual(['Devis DE-1']);
  });

  it('offer the link to a related record with a positive id, and the inline creation when new_form is set', () => {
    renderChoice(AsyncSelectControl, { type: 'select_async', link: 'customer', new_form: 'customer', values: [{ value: 12, label: 'Mairie (RENNES)' }] }, 12);
    expect(screen.getByRole('button', { name: `${messages.formScreen.openRecord} : Mairie (RENNES)` })).toBeTruthy();
    const newWindow = screen.getByRole('link', { name: `${messages.formScreen.openInNewWindow} : Mairie (RENNES)` });
    expect(newWindow.getAttribute('href')).toBe(`/front/form/customer/${encodeURIComponent(btoa('id=12'))}`);
    expect(newWindow.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: `${messages.formChoices.newEntry} : Champ` })).toBeTruthy();
    cleanup();
    renderChoice(AsyncSelectControl, { type: 'select_async', link: 'customer', new_form: 'customer' }, null, { readOnly: true });
    expect(screen.queryByRole('button', { name: `${messages.formChoices.newEntry} : Champ` })).toBeNull();
    expect(screen.queryByRole('link', { name: new RegExp(messages.formScreen.openInNewWindow) })).toBeNull();
  });

  it('offer only the way linkNewTab chooses to open the related record', () => {
    const values = [{ value: 12, label: 'Mairie (RENNES)' }];
    const dialogButton = { name: `${messages.formScreen.openRecord} : Mairie (RENNES)` };
    const newWindowLink = { name: `${messages.formScreen.openInNewWindow} : Mairie (RENNES)` };
    renderChoice(AsyncSelectControl, { type: 'select_async', link: 'customer', linkNewTab: true, values }, 12);
    expect(screen.queryByRole('button', dialogButton)).toBeNull();
    expect(screen.queryByRole('link', newWindowLink)).not.toBeNull();
    cleanup();
    renderChoice(AsyncSelectControl, { type: 'select_async', link: 'customer', linkNewTab: false, values }, 12);
    expect(screen.queryByRole('button', dialogButton)).not.toBeNull();
    expect(screen.queryByRole('link', newWindowLink)).toBeNull();
  });
});

describe('treeviews', () => {
  const tree = [
    { type: 'node', value: 1, label: 'Papeterie', children: [{ type: 'node', value: 2, label: 'Stylos', children: [] }] },
    { type: 'node', value: 3, label: 'Informatique', children: [] },
  ];

  it('show the chosen node as its path from the root', () => {
    expect(pathLabel(treePath(tree, 2)!)).toBe('Papeterie › Stylos');
    expect(treePath(tree, 99)).toBeNull();
    renderChoice(TreeviewControl, { type: 'treeview', treeview: tree }, 2);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Champ' }).value).toBe('Papeterie › Stylos');
  });

  it('pick a node in the popup tree', () => {
    const { changes } = renderChoice(TreeviewControl, { type: 'treeview', treeview: tree }, 2);
    fireEvent.click(screen.getByRole('button', { name: `${messages.formChoices.choose} : Champ` }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByText('Informatique'));
    fireEvent.click(within(dialog).getByRole('button', { name: messages.formChoices.choose }));
    expect(changes).toEqual([3]);
  });

  it('offer adding, editing and deleting nodes only when the tree module is named and the field is writable', () => {
    renderChoice(TreeviewControl, { type: 'treeview', treeview: tree, link: 'product_category', treeview_configuration: { types: ['node'], root_actions: ['add'] } }, null);
    fireEvent.click(screen.getByRole('button', { name: `${messages.formChoices.choose} : Champ` }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: messages.formChoices.treeAdd })).toHaveProperty('disabled', false);
    expect(within(dialog).getByRole('button', { name: messages.formChoices.treeEdit })).toHaveProperty('disabled', true);
    cleanup();
    renderChoice(TreeviewControl, { type: 'treeview', treeview: tree }, null);
    fireEvent.click(screen.getByRole('button', { name: `${messages.formChoices.choose} : Champ` }));
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: messages.formChoices.treeAdd })).toBeNull();
  });
});

describe('icon pickers', () => {
  it('know about 120 icons or more, each with a French label of its own', () => {
    expect(ICONS.length).toBeGreaterThanOrEqual(120);
    expect(new Set(ICONS.map((entry) => entry.label)).size).toBe(ICONS.length);
  });

  it('search icons by their French label, accents and case aside', () => {
    expect(searchIcons('voiture').map((entry) => entry.name)).toEqual(['directions_car']);
    expect(searchIcons('ECOLE').map((entry) => entry.name)).toEqual(['school']);
    expect(searchIcons('')).toHaveLength(ICONS.length);
    expect(searchIcons('car')).not.toContainEqual(expect.objectContaining({ name: 'directions_car' }));
  });

  it('show the default icon, then store the English name of the icon picked after a search', () => {
    const { changes } = renderChoice(IconPickerControl, { type: 'icon_picker', label: 'Icône' }, null);
    fireEvent.click(screen.getByRole('button', { name: 'Icône' }));
    const popover = screen.getByRole('dialog', { name: messages.formChoices.iconPickerTitle });
    fireEvent.change(within(popover).getByRole('textbox', { name: messages.formScreen.search }), { target: { value: 'vélo' } });
    expect(within(popover).getAllByRole('option').map((option) => option.getAttribute('aria-label'))).toEqual(['Vélo']);
    fireEvent.click(within(popover).getByRole('option', { name: 'Vélo' }));
    expect(changes).toEqual(['directions_bike']);
    expect(screen.getByRole('button', { name: 'Icône : Vélo' })).toBeTruthy();
  });

  it('show a read-only icon field’s icon, named by its French label', () => {
    renderChoice(IconControl, { type: 'icon', label: 'État du stock' }, 'warning');
    expect(screen.getByRole('img', { name: 'Avertissement' })).toBeTruthy();
  });
});
