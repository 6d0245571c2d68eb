import type { ListColumn, ListRow } from '@ossature/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ComponentType, createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { aggregateContent, cellContent } from '../src/engines/list/cells/list-cell';
import { ListCellContent } from '../src/engines/list/view/ListCellContent';
import { listIconsOf } from '../src/engines/list/view/list-icons';
import { cellClass } from '../src/engines/list/view/list-table-styles';
import { type FormDialogProps, FormDialogSlot } from '../src/ui/form-dialog-slot';

const column = (over: Partial<ListColumn>) => ({ name: 'amount', label: 'Montant', format: 'money', ...over }) as ListColumn;
const plain = (text: unknown) => String(text).replace(/\s/g, ' ');

afterEach(cleanup);

describe('a list column’s cells and figures (SPEC §2 formats)', () => {
  it('writes money in euros, numbers with at most 2 decimals and time as hh:mm:ss', () => {
    expect(plain(cellContent(column({}), 1234.5))).toBe('1 234,50 €');
    expect(plain(cellContent(column({ format: 'number' }), 1234.567))).toBe('1 234,57');
    expect(cellContent(column({ format: 'time' }), 3723)).toBe('01:02:03');
    expect(cellContent(column({ format: 'time' }), -59.6)).toBe('-00:01:00');
  });

  it('cuts a text longer than its column’s max_length with ..., and keeps the whole text as the cell’s title', () => {
    const { container } = render(cellContent(column({ format: 'text', max_length: 4 }), 'Facture'));
    expect(container.textContent).toBe('Fact...');
    expect(screen.getByTitle('Facture').textContent).toBe('Fact...');
  });

  it('shows a text within its max_length as it is, with no title', () => {
    expect(cellContent(column({ format: 'text', max_length: 7 }), 'Facture')).toBe('Facture');
    expect(cellContent(column({ format: 'text', max_length: 2 }), null)).toBe('');
  });

  it('writes a count as a number whatever the column holds, and any other figure in the column’s format', () => {
    expect(plain(aggregateContent(column({ aggregate: 'count' }), 1200))).toBe('1 200');
    expect(plain(aggregateContent(column({ aggregate: 'sum' }), 1200))).toBe('1 200,00 €');
    expect(aggregateContent(column({ aggregate: 'sum' }), null)).toBe('');
  });

  it('right-aligns the cells and headers of figures only', () => {
    expect(cellClass(column({}))).toBe('list-cell right');
    expect(cellClass(column({ format: 'time' }), 'list-head')).toBe('list-head right');
    expect(cellClass(column({ format: 'text' }))).toBe('list-cell');
  });
});

/** The form engine's preview, as the app provides it: a dialog named after the record. */
const Preview: ComponentType<FormDialogProps> = ({ title }) => createElement('div', { role: 'dialog', 'aria-label': title });

describe('a column’s preview button (SPEC §2 row-preview popover)', () => {
  const customer = column({ name: 'customer', label: 'Client', format: 'text', popover: { form: 'customer', params: 'id={$customer_id}' } });
  const row = { values: { customer: 'Boulangerie Martin' }, hidden_values: { customer_id: 4 } } as unknown as ListRow;
  const meta = { rowTarget: '', openRow: () => undefined, openLink: () => undefined, icons: listIconsOf('test') };

  it('says it opens a dialog, and whether that dialog is open', () => {
    render(createElement(FormDialogSlot.Provider, { value: Preview }, createElement(ListCellContent, { column: customer, row, first: false, meta })));
    const button = screen.getByRole('button', { name: /Boulangerie Martin/ });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
