import { type Property, decodeParams } from '@ossature/contract';
import { describe, expect, it } from 'vitest';
import { cellText } from '../src/engines/form/renderers/collections/cell-text';
import { acceptedImages, isNeverUpdated } from '../src/engines/form/renderers/collections/gallery-items';
import { newRowParams, openRowParams } from '../src/engines/form/renderers/collections/linked-params';
import { rowErrorCount } from '../src/engines/form/renderers/collections/row-errors';
import { moveRow } from '../src/engines/form/renderers/collections/row-order';
import { rowTitle } from '../src/engines/form/renderers/collections/title-template';

const property = (name: string, type: string, extra: Partial<Property> = {}): Property => ({ name, type, label: name, required: false, read_only: false, ...extra });

const contactProperties: Record<string, Property> = {
  civility: property('civility', 'select', { values: [{ value: 'mme', label: 'Madame' }, { value: 'm', label: 'Monsieur' }] }),
  first_name: property('first_name', 'string'),
  last_name: property('last_name', 'string'),
  since: property('since', 'date'),
};

describe('the title of a collection tab', () => {
  it('fills the template’s $field placeholders from the row, choices by their labels and dates the French way', () => {
    const row = { identifier: 4, values: { civility: 'mme', first_name: 'Léa', last_name: 'MARTIN', since: '2024-03-01' } };
    expect(rowTitle('$civility $first_name $last_name', row, contactProperties)).toBe('Madame Léa MARTIN');
    expect(rowTitle('$last_name depuis le $since', row, contactProperties)).toBe('MARTIN depuis le 01/03/2024');
  });

  it('closes the gap of an empty field', () => {
    expect(rowTitle('$first_name $last_name', { identifier: 4, values: { first_name: null, last_name: 'MARTIN' } }, contactProperties)).toBe('MARTIN');
  });

  it('is # and the identifier when the template gives nothing, and Nouveau for a row never saved', () => {
    expect(rowTitle('$first_name $last_name', { identifier: 12, values: {} }, contactProperties)).toBe('#12');
    expect(rowTitle(undefined, { identifier: 12, values: { first_name: 'Léa' } }, contactProperties)).toBe('#12');
    expect(rowTitle('$first_name', { identifier: null, values: { first_name: '' } }, contactProperties)).toBe('Nouveau');
  });
});

describe('the error badge of a row', () => {
  const errors = {
    name: 'Ce champ est requis',
    'contacts.0.first_name': 'Ce champ est requis',
    'contacts.0.email': "Cette adresse e-mail n'est pas valide.",
    'contacts.0.phones.1.number': "Ce numéro de téléphone n'est pas valide.",
    'contacts.1.last_name': 'Ce champ est requis',
    'contacts.10.last_name': 'Ce champ est requis',
  };

  it('counts the row’s fields in error, those of its nested rows included', () => {
    expect(rowErrorCount(errors, 'contacts', 0)).toBe(3);
  });

  it('counts only its own row (row 1 is not row 10) and nothing for a row without errors', () => {
    expect(rowErrorCount(errors, 'contacts', 1)).toBe(1);
    expect(rowErrorCount(errors, 'contacts', 2)).toBe(0);
    expect(rowErrorCount(errors, 'lines', 0)).toBe(0);
  });
});

/** Rows as their ORDER (position) and content. */
const order = (rows: string[]) => rows.map((row, index) => `${index + 1}:${row}`);

describe('reordering rows', () => {
  const lines = ['a', 'b', 'c', 'd'];

  it('moves a row and renumbers every row by its new position', () => {
    expect(order(moveRow(lines, 3, 0))).toEqual(['1:d', '2:a', '3:b', '4:c']);
    expect(order(moveRow(lines, 0, 2))).toEqual(['1:b', '2:c', '3:a', '4:d']);
  });

  it('moves a row one step up or down (the keyboard’s drag and drop)', () => {
    expect(moveRow(lines, 1, 0)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveRow(lines, 2, 3)).toEqual(['a', 'b', 'd', 'c']);
  });

  it('changes nothing for a move out of range, and never changes the rows it was given', () => {
    expect(moveRow(lines, 0, -1)).toEqual(lines);
    expect(moveRow(lines, 3, 4)).toEqual(lines);
    expect(lines).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('a collection cell as text', () => {
  it('shows dates, money, booleans and choices as the user reads them', () => {
    expect(cellText(property('day', 'date'), '2026-02-03')).toBe('03/02/2026');
    expect(cellText(property('day', 'date'), '0000-00-00')).toBe('');
    expect(cellText(property('cost', 'money'), 1234.5)).toBe(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(1234.5));
    expect(cellText(property('done', 'boolean'), true)).toBe('Oui');
    expect(cellText(property('done', 'boolean'), false)).toBe('Non');
    expect(cellText(contactProperties.civility, 'm')).toBe('Monsieur');
    expect(cellText(property('hours', 'number', { decimals: 2 }), 7.5)).toBe('7,5');
  });

  it('names a related record by the label the server gave, and a file by its name', () => {
    expect(cellText(property('vehicle', 'select_async'), 3, 'AB-123-CD – Renault Clio')).toBe('AB-123-CD – Renault Clio');
    expect(cellText(property('image', 'file'), { id: 3, filename: 'facade.jpg', mime_type: 'image/jpeg' })).toBe('facade.jpg');
    expect(cellText(property('label', 'string'), null)).toBe('');
  });

  it('shows a number with as many decimals as its field accepts, so that a saved value shows whole', () => {
    expect(cellText(property('latitude', 'number', { decimals: 6 }), 45.764043)).toBe('45,764043');
    expect(cellText(property('days', 'number', { decimals: 0 }), 3)).toBe('3');
  });
});

describe('gallery items', () => {
  it('count as never updated when updated_by is empty or 0, or when never saved', () => {
    expect(isNeverUpdated({ identifier: 3, values: { updated_by: '0' } })).toBe(true);
    expect(isNeverUpdated({ identifier: 3, values: { updated_by: '' } })).toBe(true);
    expect(isNeverUpdated({ identifier: 3, values: { updated_by: null } })).toBe(true);
    expect(isNeverUpdated({ identifier: null, values: {} })).toBe(true);
    expect(isNeverUpdated({ identifier: 3, values: { updated_by: '12' } })).toBe(false);
  });

  it('are added from images only: files without a mime type are ignored', () => {
    const files = [new File(['x'], 'photo.png', { type: 'image/png' }), new File(['x'], 'mystery'), new File(['x'], 'notes.pdf', { type: 'application/pdf' })];
    expect(acceptedImages(files).map((file) => file.name)).toEqual(['photo.png']);
  });
});

describe('the params of a linked row’s form', () => {
  it('open a row by its primaryKey, with the parent link as matchParams and copie=0', () => {
    expect(decodeParams(openRowParams(42, 'vehicle', 7)).toString()).toBe('primaryKey=42&vehicle=7&copie=0');
  });

  it('open a new record with the parent link only', () => {
    expect(decodeParams(newRowParams('employee_id', 3)).toString()).toBe('employee_id=3');
  });
});
