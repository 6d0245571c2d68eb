import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteOpening, staleAtOpening } from '../src/engines/list/state/list-page-query';

const cachedAt = (dataUpdatedAt: number) => ({ state: { dataUpdatedAt } });

describe('a list screen asking for its page again as it mounts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes the page its route fetched since opening the list, however long the screen took, and asks again for an older one', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    noteOpening('invoice', undefined);
    const mounting = staleAtOpening('invoice', undefined);
    expect(mounting(cachedAt(1_000_000 + 50))).toBe(false);
    // The screen came 10 s later on a slow phone: the route's answer is still this opening's.
    vi.setSystemTime(1_000_000 + 10_000);
    expect(mounting(cachedAt(1_000_000 + 50))).toBe(false);
    // A page cached by an earlier visit may be out of date.
    expect(mounting(cachedAt(1_000_000 - 1))).toBe(true);
  });

  it('asks again for a list its route never opened, and keeps each list and its params apart', () => {
    vi.useFakeTimers({ now: 2_000_000 });
    noteOpening('vehicle', 'fleet');
    expect(staleAtOpening('customer', undefined)(cachedAt(2_000_000 + 5))).toBe(true);
    expect(staleAtOpening('vehicle', undefined)(cachedAt(2_000_000 + 5))).toBe(true);
    expect(staleAtOpening('vehicle', 'fleet')(cachedAt(2_000_000 + 5))).toBe(false);
  });
});
