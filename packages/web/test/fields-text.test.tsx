import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextControl } from '../src/engines/form/renderers/fields/text-fields';
import { renderField } from './fields-inputs-harness';

afterEach(cleanup);

const box = () => screen.getByLabelText<HTMLTextAreaElement>('Champ');

describe('text fields', () => {
  it('show a memo as a textarea that keeps every line typed, and an emptied text as no value', () => {
    const { changes } = renderField(TextControl, { type: 'memo' }, null);
    expect(box().tagName).toBe('TEXTAREA');
    fireEvent.change(box(), { target: { value: 'Ligne 1\nLigne 2\nLigne 3' } });
    fireEvent.change(box(), { target: { value: '' } });
    expect(changes).toEqual(['Ligne 1\nLigne 2\nLigne 3', null]);
  });

  it('apply the transform as the user types', () => {
    const { changes } = renderField(TextControl, { type: 'string', transform: 'uppercase_first' }, null);
    fireEvent.change(screen.getByLabelText('Champ'), { target: { value: 'rennes' } });
    expect(changes).toEqual(['Rennes']);
  });
});
