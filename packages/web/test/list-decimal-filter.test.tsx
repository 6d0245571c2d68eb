import type { ListColumn } from '@ossature/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterValueInput } from '../src/engines/list/view/filters/FilterValueInput';
import type { FilterRow } from '../src/engines/list/state/list-query';

afterEach(cleanup);

const amount = { name: 'total_excl_vat', label: 'Total HT', type: 'money', operators: ['equal'] } as unknown as ListColumn;
const state = { filters: { link: 'AND' as const, rows: [] }, search: '' };

function renderField(row: FilterRow, onChange = vi.fn<(value: FilterRow['value']) => void>()) {
  const view = render(<FilterValueInput domain="invoice" params={undefined} state={state} column={amount} row={row} onChange={onChange} />);
  return { ...view, onChange, field: () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Valeur' }) };
}

describe('an amount typed in a filter row', () => {
  it('gives the row the number it reads, and keeps the text as typed', () => {
    const { field, onChange, rerender } = renderField({ column: 'total_excl_vat', operator: 'equal', value: null });
    fireEvent.change(field(), { target: { value: '14 704,32 €' } });
    expect(onChange).toHaveBeenLastCalledWith('14704.32');
    rerender(<FilterValueInput domain="invoice" params={undefined} state={state} column={amount} row={{ column: 'total_excl_vat', operator: 'equal', value: '14704.32' }} onChange={onChange} />);
    expect(field().value).toBe('14 704,32 €');
    expect(screen.queryByText('Filtre non valide')).toBeNull();
  });

  it('says a text that is no number is not valid and gives the row nothing; a change from elsewhere clears it', () => {
    const { field, onChange, rerender } = renderField({ column: 'total_excl_vat', operator: 'equal', value: '12' });
    fireEvent.change(field(), { target: { value: '12a' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Filtre non valide')).toBeTruthy();
    // Another column chosen: the row starts over, and the field with it.
    rerender(<FilterValueInput domain="invoice" params={undefined} state={state} column={amount} row={{ column: 'total_incl_vat', operator: 'equal', value: null }} onChange={onChange} />);
    expect(field().value).toBe('');
    expect(screen.queryByText('Filtre non valide')).toBeNull();
  });
});
