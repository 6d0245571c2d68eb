import { messages } from '@ossature/contract';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateControl } from '../src/engines/form/renderers/fields/inputs/dates/DateControl';
import { TimeControl } from '../src/engines/form/renderers/fields/inputs/dates/TimeControl';
import { pickDate, storedToDate } from '../src/engines/form/renderers/fields/inputs/dates/date-values';
import { renderField } from './fields-inputs-harness';

afterEach(cleanup);

/** The text the picker's field shows (it keeps it in a hidden input beside its sections). */
const shownText = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input#field-field')!.value;

/** Types digits into one section of the picker's field, the way the browser reports each keystroke. */
function typeIn(section: string, digits: string) {
  const element = screen.getByRole('spinbutton', { name: section });
  act(() => element.focus());
  for (const digit of digits) fireEvent.input(element, { target: { textContent: digit } });
}

describe('date fields', () => {
  it('show a stored date the French way, and "0000-00-00" or an impossible stored date as empty', () => {
    let view = renderField(DateControl, { type: 'date' }, '2026-01-15');
    expect(shownText(view.container)).toBe('15/01/2026');
    cleanup();
    view = renderField(DateControl, { type: 'date' }, '0000-00-00');
    expect(shownText(view.container)).toBe('');
    cleanup();
    view = renderField(DateControl, { type: 'date' }, '2026-02-30');
    expect(shownText(view.container)).toBe('');
  });

  it('say "Date invalide" for an impossible date as it is typed, keep it out of the values, and tell the form', () => {
    const { changes, reported } = renderField(DateControl, { type: 'date' }, '2026-01-15');
    typeIn('Jour', '31');
    typeIn('Mois', '02');
    expect(screen.getByText(messages.form.invalidDate)).toBeTruthy();
    // The form hears it, so that a save waits until the date is fixed.
    expect(reported.invalid).toBe(messages.form.invalidDate);
    // Each keystroke that makes a real date reaches the form (3, then 31 January); 31 February does not.
    expect(changes.at(-1)).toBe('2026-01-31');
    typeIn('Jour', '28');
    expect(screen.queryByText(messages.form.invalidDate)).toBeNull();
    expect(changes.at(-1)).toBe('2026-02-28');
    expect(reported.invalid).toBeNull();
  });

  it('say "La date est trop petite" for a year before 1900, and keep it out of the values', () => {
    const { changes, container } = renderField(DateControl, { type: 'date' }, '2020-01-01');
    typeIn('Année', '0202');
    expect(shownText(container)).toBe('01/01/0202');
    expect(screen.getByText(messages.form.dateTooSmall)).toBeTruthy();
    expect(changes).toEqual([]);
  });

  it('give the form nothing until a new date is complete', () => {
    const { changes } = renderField(DateControl, { type: 'date' }, null);
    typeIn('Jour', '15');
    typeIn('Mois', '01');
    expect(changes).toEqual([]);
    typeIn('Année', '2026');
    expect(changes).toEqual(['2026-01-15']);
    expect(screen.queryByText(messages.form.dateTooSmall)).toBeNull();
  });

  it('show a read-only date as French text in a box that takes no typing', () => {
    renderField(DateControl, { type: 'date' }, '2026-01-15', { readOnly: true });
    const box = screen.getByLabelText<HTMLInputElement>('Champ');
    expect(box.value).toBe('15/01/2026');
    expect(box.readOnly).toBe(true);
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });
});

describe('other date kinds', () => {
  it('a datetime shows dd/MM/yyyy HH:mm and stores yyyy-MM-dd HH:mm:ss', () => {
    const { changes, container } = renderField(DateControl, { type: 'datetime' }, '2026-03-04 09:30:00');
    expect(shownText(container)).toBe('04/03/2026 09:30');
    typeIn('Heures', '14');
    expect(changes.at(-1)).toBe('2026-03-04 14:30:00');
  });

  it('a monthly date shows MM/yyyy and stores yyyy-MM', () => {
    const { changes, container } = renderField(DateControl, { type: 'date_monthly' }, '2026-03');
    expect(shownText(container)).toBe('03/2026');
    typeIn('Mois', '11');
    expect(changes.at(-1)).toBe('2026-11');
  });

  it('a year shows and stores yyyy', () => {
    const { changes, container } = renderField(DateControl, { type: 'year' }, '2019');
    expect(shownText(container)).toBe('2019');
    typeIn('Année', '2021');
    expect(changes.at(-1)).toBe('2021');
  });

  it('a time shows and stores HH:mm, 24-hour', () => {
    const { changes, container } = renderField(TimeControl, { type: 'time' }, '08:15');
    expect(shownText(container)).toBe('08:15');
    typeIn('Heures', '17');
    expect(changes.at(-1)).toBe('17:15');
  });
});

describe('date verdicts', () => {
  it('follow the contract’s rules for stored dates', () => {
    expect(storedToDate('date', '0000-00-00')).toBeNull();
    expect(storedToDate('year', 2026)?.getFullYear()).toBe(2026);
    expect(pickDate('date', new Date(2026, 0, 15), null)).toEqual({ value: '2026-01-15' });
    expect(pickDate('date', new Date(Number.NaN), 'invalidDate')).toEqual({ message: 'Date invalide' });
    expect(pickDate('date', new Date(1899, 11, 31), 'minDate')).toEqual({ message: 'La date est trop petite' });
    expect(pickDate('datetime', new Date(2026, 0, 15, 8, 5, 9), null)).toEqual({ value: '2026-01-15 08:05:09' });
    expect(pickDate('date', null, null)).toEqual({ value: null });
  });
});
