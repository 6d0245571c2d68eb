import { describe, expect, it } from 'vitest';
import { linkedParentOf } from '../../src/engines/form/rules/linked-parent';

describe('what the rows of a linked collection point at', () => {
  it('is the record itself when the collection goes through no field, and nothing while the record is new', () => {
    expect(linkedParentOf({}, 12, { employee_id: 4 })).toEqual({ through: null, parentId: 12 });
    expect(linkedParentOf(undefined, null, {})).toEqual({ through: null, parentId: null });
  });

  it('is the value on screen of the field it goes through, saved or not, and nothing while that field holds no id', () => {
    const property = { depends_on: ['employee_id'] };
    expect(linkedParentOf(property, null, { employee_id: 4 })).toEqual({ through: 'employee_id', parentId: 4 });
    expect(linkedParentOf(property, 12, { employee_id: 7 })).toEqual({ through: 'employee_id', parentId: 7 });
    for (const empty of [null, undefined, '', 0, -3, 2.5, '4']) {
      expect(linkedParentOf(property, 12, { employee_id: empty }).parentId).toBeNull();
    }
  });
});
