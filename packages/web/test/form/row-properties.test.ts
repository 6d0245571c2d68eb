import type { Property } from '@ossature/contract';
import { describe, expect, it } from 'vitest';
import { withRowProperties } from '../../src/engines/form/rules/row-properties';

const properties: Record<string, Property> = {
  title: { name: 'title', type: 'string', label: 'Intitulé', required: true, read_only: false },
  valid_until: { name: 'valid_until', type: 'date', label: 'Valable jusqu’au', required: false, read_only: false, helperText: 'Date de fin' },
};

describe("a row's own properties", () => {
  it("change only what they name of the collection's fields, for that row", () => {
    const row = withRowProperties(properties, { valid_until: { read_only: true, helperText: 'Expiré' }, unknown: { read_only: true } });
    expect(row.valid_until).toEqual({ ...properties.valid_until, read_only: true, helperText: 'Expiré' });
    expect(row.title).toBe(properties.title);
    expect(row).not.toHaveProperty('unknown');
    expect(properties.valid_until!.read_only).toBe(false);
  });

  it('leave the collection’s properties as they are when the row has none', () => {
    expect(withRowProperties(properties, undefined)).toBe(properties);
  });
});
