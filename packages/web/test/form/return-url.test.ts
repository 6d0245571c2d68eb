import { decodeParams, encodeBase64 } from '@ossature/contract';
import { describe, expect, it } from 'vitest';
import { cutNestedContent, resolveTarget } from '../../src/engines/form/rules/navigation-target';
import { fillReturnUrl, valuesQuery } from '../../src/engines/form/rules/return-url';

describe('submit and return', () => {
  it('writes non-empty values as pairs: arrays as name[], booleans as 1/0, related records by id', () => {
    expect(valuesQuery({ name: 'Dupont', empty: '', none: null, tags: ['a', 'b'], active: true, archived: false, file: { id: 7, filename: 'x' }, count: 0 })).toBe(
      'name=Dupont&tags%5B%5D=a&tags%5B%5D=b&active=1&archived=0&file=7&count=0',
    );
  });

  it('fills the placeholder of the return URL’s last segment and leaves other URLs as they are', () => {
    const url = `/list/customer/${encodeURIComponent(encodeBase64('mode=pick&{values}'))}`;
    const filled = fillReturnUrl(url, { customer: 12, urgent: true });
    expect(filled.startsWith('/list/customer/')).toBe(true);
    const query = decodeParams(decodeURIComponent(filled.split('/').pop()!));
    expect([...query]).toEqual([
      ['mode', 'pick'],
      ['customer', '12'],
      ['urgent', '1'],
    ]);
    expect(fillReturnUrl('/list/customer', { a: 1 })).toBe('/list/customer');
    expect(fillReturnUrl(`/list/x/${encodeBase64('a=1')}`, { b: 2 })).toBe(`/list/x/${encodeBase64('a=1')}`);
  });
});

describe('button targets and nested content', () => {
  it('navigate relative to the URL cut before its last /form or /content', () => {
    expect(resolveTarget('/form/invoice/aWQ9NDI=', 'form/quote')).toBe('/form/quote');
    expect(resolveTarget('/content/dossier/abc/form/note/xyz', 'form/task/new')).toBe('/content/dossier/abc/form/task/new');
    expect(resolveTarget('/content/dossier/abc', '/list/x')).toBe('/list/x');
    expect(resolveTarget('/list/customer', 'form/customer')).toBe('/list/customer/form/customer');
  });

  it('keep only the last /content of nested URLs', () => {
    expect(cutNestedContent('/content/a/content/b/x')).toBe('/content/b/x');
    expect(cutNestedContent('/content/a/form/b')).toBe('/content/a/form/b');
    expect(cutNestedContent('/list/a')).toBe('/list/a');
  });
});
