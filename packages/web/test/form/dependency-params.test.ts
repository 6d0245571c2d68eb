import { decodeParams } from '@ossature/contract';
import { describe, expect, it } from 'vitest';
import { dependencyParams } from '../../src/engines/form/rules/dependency-params';

describe('the params of an options search', () => {
  it('carry the current values of the fields the relation depends on, empty ones as empty, lists as name[] pairs', () => {
    const params = dependencyParams(['customer', 'site', 'tags'], { customer: 12, site: null, tags: ['a', 'b'], other: 'x' });
    const decoded = decodeParams(params);
    expect([decoded.get('customer'), decoded.get('site'), decoded.getAll('tags[]'), decoded.has('other')]).toEqual(['12', '', ['a', 'b'], false]);
  });

  it('are none when the relation depends on nothing', () => {
    expect(dependencyParams(undefined, { customer: 12 })).toBeUndefined();
    expect(dependencyParams([], { customer: 12 })).toBeUndefined();
  });
});
