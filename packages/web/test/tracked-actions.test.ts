import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackFieldChange, trackedActions } from '../src/tracking/tracked-actions';

afterEach(() => vi.useRealTimers());

const fieldChanges = () => trackedActions().filter((action) => action.type === 'field_change');

describe('field-change tracking', () => {
  it('counts typing in a field as one action, once it has paused for 2000 ms', () => {
    vi.useFakeTimers();
    const before = fieldChanges().length;
    // SPEC §9's figure, written out: a test reading the constant would pass whatever it says.
    trackFieldChange('invoice', 'customer');
    vi.advanceTimersByTime(1999);
    trackFieldChange('invoice', 'customer');
    vi.advanceTimersByTime(1999);
    expect(fieldChanges()).toHaveLength(before);
    vi.advanceTimersByTime(1);
    expect(fieldChanges()).toHaveLength(before + 1);
    expect(fieldChanges().at(-1)?.detail).toBe('invoice.customer');
  });

  it('tracks two fields changed together as two actions', () => {
    vi.useFakeTimers();
    const before = fieldChanges().length;
    trackFieldChange('invoice', 'customer');
    trackFieldChange('invoice', 'lines.quantity');
    vi.advanceTimersByTime(2000);
    expect(fieldChanges().slice(before).map((action) => action.detail)).toEqual(['invoice.customer', 'invoice.lines.quantity']);
  });
});
