import type { ListColumn } from '@ossature/contract';
import { describe, expect, it } from 'vitest';
import { aggregateContent, cellContent } from '../src/engines/list/cells/list-cell';
import { cellClass } from '../src/engines/list/view/list-table-styles';

const column = (over: Partial<ListColumn>) => ({ name: 'amount', label: 'Montant', format: 'money', ...over }) as ListColumn;
const plain = (text: unknown) => String(text).replace(/\s/g, ' ');

describe('a list column’s cells and figures (SPEC §2 formats)', () => {
  it('writes money in euros, time as hh:mm:ss and text cut at its length with ...', () => {
    expect(plain(cellContent(column({}), 1234.5))).toBe('1 234,50 €');
    expect(cellContent(column({ format: 'time' }), 3723)).toBe('01:02:03');
    expect(cellContent(column({ format: 'text', max_length: 4 }), 'Facture')).toBe('Fact...');
  });

  it('writes a count as a number whatever the column holds, and any other figure in the column’s format', () => {
    expect(plain(aggregateContent(column({ aggregate: 'count' }), 1200))).toBe('1 200');
    expect(plain(aggregateContent(column({ aggregate: 'sum' }), 1200))).toBe('1 200,00 €');
    expect(aggregateContent(column({ aggregate: 'sum' }), null)).toBe('');
  });

  it('right-aligns the cells and headers of figures only', () => {
    expect(cellClass(column({}))).toBe('list-cell right');
    expect(cellClass(column({ format: 'time' }), 'list-head')).toBe('list-head right');
    expect(cellClass(column({ format: 'text' }))).toBe('list-cell');
  });
});
