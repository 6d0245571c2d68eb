import { type Property, messages } from '@ossature/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DenseEditor } from '../src/engines/form/renderers/collections/DenseEditor';

afterEach(cleanup);

const cell = (type: string, value: unknown) => {
  const changes: unknown[] = [];
  const property: Property = { name: 'x', type, label: 'Colonne', required: false, read_only: false };
  render(<DenseEditor property={property} value={value} error={undefined} readOnly={false} label="Colonne, ligne 1" onChange={(next) => changes.push(next)} onInvalid={() => undefined} />);
  return { changes, input: screen.getByLabelText<HTMLInputElement>('Colonne, ligne 1') };
};

describe('dense-table cells', () => {
  it('keep a phone number without spaces and show it by pairs, flagging an invalid one, as the form field does', () => {
    const { changes, input } = cell('phone', '0612345678');
    expect(input.value).toBe('06 12 34 56 78');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '06 12 34' } });
    expect(changes.at(-1)).toBe('061234');
    cleanup();
    cell('phone', '0612');
    expect(screen.getByTitle(messages.form.invalidPhone)).toBeTruthy();
  });

  it('show an amount with its two decimals, and take what is typed as typed', () => {
    const { changes, input } = cell('money', 393.9);
    expect(input.value).toBe('393,90');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '393,5' } });
    expect(input.value).toBe('393,5');
    expect(changes.at(-1)).toBe(393.5);
  });

  it('give a link without scheme its https:// when the cell is left', () => {
    const { changes, input } = cell('link', 'www.example.fr');
    fireEvent.blur(input);
    expect(changes).toEqual(['https://www.example.fr']);
  });
});
