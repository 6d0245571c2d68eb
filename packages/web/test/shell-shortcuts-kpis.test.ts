import { describe, expect, it } from 'vitest';
import { formatKpiValue } from '../src/shell/home/kpi-format';
import { shortcutOpening } from '../src/shell/shortcuts/shortcut-opening';

const shortcut = (link: string, target: '_self' | '_blank' = '_self') => ({ link, extra_configuration: { icon: null, target } });

describe('how a shortcut opens', () => {
  it('follows a page of the app through the router, without the /front base', () => {
    expect(shortcutOpening(shortcut('/list/invoice'))).toEqual({ kind: 'route', to: '/list/invoice' });
    expect(shortcutOpening(shortcut('/front/planning/absences?scale=month'))).toEqual({ kind: 'route', to: '/planning/absences?scale=month' });
    expect(shortcutOpening(shortcut('/front'))).toEqual({ kind: 'route', to: '/' });
  });

  it('opens another site, or a page asked for in a new tab, in a new tab', () => {
    expect(shortcutOpening(shortcut('https://www.service-public.fr'))).toEqual({ kind: 'tab', href: 'https://www.service-public.fr' });
    expect(shortcutOpening(shortcut('/list/invoice', '_blank'))).toEqual({ kind: 'tab', href: '/front/list/invoice' });
  });

  it('opens nothing the server would refuse', () => {
    for (const link of ['javascript:alert(1)', '//evil.example', '/\\evil.example', 'http://example.org', 'list/invoice']) {
      expect(shortcutOpening(shortcut(link))).toEqual({ kind: 'none' });
    }
  });
});

describe('a KPI value', () => {
  it('reads in French: grouped digits, euros for amounts', () => {
    expect(formatKpiValue(1234, 'number').replace(/\s/g, ' ')).toBe('1 234');
    expect(formatKpiValue(12345.6, 'money').replace(/\s/g, ' ')).toBe('12 345,60 €');
    expect(formatKpiValue(0, 'money').replace(/\s/g, ' ')).toBe('0,00 €');
  });
});
