import { decodeParams } from '@ossature/contract';
import { describe, expect, it } from 'vitest';
import { newRecordParams } from '../../src/engines/form/rules/new-record-params';

describe('the params a new related record opens with', () => {
  it("give each named field the value on screen of the field beside the relation, leaving out empty ones", () => {
    const params = newRecordParams({ name: 'label', price: 'unit_price', vat_rate: 'vat_rate', reference: 'code' }, { label: 'Agrafeuse', unit_price: 12.5, vat_rate: '5.5', code: '  ' });
    const decoded = decodeParams(params!);
    expect([...decoded.entries()]).toEqual([
      ['name', 'Agrafeuse'],
      ['price', '12.5'],
      ['vat_rate', '5.5'],
    ]);
  });

  it('are none when nothing is named or nothing named has a value', () => {
    expect(newRecordParams(undefined, { label: 'Agrafeuse' })).toBeUndefined();
    expect(newRecordParams({ name: 'label' }, { label: null })).toBeUndefined();
  });
});
