import type { ListColumn, ListRow } from '@ossature/contract';
import { describe, expect, it } from 'vitest';
import { selectionFigures } from '../src/engines/list/state/selection-figures';

const column = (name: string, aggregate: ListColumn['aggregate']) => ({ name, label: name, aggregate }) as ListColumn;
const row = (id: number, values: Record<string, unknown>): ListRow => ({ _type: 'row', values, hidden_values: { id } });

describe('the selected rows’ figures', () => {
  const rows = [row(1, { total: 0.1, days: 2, note: 'a' }), row(2, { total: 0.2, days: 5, note: null }), row(3, { total: 100, days: 9, note: 'c' })];
  const columns = [column('total', 'sum'), column('days', 'avg'), column('note', 'count'), column('number', undefined)];

  it('total only the rows selected, to the cent, per the column’s own aggregate', () => {
    expect(selectionFigures(rows, new Set([1, 2]), columns)).toEqual({ total: 0.3, days: 3.5, note: 1 });
    expect(selectionFigures(rows, new Set([3]), [column('days', 'min'), column('total', 'max')])).toEqual({ days: 9, total: 100 });
  });

  it('have no figure where no selected row has a number', () => {
    expect(selectionFigures(rows, new Set([42]), columns)).toEqual({ total: null, days: null, note: 0 });
  });
});
