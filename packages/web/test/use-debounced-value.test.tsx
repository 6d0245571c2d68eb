import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from '../src/ui/use-debounced-value';

const isEmpty = (text: string) => text === '';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a debounced search', () => {
  it('is the value typed once typing pauses, an emptied one at once, and never the search before it', () => {
    const { result, rerender } = renderHook(({ typed }) => useDebouncedValue(typed, 200, isEmpty), { initialProps: { typed: '' } });
    rerender({ typed: 'Pay' });
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('Pay');

    rerender({ typed: '' });
    expect(result.current).toBe('');
    // Typed again within the pause: the emptied search holds until this one settles, 'Pay' never comes back.
    rerender({ typed: 'E' });
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('E');
  });
});
