import { describe, expect, it } from 'vitest';
import { withoutLinkToken } from '../src/infra/request-log.js';

describe('the request log', () => {
  it('keeps an export link’s token out of the URL it writes, and the rest of the URL as it was', () => {
    expect(withoutLinkToken('/proxy/list/export/12?jwt=abc-DEF_123')).toBe('/proxy/list/export/12?jwt=…');
    expect(withoutLinkToken('/proxy/list/export/12?x=1&jwt=abc&y=2')).toBe('/proxy/list/export/12?x=1&jwt=…&y=2');
    expect(withoutLinkToken('/proxy/list/invoice')).toBe('/proxy/list/invoice');
  });
});
