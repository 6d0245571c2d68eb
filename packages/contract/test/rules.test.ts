import { describe, expect, it } from 'vitest';
import { checkDate, checkTime, clockOfHours, formatDate } from '../src/rules/dates.js';
import { cutLabel, isExternalLink, isHexColor, prefixLink } from '../src/rules/links.js';
import { decimalsOf, formatMoney, fromCents, toCents } from '../src/rules/money.js';
import { formatPhone, isValidPhone, normalizePhone } from '../src/rules/phone.js';
import {
  formatSocialSecurityNumber,
  isValidSocialSecurityNumber,
  normalizeSocialSecurityNumber,
} from '../src/rules/social-security-number.js';
import { isStrongPassword } from '../src/rules/strong-password.js';

describe('dates', () => {
  it('accept real calendar dates in their stored format', () => {
    expect(checkDate('date', '2026-02-28')).toEqual({ ok: true, value: '2026-02-28' });
    expect(checkDate('date_monthly', '2026-02')).toEqual({ ok: true, value: '2026-02' });
    expect(checkDate('year', '2026')).toEqual({ ok: true, value: '2026' });
    expect(checkDate('datetime', '2026-02-28T08:30')).toEqual({ ok: true, value: '2026-02-28 08:30:00' });
  });

  it('refuse impossible dates and other formats', () => {
    expect(checkDate('date', '2026-02-30')).toEqual({ ok: false, reason: 'invalid' });
    expect(checkDate('date', '28/02/2026')).toEqual({ ok: false, reason: 'invalid' });
    expect(checkDate('date_monthly', '2026-13')).toEqual({ ok: false, reason: 'invalid' });
    expect(checkDate('date', '2023-02-29')).toEqual({ ok: false, reason: 'invalid' });
    expect(checkDate('date', '2024-02-29')).toEqual({ ok: true, value: '2024-02-29' });
    expect(checkDate('datetime', '2026-01-15 24:00:00')).toEqual({ ok: false, reason: 'invalid' });
    expect(checkDate('datetime', '2026-01-15 10:60')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('call a date before 1900 too small', () => {
    expect(checkDate('date', '0202-01-01')).toEqual({ ok: false, reason: 'too_small' });
  });

  it('treat 0000-00-00 as no date and show it empty', () => {
    expect(checkDate('date', '0000-00-00')).toEqual({ ok: true, value: null });
    expect(formatDate('date', '0000-00-00')).toBe('');
    expect(formatDate('date', '2026-02-30')).toBe('');
  });

  it('know the length of every month, leap and century years included', () => {
    // The calendar is asked only past the 28th: every day 01-31 of every month of these years against Date's own.
    for (const year of [1900, 1999, 2000, 2023, 2024, 2100]) {
      for (let month = 1; month <= 12; month += 1) {
        const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
        for (let day = 0; day <= 32; day += 1) {
          const stored = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const real = day >= 1 && day <= last;
          expect(checkDate('date', stored)).toEqual(real ? { ok: true, value: stored } : { ok: false, reason: 'invalid' });
          expect(formatDate('date', stored)).toBe(real ? `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}` : '');
        }
      }
    }
  });

  it('show dates the French way', () => {
    expect(formatDate('date', '2026-01-15')).toBe('15/01/2026');
    expect(formatDate('date_monthly', '2026-01')).toBe('01/2026');
    expect(formatDate('datetime', '2026-01-15 14:05:00')).toBe('15/01/2026 14:05');
  });

  it('accept times of the day only', () => {
    expect(checkTime('08:30')).toEqual({ ok: true, value: '08:30' });
    expect(checkTime('23:59:59')).toEqual({ ok: true, value: '23:59' });
    expect(checkTime('24:00')).toEqual({ ok: false });
  });
});

describe('phone numbers', () => {
  it('strip spaces, dots and dashes for storing', () => {
    expect(normalizePhone('06 12.34-56 78')).toBe('0612345678');
  });

  it('validate French numbers', () => {
    expect(isValidPhone('06 12 34 56 78')).toBe(true);
    expect(isValidPhone('+33 6 12 34 56 78')).toBe(true);
    expect(isValidPhone('06 12 34')).toBe(false);
    expect(isValidPhone('abc')).toBe(false);
  });

  it('show digits grouped by two', () => {
    expect(formatPhone('0612345678')).toBe('06 12 34 56 78');
  });
});

describe('social security numbers', () => {
  it('keep digits and a/b only, uppercased, at most 13', () => {
    expect(normalizeSocialSecurityNumber('1 85 05 2a 006 084 99')).toBe('185052A006084');
  });

  it('validate the structure, Corsica included', () => {
    expect(isValidSocialSecurityNumber('1 85 05 78 006 084')).toBe(true);
    expect(isValidSocialSecurityNumber('2 90 12 2B 123 456')).toBe(true);
    expect(isValidSocialSecurityNumber('9 85 05 78 006 084')).toBe(false);
    expect(isValidSocialSecurityNumber('1 85 13 78 006 084')).toBe(false);
    expect(isValidSocialSecurityNumber('1850578')).toBe(false);
  });

  it('show it with spaces between its parts', () => {
    expect(formatSocialSecurityNumber('185057800608')).toBe('1 85 05 78 006 08');
    expect(formatSocialSecurityNumber('1850578006084')).toBe('1 85 05 78 006 084');
  });
});

describe('strong passwords', () => {
  it('need 14 characters and 3 of the 4 kinds', () => {
    expect(isStrongPassword('Abcdefghijklm1')).toBe(true);
    expect(isStrongPassword('abcdefghijkl1!')).toBe(true);
    expect(isStrongPassword('Abcdefghij1!')).toBe(false);
    expect(isStrongPassword('abcdefghijklmnop')).toBe(false);
    expect(isStrongPassword('abcdefghijklm?1')).toBe(false);
  });
});

describe('money', () => {
  it('formats euros the French way', () => {
    expect(formatMoney(1234.5).replace(/\s/g, ' ')).toBe('1 234,50 €');
  });

  it('counts the decimals a person typed', () => {
    expect(decimalsOf(12)).toBe(0);
    expect(decimalsOf(12.5)).toBe(1);
    expect(decimalsOf(0.1 + 0.2)).toBe(1);
    expect(decimalsOf(12.345)).toBe(3);
  });

  it('converts to and from integer cents without drift', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1.005)).toBe(101);
    expect(fromCents(1999)).toBe(19.99);
  });
});

describe('links, colours and labels', () => {
  it('prefix links without a known scheme with https://', () => {
    expect(prefixLink('www.example.org')).toBe('https://www.example.org');
    expect(prefixLink('ftp://files.example.org')).toBe('ftp://files.example.org');
    expect(prefixLink('ssh://host')).toBe('ssh://host');
  });

  it('count only http(s) links as external', () => {
    expect(isExternalLink('https://example.org')).toBe(true);
    expect(isExternalLink('ftp://example.org')).toBe(false);
  });

  it('accept #RRGGBB colours only', () => {
    expect(isHexColor('#0088c8')).toBe(true);
    expect(isHexColor('#08c')).toBe(false);
    expect(isHexColor('red')).toBe(false);
  });

  it('cut option labels at 100 characters with an ellipsis', () => {
    expect(cutLabel('a'.repeat(101))).toBe(`${'a'.repeat(100)}…`);
    expect(cutLabel('court')).toBe('court');
  });
});

describe('decimal hours', () => {
  it('read as a clock, to the minute, the day’s end included', () => {
    expect([0, 8.5, 10.25, 13 + 1 / 3, 24].map(clockOfHours)).toEqual(['00:00', '08:30', '10:15', '13:20', '24:00']);
  });
});
