import type { ListColumn, Property } from '@ossature/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cellText, isNumericKind } from '../src/engines/form/renderers/collections/cell-text';
import { alignOf, cellContent } from '../src/engines/list/cells/list-cell';

const column = (format: ListColumn['format'], over: Partial<ListColumn> = {}) => ({ name: 'value', label: 'Valeur', format, ...over }) as ListColumn;
const property = (type: string, over: Partial<Property> = {}): Property => ({ name: 'value', type, label: 'Valeur', required: false, read_only: false, ...over });

afterEach(cleanup);

describe('a value in a list cell and in a form’s collection cell (one set of cell formats)', () => {
  it('writes a number with decimals the same in both', () => {
    // A quantity field accepts 2 decimals; a list column shows at most 2.
    for (const value of [7.25, 7.5, 1234.5, 12]) expect(cellText(property('number', { decimals: 2 }), value)).toBe(cellContent(column('number'), value));
    expect(cellText(property('number', { decimals: 2 }), 1234.5)).toBe('1\u202f234,5');
  });

  it('writes a number whose property gives no decimals as a list does: at most 2', () => {
    expect(cellText(property('number'), 3.14159)).toBe('3,14');
    expect(cellText(property('number'), 3.14159)).toBe(cellContent(column('number'), 3.14159));
  });

  it('writes an amount in euros the same in both', () => {
    expect(cellText(property('money', { decimals: 2 }), 14704.32)).toBe(cellContent(column('money'), 14704.32));
    expect(cellText(property('money'), -0.5)).toBe(cellContent(column('money'), -0.5));
    expect(cellText(property('money'), 14704.32)).toBe(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(14704.32));
  });

  it('writes a long text whole in both where nothing cuts it: a property’s max_length is what its field accepts', () => {
    const note = 'Livraison à prévoir le matin, accès par la cour arrière, sonner deux fois.';
    expect(cellText(property('string', { max_length: 20 }), note)).toBe(note);
    expect(cellContent(column('text'), note)).toBe(note);
  });

  it('cuts a long text at a list column’s max_length with ..., the whole text its title', () => {
    const note = 'Livraison à prévoir le matin';
    render(cellContent(column('text', { max_length: 9 }), note));
    expect(screen.getByTitle(note).textContent).toBe('Livraison...');
  });

  it('right-aligns amounts and numbers in both', () => {
    expect(isNumericKind('money')).toBe(alignOf(column('money')) === 'right');
    expect(isNumericKind('number')).toBe(alignOf(column('number')) === 'right');
    expect(isNumericKind('string')).toBe(false);
    expect(alignOf(column('text'))).toBe('left');
  });
});
