import { decodeParams, encodeParams } from '@ossature/contract';
import { describe, expect, it } from 'vitest';
import { copyParams, copySourceOf } from '../../src/engines/form/rules/copy-params';

describe('the params of a copy', () => {
  it('name the record copied, not as the page’s record, and keep the page’s other params', () => {
    const params = copyParams(encodeParams({ id: 12, default_tab_name: 'adresse' }), 12);
    expect([...decodeParams(params)]).toEqual([
      ['default_tab_name', 'adresse'],
      ['copy_of', '12'],
    ]);
    expect(copySourceOf(params)).toBe(12);
  });

  it('name no copy on a record’s page, a new record’s, or with a source that is not an id', () => {
    expect(copySourceOf(encodeParams({ id: 12 }))).toBeNull();
    expect(copySourceOf(undefined)).toBeNull();
    expect(copySourceOf(encodeParams({ copy_of: 'abc' }))).toBeNull();
  });
});
