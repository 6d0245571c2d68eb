import { afterEach, describe, expect, it } from 'vitest';
import { canGoBackInApp } from '../../src/engines/form/rules/history-back';

describe('going back', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('stays in the app when the router made the entry before this one', () => {
    window.history.replaceState({ idx: 2 }, '');
    expect(canGoBackInApp()).toBe(true);
  });

  it('would leave the app from the entry the document was opened on', () => {
    window.history.replaceState({ idx: 0 }, '');
    expect(canGoBackInApp()).toBe(false);
    window.history.replaceState(null, '');
    expect(canGoBackInApp()).toBe(false);
  });
});
