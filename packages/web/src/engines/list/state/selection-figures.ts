import type { ListColumn, ListRow } from '@ossature/contract';

/**
 * The footer's figures of the selected rows (SPEC §2: the footer also totals the selection), per column with an
 * aggregate: computed from the page's own rows, since a selection by ids is always of the page shown.
 */
export function selectionFigures(rows: readonly ListRow[], ids: ReadonlySet<number>, columns: readonly ListColumn[]): Record<string, number | null> {
  const selected = rows.filter((row) => ids.has(Number(row.hidden_values.id)));
  const figures: Record<string, number | null> = {};
  for (const column of columns) {
    if (!column.aggregate) continue;
    const numbers = selected.map((row) => row.values[column.name]).filter((value): value is number => typeof value === 'number');
    switch (column.aggregate) {
      case 'count':
        figures[column.name] = selected.filter((row) => row.values[column.name] !== null && row.values[column.name] !== undefined).length;
        break;
      case 'sum':
        // Cents added as whole numbers: 0.1 + 0.2 must show 0,30 €.
        figures[column.name] = numbers.length === 0 ? null : Math.round(numbers.reduce((sum, value) => sum + Math.round(value * 100), 0)) / 100;
        break;
      case 'avg':
        figures[column.name] = numbers.length === 0 ? null : Math.round((numbers.reduce((sum, value) => sum + value, 0) / numbers.length) * 100) / 100;
        break;
      case 'min':
        figures[column.name] = numbers.length === 0 ? null : Math.min(...numbers);
        break;
      case 'max':
        figures[column.name] = numbers.length === 0 ? null : Math.max(...numbers);
        break;
    }
  }
  return figures;
}
