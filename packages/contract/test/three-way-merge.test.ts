import { describe, expect, it } from 'vitest';
import { type MergeRow, changedFields, mergeRows, mergeValues } from '../src/rules/three-way-merge.js';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const row = (identifier: number | null, values: Record<string, unknown>): MergeRow => ({ identifier, values });

describe('merging a user’s field changes onto a record changed meanwhile', () => {
  const base = { name: 'Cabinet Lefebvre', code: 'C003', city: 'Lyon' };

  it('keeps the other change of a field the user did not touch, and applies the user’s own', () => {
    const theirs = { ...base, name: 'Cabinet Lefebvre & Fils' };
    const mine = { ...base, code: 'C003-B' };
    expect(mergeValues(base, mine, theirs, same)).toEqual({
      values: { name: 'Cabinet Lefebvre & Fils', code: 'C003-B', city: 'Lyon' },
      changed: ['code'],
      conflicts: [],
    });
  });

  it('reports a field both changed to different values, and lets the user’s value win', () => {
    const merged = mergeValues(base, { ...base, name: 'Lefebvre SA' }, { ...base, name: 'Lefebvre SARL' }, same);
    expect(merged.conflicts).toEqual(['name']);
    expect(merged.values.name).toBe('Lefebvre SA');
  });

  it('does not call the same new value on both sides a conflict', () => {
    expect(mergeValues(base, { ...base, city: 'Lille' }, { ...base, city: 'Lille' }, same).conflicts).toEqual([]);
  });

  it('reads a base holding only the changed fields’ starting values as a full one', () => {
    const mine = { ...base, code: 'C003-B', name: 'Cabinet Lefebvre' };
    expect(changedFields({ code: 'C003' }, mine, same)).toEqual(['code']);
    expect(mergeValues({ code: 'C003' }, mine, { ...base, name: 'Autre nom' }, same).values).toEqual({ name: 'Autre nom', code: 'C003-B', city: 'Lyon' });
  });
});

describe('merging a user’s row changes onto rows changed meanwhile', () => {
  const base = [row(1, { label: 'Audit', quantity: 1 }), row(2, { label: 'Conseil', quantity: 2 }), row(3, { label: 'Formation', quantity: 3 })];

  it('applies the user’s cell change and keeps the other side’s change of another cell or row', () => {
    const mine = [row(1, { label: 'Audit', quantity: 5 }), base[1]!, base[2]!];
    const theirs = [row(1, { label: 'Audit complet', quantity: 1 }), row(2, { label: 'Conseil', quantity: 9 }), base[2]!];
    expect(mergeRows(base, mine, theirs, same)).toEqual({
      rows: [row(1, { label: 'Audit complet', quantity: 5 }), row(2, { label: 'Conseil', quantity: 9 }), base[2]],
      conflicts: [],
    });
  });

  it('names the line and the fields both changed', () => {
    const mine = [base[0]!, row(2, { label: 'Conseil', quantity: 4 }), base[2]!];
    const theirs = [base[0]!, row(2, { label: 'Conseil', quantity: 7 }), base[2]!];
    expect(mergeRows(base, mine, theirs, same).conflicts).toEqual([{ line: 2, fields: ['quantity'] }]);
  });

  it('deletes the rows the user deleted, keeps those the other side added, and puts the user’s new row where they put it', () => {
    const mine = [base[0]!, row(null, { label: 'Nouveau', quantity: 1 }), base[2]!];
    const theirs = [...base, row(4, { label: 'Ajout', quantity: 1 })];
    expect(mergeRows(base, mine, theirs, same).rows).toEqual([base[0], row(null, { label: 'Nouveau', quantity: 1 }), base[2], row(4, { label: 'Ajout', quantity: 1 })]);
  });

  it('keeps the other side’s order when the user did not reorder, and the user’s when they did', () => {
    const theirsReordered = [base[2]!, base[0]!, base[1]!];
    expect(mergeRows(base, base, theirsReordered, same).rows.map((r) => r.identifier)).toEqual([3, 1, 2]);
    const mineReordered = [base[1]!, base[0]!, base[2]!];
    const theirs = [...base, row(4, { label: 'Ajout', quantity: 1 })];
    expect(mergeRows(base, mineReordered, theirs, same).rows.map((r) => r.identifier)).toEqual([2, 1, 3, 4]);
  });

  it('calls a deletion against a change a conflict: a row deleted meanwhile that the user changed comes back as a new row', () => {
    const mine = [base[0]!, row(2, { label: 'Conseil', quantity: 8 }), base[2]!];
    const theirs = [base[0]!, base[2]!];
    expect(mergeRows(base, mine, theirs, same)).toEqual({
      rows: [base[0], row(null, { label: 'Conseil', quantity: 8 }), base[2]],
      conflicts: [{ line: 2, fields: [] }],
    });
    const untouched = mergeRows(base, base, theirs, same);
    expect(untouched).toEqual({ rows: [base[0], base[2]], conflicts: [] });
  });

  it('calls a deletion by the user of a row changed meanwhile a conflict, and deletes it', () => {
    const mine = [base[0]!, base[2]!];
    const theirs = [base[0]!, row(2, { label: 'Conseil', quantity: 6 }), base[2]!];
    expect(mergeRows(base, mine, theirs, same)).toEqual({ rows: [base[0], base[2]], conflicts: [{ line: 2, fields: [] }] });
  });
});
