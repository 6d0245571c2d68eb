import { FIELD_KINDS } from '@ossature/contract';
import { describe, expect, it } from 'vitest';
import { kindOf } from '../../src/metadata/kinds/index.js';

describe('the list side of the field kinds', () => {
  it('makes a list column of every stored kind but secrets, rich text and drawings', () => {
    const unlisted = FIELD_KINDS.filter((kind) => !kindOf(kind).list);
    expect(unlisted.toSorted()).toEqual(['content', 'geometry_map', 'html', 'inline_right_html', 'password', 'password_strong', 'signature', 'submit']);
  });

  it('only offers operators the column type can answer', () => {
    expect(kindOf('money').list!.operators).not.toContain('contains');
    expect(kindOf('date').list!.operators).toEqual(expect.arrayContaining(['period', 'duration', '<']));
    expect(kindOf('select_multiple').list!.sortable).toBe(false);
  });

  it('turns a typed filter value into the stored one, or refuses it', () => {
    expect(kindOf('money').list!.toStored('12,50')).toBe(1250);
    expect(kindOf('money').list!.toStored('douze')).toBeUndefined();
    expect(kindOf('number').list!.toStored('3.5')).toBe(3.5);
    expect(kindOf('boolean').list!.toStored('1')).toBe(1);
    expect(kindOf('select_async').list!.toStored('0')).toBeUndefined();
    expect(kindOf('select_async_multiple').list!.toStored('42')).toBe(42);
  });
});
