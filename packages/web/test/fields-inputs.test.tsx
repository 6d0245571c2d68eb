import { messages } from '@ossature/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BooleanControl } from '../src/engines/form/renderers/fields/inputs/BooleanControl';
import { ColorControl } from '../src/engines/form/renderers/fields/inputs/ColorControl';
import { DecimalControl } from '../src/engines/form/renderers/fields/inputs/DecimalControl';
import { LinkControl } from '../src/engines/form/renderers/fields/inputs/LinkControl';
import { PasswordControl } from '../src/engines/form/renderers/fields/inputs/PasswordControl';
import { PhoneControl } from '../src/engines/form/renderers/fields/inputs/PhoneControl';
import { RatingControl } from '../src/engines/form/renderers/fields/inputs/RatingControl';
import { SocialSecurityNumberControl } from '../src/engines/form/renderers/fields/inputs/SocialSecurityNumberControl';
import { acceptTyped, parseTyped } from '../src/engines/form/renderers/fields/inputs/decimal-text';
import { renderField } from './fields-inputs-harness';

afterEach(cleanup);

/** Intl's French spaces: narrow no-break between thousands, no-break before the currency. */
const NNBSP = '\u202f';
const NBSP = '\u00a0';

const input = () => screen.getByLabelText<HTMLInputElement>('Champ');
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe('money fields', () => {
  it('show the amount formatted with its adornment when not focused, and as a plain number while edited', () => {
    renderField(DecimalControl, { type: 'money', adornment: '€' }, 1234.5);
    expect(input().value).toBe(`1${NNBSP}234,50${NBSP}€`);
    fireEvent.focus(input());
    expect(input().value).toBe('1234,5');
    // The whole amount is selected, so what is typed next replaces it.
    expect([input().selectionStart, input().selectionEnd]).toEqual([0, 6]);
    expect(screen.getByText('€')).toBeTruthy();
    fireEvent.blur(input());
    expect(input().value).toBe(`1${NNBSP}234,50${NBSP}€`);
  });

  it('refuse a third decimal as it is typed', () => {
    const { changes } = renderField(DecimalControl, { type: 'money' }, null);
    fireEvent.focus(input());
    type('12,3');
    type('12,34');
    type('12,345');
    expect(input().value).toBe('12,34');
    expect(changes).toEqual([12.3, 12.34]);
  });

  it('show another adornment when the field has one', () => {
    renderField(DecimalControl, { type: 'money', adornment: '$' }, 3);
    expect(input().value).toBe(`3,00${NBSP}$`);
  });

  it('show a read-only amount formatted, in a box that takes no typing', () => {
    renderField(DecimalControl, { type: 'money' }, 99.9, { readOnly: true });
    expect(input().value).toBe(`99,90${NBSP}€`);
    expect(input().readOnly).toBe(true);
  });
});

describe('number fields', () => {
  it('take a French comma for their decimals', () => {
    const { changes } = renderField(DecimalControl, { type: 'number', decimals: 2 }, null);
    fireEvent.focus(input());
    type('12,5');
    expect(changes).toEqual([12.5]);
    fireEvent.blur(input());
    expect(input().value).toBe('12,5');
  });

  it('refuse decimals when the field takes integers, and negatives when its minimum is 0', () => {
    const { changes } = renderField(DecimalControl, { type: 'number', min: 0 }, 7);
    fireEvent.focus(input());
    type('7,');
    type('-7');
    expect(input().value).toBe('7');
    expect(changes).toEqual([]);
  });

  it('give no value when emptied', () => {
    const { changes } = renderField(DecimalControl, { type: 'number' }, 45000);
    expect(input().value).toBe(`45${NNBSP}000`);
    fireEvent.focus(input());
    type('');
    expect(changes).toEqual([null]);
  });

  it('are not changed by the mouse wheel', () => {
    const { changes } = renderField(DecimalControl, { type: 'number' }, 10);
    fireEvent.focus(input());
    fireEvent.wheel(input(), { deltaY: -100 });
    fireEvent.wheel(input(), { deltaY: 100 });
    expect(input().value).toBe('10');
    expect(input().type).toBe('text');
    expect(changes).toEqual([]);
  });

  it('say at once when the value is out of bounds, in the server’s words', () => {
    renderField(DecimalControl, { type: 'number', min: 0, max: 90, decimals: 6 }, 12);
    fireEvent.focus(input());
    type('91');
    expect(screen.getByText('La valeur doit être au plus 90.')).toBeTruthy();
  });

  it('read typed texts the way the server parses them', () => {
    expect(acceptTyped('1 234.5', 2, true)).toBe('1234,5');
    expect(acceptTyped('1,234', 2, true)).toBeNull();
    expect(acceptTyped('a', 2, true)).toBeNull();
    expect(parseTyped('-')).toBeNull();
    expect(parseTyped('-3,')).toBe(-3);
  });
});

describe('phone fields', () => {
  it('store the number without spaces and show it by pairs of digits', () => {
    const { changes } = renderField(PhoneControl, { type: 'phone' }, '0612345678');
    expect(input().value).toBe('06 12 34 56 78');
    fireEvent.focus(input());
    type('01.23.45.67.89');
    expect(changes).toEqual(['0123456789']);
    fireEvent.blur(input());
    expect(input().value).toBe('01 23 45 67 89');
  });

  it('show a red icon once an invalid number is longer than one character', () => {
    renderField(PhoneControl, { type: 'phone' }, null);
    fireEvent.focus(input());
    type('0');
    expect(screen.queryByRole('img', { name: messages.form.invalidPhone })).toBeNull();
    type('06 12');
    expect(screen.getByRole('img', { name: messages.form.invalidPhone })).toBeTruthy();
    type('06 12 34 56 78');
    expect(screen.queryByRole('img', { name: messages.form.invalidPhone })).toBeNull();
  });
});

describe('read-only fields', () => {
  it('show the formatted phone and social security numbers in boxes that take no typing', () => {
    renderField(PhoneControl, { type: 'phone' }, '0612345678', { readOnly: true });
    expect(input().value).toBe('06 12 34 56 78');
    expect(input().readOnly).toBe(true);
    cleanup();
    renderField(SocialSecurityNumberControl, { type: 'social_security_number' }, '185057800608', { readOnly: true });
    expect(input().value).toBe('1 85 05 78 006 08');
    expect(input().readOnly).toBe(true);
  });

  it('show a read-only flag as a checkbox that cannot be changed, and a read-only rating as stars', () => {
    renderField(BooleanControl, { type: 'boolean' }, true, { readOnly: true });
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Champ' }).disabled).toBe(true);
    cleanup();
    renderField(RatingControl, { type: 'rating', max: 5 }, 3, { readOnly: true });
    expect(screen.getByRole('img', { name: '3 Etoiles' })).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });
});

describe('social security number fields', () => {
  it('keep only digits and A/B, uppercased, 13 at most, and show them with spaces', () => {
    const { changes } = renderField(SocialSecurityNumberControl, { type: 'social_security_number' }, null);
    type('2-69 05 2a 006 084 97');
    expect(changes).toEqual(['269052A006084']);
    expect(input().value).toBe('2 69 05 2A 006 084');
  });
});

describe('link fields', () => {
  it('get https:// when left without a scheme, and an open button for external links', () => {
    const { changes } = renderField(LinkControl, { type: 'link' }, null);
    type('www.saint-aubin.fr');
    expect(screen.queryByRole('link', { name: messages.formInputs.openLink })).toBeNull();
    fireEvent.blur(input());
    expect(changes.at(-1)).toBe('https://www.saint-aubin.fr');
    const open = screen.getByRole('link', { name: messages.formInputs.openLink });
    expect(open.getAttribute('href')).toBe('https://www.saint-aubin.fr');
    expect(open.getAttribute('target')).toBe('_blank');
  });

  it('keep the ftp and ssh schemes, which are not opened as web pages', () => {
    const { changes } = renderField(LinkControl, { type: 'link' }, null);
    type('ftp://archives.example');
    fireEvent.blur(input());
    expect(changes).toEqual(['ftp://archives.example']);
    expect(screen.queryByRole('link', { name: messages.formInputs.openLink })).toBeNull();
  });
});

describe('colour fields', () => {
  it('take a hex colour typed or picked, and flag any other text', () => {
    const { changes } = renderField(ColorControl, { type: 'color' }, '#0b5cad');
    const swatch = screen.getByLabelText<HTMLInputElement>(messages.formInputs.pickColor);
    expect(swatch.value).toBe('#0b5cad');
    type('#12');
    expect(screen.getByText(messages.form.invalidColor)).toBeTruthy();
    type('#12ab34');
    expect(screen.queryByText(messages.form.invalidColor)).toBeNull();
    fireEvent.change(swatch, { target: { value: '#ff0000' } });
    expect(changes).toEqual(['#12', '#12ab34', '#ff0000']);
    expect(input().value).toBe('#ff0000');
  });
});

describe('password fields', () => {
  it('start empty, say that empty keeps the password, and show or hide what is typed', () => {
    const helperText = 'Laissez vide pour conserver le code actuel.';
    renderField(PasswordControl, { type: 'password', helperText }, null);
    expect(input().value).toBe('');
    expect(input().type).toBe('password');
    expect(screen.getByText(helperText)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: messages.formInputs.showPassword }));
    expect(input().type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: messages.formInputs.hidePassword }));
    expect(input().type).toBe('password');
  });

  it('state the strong-password rule while the typed password breaks it', () => {
    const { changes } = renderField(PasswordControl, { type: 'password_strong' }, null);
    expect(screen.queryByText(messages.form.strongPassword)).toBeNull();
    type('court');
    expect(screen.getByText(messages.form.strongPassword)).toBeTruthy();
    type('Saint-Aubin!2026x');
    expect(screen.queryByText(messages.form.strongPassword)).toBeNull();
    type('');
    expect(changes.at(-1)).toBeNull();
  });

  it('show nothing when read-only: there is no password to read', () => {
    const { container } = renderField(PasswordControl, { type: 'password' }, null, { readOnly: true });
    expect(container.textContent).toBe('');
  });
});

describe('boolean and rating fields', () => {
  it('a checkbox with its label gives true or false', () => {
    const { changes } = renderField(BooleanControl, { type: 'boolean' }, false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Champ' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Champ' }));
    expect(changes).toEqual([true, false]);
  });

  it('a rating gives the number of stars chosen, out of the field’s max', () => {
    const { changes } = renderField(RatingControl, { type: 'rating', max: 5 }, 2);
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    fireEvent.click(screen.getByRole('radio', { name: '4 Etoiles' }));
    expect(changes).toEqual([4]);
  });
});
