import { describe, expect, it } from 'vitest';
import { clearSession, tokenStore } from '../src/api/token-store';
import { queryClient } from '../src/app/query-client';

describe('an ended session', () => {
  it('empties the data cache, so that the next person to log in in this tab never sees the last one’s lists', () => {
    tokenStore.set('token-of-antoine');
    queryClient.setQueryData(['list', 'invoice', ''], { title: 'Factures de Saint-Aubin' });
    queryClient.setQueryData(['list-data', 'invoice', '', 50, 0], { data: [{ _type: 'row' }] });
    clearSession();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(tokenStore.get()).toBeNull();
  });
});
